import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { belongsTo, createdAt, idColumn, timestamp } from './columns';
import { users } from './users';

export const payments = sqliteTable(
  'payments',
  {
    id: idColumn(),
    userId: belongsTo('user_id', () => users.id),
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
