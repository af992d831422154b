import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { weddings } from './weddings';

/** The couple's save-the-date and invitation cards (public at /savethedate/{id}, /invite/{id}). */
export const invites = sqliteTable('invites', {
  id: idColumn(),
  weddingId: text('wedding_id')
    .notNull()
    .unique()
    .references(() => weddings.id, { onDelete: 'cascade' }),
  saveTheDateDesign: text('save_the_date_design').notNull().default('bliss'),
  invitationDesign: text('invitation_design').notNull().default('classic'),
  fields: text('fields', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default({}),
  imageUrl: text('image_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
