import type { WeddingRole } from '../../../core/auth/role-rules';

/** How each role is named and what it may do, in the app's words (the page and the invitation e-mail). */
export const ROLE_LABELS: Record<WeddingRole, { name: string; article: 'a' | 'an'; can: string }> = {
  owner: { name: 'Owner', article: 'an', can: 'everything, including billing, deleting the wedding and transferring it.' },
  partner: { name: 'Partner', article: 'a', can: 'everything but deleting the wedding and transferring it.' },
  planner: { name: 'Planner', article: 'a', can: 'the site, guests, RSVPs, events and sends; not billing, members or the web address.' },
  viewer: { name: 'Viewer', article: 'a', can: 'read-only: the site preview, the guest list and the RSVP answers.' },
  caterer: { name: 'Caterer', article: 'a', can: 'head counts and meal answers per event, no contact details.' },
};
