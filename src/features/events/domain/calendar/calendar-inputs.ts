import { appText } from '../../../../shared/i18n/app';
import { z } from 'zod';
import { CALENDAR_THEMES } from '../../../../core/db/schema';

export const CALENDAR_MESSAGES = {
  added: appText('events.added'),
  deleted: appText('events.deleted'),
  notFound: appText('events.notFound'),
  titleNeeded: appText('events.titleNeeded'),
  badDate: appText('events.badDate'),
  endBeforeStart: appText('events.endBeforeStart'),
  tooMany: appText('events.calendar.tooMany'),
  badTime: appText('events.badTime'),
};

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
      .regex(/^([01]\d|2[0-3]):[0-5]\d$|^$/, CALENDAR_MESSAGES.badTime)
      .default(''),
    endTime: z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$|^$/, CALENDAR_MESSAGES.badTime)
      .default(''),
    theme: z.enum(CALENDAR_THEMES).default('BLUE'),
  })
  .refine((event) => !event.endTime || !event.time || event.endTime >= event.time, { message: CALENDAR_MESSAGES.endBeforeStart, path: ['endTime'] });
export type NewEvent = z.output<typeof newEventSchema>;

export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .optional();
