// Who may do what on a wedding (issue 23): one table of role rules. Each owner route is named by
// ROUTE_RULES (its path's area); each role's access per area by ROLE_ACCESS. The member guards
// (src/core/http/middleware/guards.ts) check them on every request, and refuse a route with no rule
// (tests/server/role-rules.test.ts proves every owner route has one).
import type { MemberRole } from '../db/schema';

export type WeddingRole = 'owner' | MemberRole;
export const WEDDING_ROLES: readonly WeddingRole[] = ['owner', 'partner', 'planner', 'viewer', 'caterer'];

/** The areas of a wedding a role is given access to. */
export type Capability =
  | 'wedding' // which wedding this is (its name and address), nothing more
  | 'site' // the builder, designs, setup, publishing, uploads
  | 'guests' // the guest list, its CSV and QR sheet
  | 'rsvp' // RSVP answers, settings, questions, special requests
  | 'events' // events and the planning calendar
  | 'seating' // seating charts per event
  | 'photos' // the guests' photos album
  | 'sends' // announcements, invitations' cards, the journey and its reminders
  | 'notifications'
  | 'catering' // per-event head counts and meals, no contact details
  | 'activity'
  | 'billing'
  | 'members'
  | 'ownership' // transferring the wedding to a partner
  | 'self' // one's own place on the wedding: the team page's own part, leaving
  | 'address' // the web address and custom domain
  | 'delete';

export type Access = 'read' | 'write';

const ALL: Record<Capability, Access> = {
  wedding: 'write',
  site: 'write',
  guests: 'write',
  rsvp: 'write',
  events: 'write',
  seating: 'write',
  photos: 'write',
  sends: 'write',
  notifications: 'write',
  catering: 'write',
  activity: 'read',
  billing: 'write',
  members: 'write',
  ownership: 'write',
  self: 'write',
  address: 'write',
  delete: 'write',
};

/** Each role's access per area (absent: none). Reading is allowed by 'read' or 'write'. */
export const ROLE_ACCESS: Record<WeddingRole, Partial<Record<Capability, Access>>> = {
  owner: ALL,
  partner: { ...ALL, delete: undefined, ownership: undefined },
  planner: {
    wedding: 'read',
    site: 'write',
    guests: 'write',
    rsvp: 'write',
    events: 'write',
    seating: 'write',
    photos: 'write',
    sends: 'write',
    notifications: 'write',
    catering: 'read',
    activity: 'read',
    self: 'write',
  },
  viewer: {
    wedding: 'read',
    site: 'read',
    guests: 'read',
    rsvp: 'read',
    events: 'read',
    seating: 'read',
    photos: 'read',
    notifications: 'write', // only their own: the drawer's read marker and their notice e-mails
    catering: 'read',
    activity: 'read',
    self: 'write',
  },
  caterer: { wedding: 'read', catering: 'read', self: 'write' },
};

export function can(role: WeddingRole, capability: Capability, access: Access): boolean {
  const given = ROLE_ACCESS[role][capability];
  return given === 'write' || (given === 'read' && access === 'read');
}

/**
 * The owner routes by path prefix (the longest match wins; at the same length a rule for the request's method
 * wins); a GET or HEAD reads, every other method writes. `method` limits a rule to one method.
 */
export const ROUTE_RULES: ReadonlyArray<readonly [prefix: string, capability: Capability, only?: 'exact', method?: string]> = [
  ['/app', 'wedding', 'exact'],
  ['/builder', 'site'],
  ['/api/v1/weddings/current-wedding', 'wedding'],
  ['/api/v1/weddings/current-wedding', 'delete', 'exact', 'DELETE'],
  ['/api/v1/weddings', 'site'],
  ['/api/v1/weddings-pro', 'site'],
  ['/api/v1/uploads', 'site'],
  ['/api/v1/domain', 'address'],
  ['/api/v1/guest-list', 'guests'],
  ['/api/v1/rsvp', 'rsvp'],
  ['/api/v1/special-requests', 'rsvp'],
  ['/api/v1/events', 'events'],
  ['/api/v1/users/calendar', 'events'],
  ['/api/v1/seating', 'seating'],
  ['/api/v1/photos', 'photos'],
  ['/api/v1/journey', 'sends'],
  ['/api/v1/invite', 'sends'],
  ['/api/v1/email-settings', 'sends'],
  ['/api/v1/send-invite', 'sends'],
  ['/api/v1/notifications', 'notifications'],
  ['/api/v1/activity', 'activity'],
  ['/api/v1/catering', 'catering'],
  ['/api/v1/planners', 'members'],
  ['/api/v1/planners/transfer', 'ownership'],
  ['/api/v1/planners/leave', 'self'],
  ['/api/v1/payments/checkout', 'billing'],
  ['/app/quick-settings', 'address'],
  ['/app/quick-settings/publish', 'site'],
  ['/app/setup', 'site'],
  ['/app/designs', 'site'],
  ['/app/wedding/edit', 'site'],
  ['/app/wedding/edit/rsvp', 'rsvp'],
  ['/app/calendar', 'events'],
  ['/app/events', 'events'],
  ['/app/seating', 'seating'],
  ['/app/photos', 'photos'],
  ['/app/announce', 'sends'],
  ['/app/journey', 'sends'],
  ['/app/guest-list', 'guests'],
  ['/app/rsvp', 'rsvp'],
  ['/app/special-request', 'rsvp'],
  ['/app/planners', 'self', 'exact'],
  ['/app/planners', 'members'],
  ['/app/activity', 'activity'],
  ['/app/planners/transfer', 'ownership'],
  ['/app/planners/leave', 'self'],
  ['/app/planners/delete-wedding', 'delete'],
  ['/app/catering', 'catering'],
  ['/app/settings/billing', 'billing'],
  ['/app/payments', 'billing'],
  ['/app/settings/notifications', 'notifications'],
];

/** The rule of a request: its area and whether it reads or writes; undefined when no rule names the path. */
export function ruleFor(method: string, path: string): { capability: Capability; access: Access } | undefined {
  let best: (typeof ROUTE_RULES)[number] | undefined;
  for (const rule of ROUTE_RULES) {
    const [prefix, , only, ruleMethod] = rule;
    if (ruleMethod && ruleMethod !== method) continue;
    const matches = path === prefix || (only !== 'exact' && path.startsWith(`${prefix}/`));
    if (matches && (!best || prefix.length > best[0].length || (prefix.length === best[0].length && ruleMethod))) best = rule;
  }
  if (!best) return undefined;
  return { capability: best[1], access: method === 'GET' || method === 'HEAD' ? 'read' : 'write' };
}
