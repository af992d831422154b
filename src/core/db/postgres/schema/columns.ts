// The PostgreSQL twins of src/core/db/schema/columns.ts: the same names and the same TypeScript types,
// with PostgreSQL's own types (timestamptz for SQLite's integer milliseconds, boolean, jsonb).
import { type AnyPgColumn, boolean, text, timestamp as pgTimestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../../../shared/ids';

/** Unguessable text primary key (ids appear in URLs). */
export const idColumn = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newId());
/** A moment: SQLite stores milliseconds since 1970 (timestamp_ms); PostgreSQL a timestamptz (microseconds, so no loss). */
export const timestamp = (name: string) => pgTimestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () =>
  timestamp('created_at')
    .notNull()
    .$defaultFn(() => new Date());
export const updatedAt = () =>
  timestamp('updated_at')
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date());
export const bool = (name: string) => boolean(name);
/** The required id of the row this one belongs to: deleting that row deletes this one. */
export const belongsTo = (name: string, target: () => AnyPgColumn) => text(name).notNull().references(target, { onDelete: 'cascade' });
