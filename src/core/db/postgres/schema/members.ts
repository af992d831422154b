import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, bool, createdAt, idColumn, timestamp } from './columns';
import { MEMBER_ROLES } from '../../schema/members';
import { users } from './users';
import { weddings } from './weddings';

/** The twin of src/core/db/schema/members.ts. */
export const weddingMembers = pgTable(
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

/** Pending invitations: only the SHA-256 of the token is stored; accepting deletes the row (single use). */
export const weddingInvitations = pgTable(
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
