import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { belongsTo, bool, createdAt, idColumn, timestamp } from './columns';
import { users } from './users';
import { weddings } from './weddings';

/** The roles a member other than the owner holds (issue 23); the owner is weddings.owner_id, one per wedding. */
export const MEMBER_ROLES = ['partner', 'planner', 'viewer', 'caterer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The people who plan a wedding with its owner (src/core/auth/membership.ts reads them on every request). */
export const weddingMembers = sqliteTable(
  'wedding_members',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    userId: belongsTo('user_id', () => users.id),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    /** Whether this member gets the RSVP notice e-mails (issue 23 item 7). */
    rsvpNotices: bool('rsvp_notices').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wedding_members_unique').on(t.weddingId, t.userId), index('wedding_members_user_idx').on(t.userId)],
);
export type WeddingMemberRow = typeof weddingMembers.$inferSelect;

/** Pending invitations: only the SHA-256 of the token is stored; accepting deletes the row (single use). */
export const weddingInvitations = sqliteTable(
  'wedding_invitations',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    email: text('email').notNull(),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wedding_invitations_token_unique').on(t.tokenHash), uniqueIndex('wedding_invitations_email_unique').on(t.weddingId, t.email)],
);
export type WeddingInvitationRow = typeof weddingInvitations.$inferSelect;
