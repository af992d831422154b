import { pgTable, text } from 'drizzle-orm/pg-core';
import { SUPPORT_TOPICS } from '../../schema/support';
import { createdAt, idColumn } from './columns';

export const supportMessages = pgTable('support_messages', {
  id: idColumn(),
  userId: text('user_id'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  topic: text('topic', { enum: SUPPORT_TOPICS }).notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
