// The seating chart's inputs (issue 24 item 8), one source for the API, the no-JS forms and the chart's island.
// Forms send strings, JSON sends numbers: each number field takes both.
import { appText } from '../i18n/app';
import { z } from 'zod';
import { formBooleanSchema } from '../guests/schemas';
import { TABLE_SHAPE_NAMES } from './shapes';

const MAX_TABLES = 100;
const MAX_SEATS = 30;
const MAX_PEOPLE = 2000;

const integer = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

const id = z.string().trim().min(1).max(80);

/** The chart's version the change is made on (from the chart as read). */
const version = integer(0, 1_000_000_000, appText('seating.versionBad'));

/** A list from a form's repeated field (one value arrives as a string) or from JSON. */
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(item).max(max));

export const tableSchema = z.object({
  id: id.optional(),
  name: z.string().trim().min(1, appText('seating.table.nameNeeded')).max(60, appText('seating.table.nameTooLong')),
  shape: z.enum(TABLE_SHAPE_NAMES, { error: appText('seating.table.shapeBad') }).default('round'),
  capacity: integer(1, MAX_SEATS, appText('seating.table.seatsBad', { max: MAX_SEATS })).default(8),
  x: integer(-10_000, 10_000, appText('seating.table.xBad')).default(0),
  y: integer(-10_000, 10_000, appText('seating.table.yBad')).default(0),
  rotation: integer(-360, 360, appText('seating.table.rotationBad')).default(0),
  couple: formBooleanSchema.default(false),
});

export const tablesInputSchema = z.object({
  version,
  tables: z.array(tableSchema).max(MAX_TABLES, appText('seating.tooManyTables', { max: MAX_TABLES })),
});

export const addTableInputSchema = tableSchema.omit({ id: true }).extend({ version });

export const removeTableInputSchema = z.object({ version, tableId: id });

/** One table's name, shape, seats and couple's mark (the page's Edit form; the API edits with PUT …/tables). */
export const editTableInputSchema = tableSchema.pick({ name: true, shape: true, capacity: true, couple: true }).extend({ version, tableId: id });

/** `{ guestIds | householdId, tableId }`: a plus-one is `<guestId>.plus-one`; tableId '' or null unseats. */
export const assignInputSchema = z
  .object({
    version,
    guestIds: list(id, MAX_PEOPLE).optional(),
    householdId: id.optional(),
    tableId: z.preprocess((value) => (value === '' ? null : value), id.nullable()),
  })
  .refine((input) => (input.guestIds?.length ?? 0) > 0 || input.householdId !== undefined, { message: appText('seating.assignWho') });

export const applyInputSchema = z.object({
  version,
  seats: z.array(z.object({ id, tableId: id })).max(MAX_PEOPLE),
});

/** Pairs of person ids to keep at one table, or at different tables. */
const pairs = z
  .array(z.tuple([id, id]))
  .max(500)
  .default([]);
export const autoInputSchema = z.object({ keepTogether: pairs, keepApart: pairs });

export const versionInputSchema = z.object({ version });
export const visibilityInputSchema = z.object({ version, showToGuests: formBooleanSchema });
export const copyInputSchema = z.object({ version, fromEventId: id });

/** A rule pair in the proposal page's address: `<personId>~<personId>`. */
const pairParam = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,80}~[A-Za-z0-9_.-]{1,80}$/)
  .transform((value) => value.split('~') as [string, string]);

/**
 * The proposal page's query (no JavaScript needed): the rules so far (`together`, `apart`, repeated) and
 * maybe one to add (`rule` with the two people `a` and `b`).
 */
export const proposalQuerySchema = z.object({
  together: z.array(pairParam).max(100).default([]),
  apart: z.array(pairParam).max(100).default([]),
  rule: z.enum(['together', 'apart']).optional(),
  a: id.optional(),
  b: id.optional(),
});
