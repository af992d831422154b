import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { belongsTo, bool, createdAt, idColumn, timestamp, updatedAt } from './columns';
import { guests } from './guests';
import { weddings } from './weddings';
import { TABLE_SHAPE_NAMES } from '../../../shared/seating/shapes';

export const TABLE_SHAPES = TABLE_SHAPE_NAMES;
export type TableShape = (typeof TABLE_SHAPES)[number];

/**
 * One seating chart per wedding event (issue 24). `eventId` is a wedding_events id, or 'wedding-day'
 * while the main day is read from the wedding's date (the chart follows the day when it is saved).
 * Every change raises `version`; a write that names an older one is refused, so two people arranging
 * the same chart never lose a move. Locking stamps the version printed.
 */
export const seatingCharts = sqliteTable(
  'seating_charts',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    eventId: text('event_id').notNull(),
    version: integer('version').notNull().default(1),
    lockedAt: timestamp('locked_at'),
    /** The version locked for print: a later version is "changed since printed". */
    lockedVersion: integer('locked_version'),
    /** Guests may look up their table (their RSVP page and /{weddingUrl}/seat). */
    showToGuests: bool('show_to_guests').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('seating_charts_event_unique').on(t.weddingId, t.eventId)],
);
export type SeatingChartRow = typeof seatingCharts.$inferSelect;

/** A chart's tables: a name or number, a shape, a soft capacity, and a place on the floor plan. */
export const seatingTables = sqliteTable(
  'seating_tables',
  {
    id: idColumn(),
    chartId: belongsTo('chart_id', () => seatingCharts.id),
    name: text('name').notNull(),
    shape: text('shape', { enum: TABLE_SHAPES }).notNull().default('round'),
    capacity: integer('capacity').notNull().default(8),
    x: integer('x').notNull().default(0),
    y: integer('y').notNull().default(0),
    rotation: integer('rotation').notNull().default(0),
    /** Order in lists and on the find-your-seat board. */
    position: integer('position').notNull().default(0),
    /** The couple's own table: auto-seat keeps it for them. */
    couple: bool('couple').notNull().default(false),
  },
  (t) => [index('seating_tables_chart_idx').on(t.chartId, t.position)],
);
export type SeatingTableRow = typeof seatingTables.$inferSelect;

/** Who sits at which table: a guest, or (`plusOne`) the guest's plus-one, once per chart. */
export const seatingSeats = sqliteTable(
  'seating_seats',
  {
    id: idColumn(),
    chartId: belongsTo('chart_id', () => seatingCharts.id),
    tableId: belongsTo('table_id', () => seatingTables.id),
    guestId: belongsTo('guest_id', () => guests.id),
    plusOne: bool('plus_one').notNull().default(false),
  },
  (t) => [uniqueIndex('seating_seats_person_unique').on(t.chartId, t.guestId, t.plusOne), index('seating_seats_table_idx').on(t.tableId)],
);
export type SeatingSeatRow = typeof seatingSeats.$inferSelect;
