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
  label: 'Admin',
  adminOnly: true,
  submenu: [
    { label: 'App stats', path: '/app/admin' },
    { label: 'All weddings', path: '/app/admin/all-weddings' },
    { label: 'All users', path: '/app/admin/all-users' },
    { label: 'Email control', path: '/app/admin/email-control' },
    { label: 'Email Logs', path: '/app/admin/email-controller' },
    { label: 'Testing', path: '/app/admin/testing' },
    { label: 'Example', path: '/app/admin/example' },
    { label: '404', path: '/app/admin/app/404' },
  ],
};

export const APP_MENU: MenuSection[] = [
  {
    heading: 'Home',
    entries: [
      { label: 'Dashboard', path: '/app' },
      ADMIN_MENU,
      { label: 'Quick settings', path: '/app/quick-settings' },
      { label: 'Designs', path: '/app/designs' },
    ],
  },
  {
    heading: 'Guests',
    entries: [
      { label: 'Guest list', path: '/app/guest-list' },
      { label: 'Events', path: '/app/events' },
      { label: 'Seating', path: '/app/seating' },
      { label: 'Catering', path: '/app/catering' },
      { label: 'Photos', path: '/app/photos' },
      { label: 'Special Requests', path: '/app/special-request' },
      { label: 'RSVP', path: '/app/rsvp' },
      { label: 'Announce', path: '/app/announce' },
      { label: 'Guest journey', path: '/app/journey' },
      { label: 'Activity', path: '/app/activity' },
    ],
  },
  {
    heading: 'user settings',
    entries: [
      { label: 'Pro Features', path: '/app/payments/checkout', capability: 'billing' },
      { label: 'Contact', path: '/app/contact' },
      {
        label: 'Settings',
        submenu: [
          { label: 'Profile', path: '/app/settings/profile' },
          { label: 'Billing', path: '/app/settings/billing' },
          { label: 'Notifications', path: '/app/settings/notifications' },
          { label: 'Security', path: '/app/settings/security' },
          { label: 'Planning team', path: '/app/planners' },
        ],
      },
      {
        label: 'FAQ',
        submenu: [
          { label: 'Getting Started', path: '/faq', external: true },
          { label: 'Privacy Policy', path: '/policy', external: true },
          { label: 'Terms', path: '/terms', external: true },
          { label: 'Password Reset', path: '/user/forgot-password', external: true },
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
  const crumbs: MenuLink[] = [{ label: 'Home', path: '/app' }];
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
