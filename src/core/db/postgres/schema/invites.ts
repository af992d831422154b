import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { weddings } from './weddings';

export const invites = pgTable('invites', {
  id: idColumn(),
  weddingId: text('wedding_id')
    .notNull()
    .unique()
    .references(() => weddings.id, { onDelete: 'cascade' }),
  saveTheDateDesign: text('save_the_date_design').notNull().default('bliss'),
  invitationDesign: text('invitation_design').notNull().default('classic'),
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
  imageUrl: text('image_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
