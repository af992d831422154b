/** RSVP status of a guest (product.md §3). Kept free of zod and the database for islands. */
export const GUEST_STATUSES = ['Awaiting', 'Accepted', 'Declined'] as const;
export type GuestStatus = (typeof GUEST_STATUSES)[number];

export function isGuestStatus(value: unknown): value is GuestStatus {
  return GUEST_STATUSES.includes(value as GuestStatus);
}

/** What the couple sees for a stored status: any other value displays as ERROR. */
export function statusLabel(value: unknown): GuestStatus | 'ERROR' {
  return isGuestStatus(value) ? value : 'ERROR';
}

/** Whether the guest has answered (a status set by the guest or the couple, or a recorded answer). */
export function hasAnswered(guest: { status: string; respondedAt: Date | null }): boolean {
  return guest.status !== 'Awaiting' || guest.respondedAt !== null;
}
