import { type AnySQLiteColumn, integer, text } from 'drizzle-orm/sqlite-core';
import { newId } from '../../../shared/ids';

/** Unguessable text primary key (ids appear in URLs). */
export const idColumn = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newId());
export const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date());
export const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date());
export const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });
export const bool = (name: string) => integer(name, { mode: 'boolean' });
/** The required id of the row this one belongs to: deleting that row deletes this one. */
export const belongsTo = (name: string, target: () => AnySQLiteColumn) => text(name).notNull().references(target, { onDelete: 'cascade' });
