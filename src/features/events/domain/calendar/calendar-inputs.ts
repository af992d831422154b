import { z } from 'zod';
import { CALENDAR_THEMES } from '../../../../core/db/schema';

export const CALENDAR_MESSAGES = {
  added: 'Event added',
  deleted: 'Event deleted',
  notFound: 'Event not found',
  titleNeeded: 'Give the event a title',
  badDate: 'Choose a date for the event',
  endBeforeStart: 'The event cannot end before it starts',
  tooMany: 'A calendar holds up to 500 events',
} as const;

export const newEventSchema = z
  .object({
    title: z.string().trim().min(1, CALENDAR_MESSAGES.titleNeeded).max(120),
    date: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, CALENDAR_MESSAGES.badDate),
    time: z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$|^$/, 'Time must look like 16:30')
      .default(''),
    endTime: z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$|^$/, 'Time must look like 16:30')
      .default(''),
    theme: z.enum(CALENDAR_THEMES).default('BLUE'),
  })
  .refine((event) => !event.endTime || !event.time || event.endTime >= event.time, { message: CALENDAR_MESSAGES.endBeforeStart, path: ['endTime'] });
export type NewEvent = z.output<typeof newEventSchema>;

export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .optional();
