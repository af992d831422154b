import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { belongsTo, createdAt, idColumn, timestamp } from './columns';
import { users } from './users';
import { weddings } from './weddings';

export const payments = sqliteTable(
  'payments',
  {
    id: idColumn(),
    userId: belongsTo('user_id', () => users.id),
    /** The wedding the checkout buys Pro for (issue 23: Pro belongs to the wedding); none once that wedding is deleted, or for checkouts before. */
    weddingId: text('wedding_id').references(() => weddings.id, { onDelete: 'set null' }),
    planId: text('plan_id').notNull(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['open', 'paid', 'expired'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at'),
  },
  (t) => [index('payments_user_idx').on(t.userId)],
);
export type PaymentRow = typeof payments.$inferSelect;
