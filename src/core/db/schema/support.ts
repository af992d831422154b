import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, idColumn } from './columns';

export const SUPPORT_TOPICS = ['general', 'design', 'guests', 'billing', 'bug'] as const;

export const supportMessages = sqliteTable('support_messages', {
  id: idColumn(),
  userId: text('user_id'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  topic: text('topic', { enum: SUPPORT_TOPICS }).notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
