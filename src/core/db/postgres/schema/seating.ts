import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { TABLE_SHAPES } from '../../schema/seating';
import { belongsTo, bool, createdAt, idColumn, timestamp, updatedAt } from './columns';
import { guests } from './guests';
import { weddings } from './weddings';

export const seatingCharts = pgTable(
  'seating_charts',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    eventId: text('event_id').notNull(),
    version: integer('version').notNull().default(1),
    lockedAt: timestamp('locked_at'),
    lockedVersion: integer('locked_version'),
    showToGuests: bool('show_to_guests').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('seating_charts_event_unique').on(t.weddingId, t.eventId)],
);

export const seatingTables = pgTable(
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
    position: integer('position').notNull().default(0),
    couple: bool('couple').notNull().default(false),
  },
  (t) => [index('seating_tables_chart_idx').on(t.chartId, t.position)],
);

export const seatingSeats = pgTable(
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
