/** The guest list's orders (GET /guest-list ?sort=), kept free of zod for the list's island. */
export const GUEST_SORTS = ['newest', 'oldest', 'a-z', 'z-a'] as const;
export type GuestSort = (typeof GUEST_SORTS)[number];
