import { appText } from '../../../shared/i18n/app';
import { type Capability, can, ruleFor, type WeddingRole } from '../../auth/role-rules';
/** The side menu of the app area (product.md §2), one source for the layout and its tests. */
export interface MenuLink {
  label: string;
  path: string;
  /** Leaves the app (information pages). */
  external?: boolean;
  /** The wedding area it belongs to, where its route has no role rule of its own. */
  capability?: Capability;
}
export interface MenuGroup {
  label: string;
  submenu: MenuLink[];
  adminOnly?: boolean;
}
export type MenuEntry = MenuLink | MenuGroup;
export interface MenuSection {
  heading: string;
  entries: MenuEntry[];
}

export const ADMIN_MENU: MenuGroup = {
  label: appText('shell.menu.admin'),
  adminOnly: true,
  submenu: [
    { label: appText('shell.menu.admin.stats'), path: '/app/admin' },
    { label: appText('shell.menu.admin.weddings'), path: '/app/admin/all-weddings' },
    { label: appText('shell.menu.admin.users'), path: '/app/admin/all-users' },
    { label: appText('shell.menu.admin.emailControl'), path: '/app/admin/email-control' },
    { label: appText('shell.menu.admin.emailLogs'), path: '/app/admin/email-controller' },
    { label: appText('shell.menu.admin.testing'), path: '/app/admin/testing' },
    { label: appText('shell.menu.admin.example'), path: '/app/admin/example' },
    { label: appText('shell.menu.admin.notFound'), path: '/app/admin/app/404' },
  ],
};

export const APP_MENU: MenuSection[] = [
  {
    heading: appText('shell.menu.home'),
    entries: [
      { label: appText('shell.menu.dashboard'), path: '/app' },
      ADMIN_MENU,
      { label: appText('shell.menu.quickSettings'), path: '/app/quick-settings' },
      { label: appText('shell.menu.designs'), path: '/app/designs' },
    ],
  },
  {
    heading: appText('shell.menu.guests'),
    entries: [
      { label: appText('shell.menu.guestList'), path: '/app/guest-list' },
      { label: appText('shell.menu.events'), path: '/app/events' },
      { label: appText('shell.menu.seating'), path: '/app/seating' },
      { label: appText('shell.menu.catering'), path: '/app/catering' },
      { label: appText('shell.menu.photos'), path: '/app/photos' },
      { label: appText('shell.menu.specialRequests'), path: '/app/special-request' },
      { label: appText('shell.menu.rsvp'), path: '/app/rsvp' },
      { label: appText('shell.menu.announce'), path: '/app/announce' },
      { label: appText('shell.menu.journey'), path: '/app/journey' },
      { label: appText('shell.menu.activity'), path: '/app/activity' },
    ],
  },
  {
    heading: appText('shell.menu.userSettings'),
    entries: [
      { label: appText('shell.menu.pro'), path: '/app/payments/checkout', capability: 'billing' },
      { label: appText('shell.menu.contact'), path: '/app/contact' },
      {
        label: appText('shell.menu.settings'),
        submenu: [
          { label: appText('shell.menu.profile'), path: '/app/settings/profile' },
          { label: appText('shell.menu.billing'), path: '/app/settings/billing' },
          { label: appText('shell.menu.notifications'), path: '/app/settings/notifications' },
          { label: appText('shell.menu.security'), path: '/app/settings/security' },
          { label: appText('shell.menu.planningTeam'), path: '/app/planners' },
        ],
      },
      {
        label: appText('shell.menu.faq'),
        submenu: [
          { label: appText('shell.menu.gettingStarted'), path: '/faq', external: true },
          { label: appText('shell.menu.privacy'), path: '/policy', external: true },
          { label: appText('shell.menu.terms'), path: '/terms', external: true },
          { label: appText('shell.menu.passwordReset'), path: '/user/forgot-password', external: true },
        ],
      },
    ],
  },
];

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'submenu' in entry;
}

/** The current path is the entry or one of its children (/app only matches itself). */
export function isActivePath(entryPath: string, currentPath: string): boolean {
  if (entryPath === '/app' || entryPath === '/app/admin') return currentPath === entryPath;
  return currentPath === entryPath || currentPath.startsWith(`${entryPath}/`);
}

/**
 * The menu of an account (admins get the Admin group) on a wedding where it has `weddingRole`: entries the role
 * may not open are left out (a caterer sees the dashboard, Catering and their own settings, issue 23 item 9); the
 * server refuses them anyway. Without a wedding role (no wedding yet) every entry shows.
 */
export function menuFor(role: string, weddingRole?: WeddingRole): MenuSection[] {
  const opens = (link: MenuLink) => {
    if (link.external || !weddingRole) return true;
    const capability = link.capability ?? ruleFor('GET', link.path)?.capability;
    return !capability || can(weddingRole, capability, 'read');
  };
  return APP_MENU.map((section) => ({
    ...section,
    entries: section.entries
      .filter((entry) => !(isGroup(entry) && entry.adminOnly && role !== 'admin'))
      .map((entry) => (isGroup(entry) && !entry.adminOnly ? { ...entry, submenu: entry.submenu.filter(opens) } : entry))
      .filter((entry) => (isGroup(entry) ? entry.submenu.length > 0 : opens(entry))),
  })).filter((section) => section.entries.length > 0);
}

/** Breadcrumbs: Home, then the menu entries (and group) leading to the current page. */
export function breadcrumbsFor(path: string, title: string): MenuLink[] {
  const crumbs: MenuLink[] = [{ label: appText('shell.menu.home'), path: '/app' }];
  for (const section of APP_MENU) {
    for (const entry of section.entries) {
      if (isGroup(entry)) {
        const child = entry.submenu.find((link) => !link.external && isActivePath(link.path, path));
        if (child) {
          crumbs.push({ label: entry.label, path: entry.submenu[0]!.path });
          if (child.path !== path) crumbs.push(child);
        }
      } else if (entry.path !== '/app' && isActivePath(entry.path, path) && entry.path !== path) {
        crumbs.push(entry);
      }
    }
  }
  if (path !== '/app') crumbs.push({ label: title, path });
  return crumbs;
}
