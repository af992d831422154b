import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { QUESTION_FORMS } from '../../schema/questions';
import { belongsTo, bool, createdAt, idColumn, updatedAt } from './columns';
import { guests } from './guests';
import { weddings } from './weddings';

export const questions = pgTable(
  'questions',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    form: text('form', { enum: QUESTION_FORMS }).notNull(),
    kind: text('kind', { enum: ['text', 'yesno', 'choice'] }).notNull(),
    label: text('label').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /** The couple's texts in the wedding's other languages: { [lang]: { 'label' | 'options.N': text } } (issue 27 item 2; src/shared/wedding/translations.ts). */
    translations: jsonb('translations').$type<Record<string, Record<string, string>>>().notNull().default({}),
    required: bool('required').notNull().default(false),
    scope: text('scope', { enum: ['guest', 'household'] })
      .notNull()
      .default('guest'),
    position: integer('position').notNull().default(0),
    eventId: text('event_id'),
    forCaterer: bool('for_caterer'),
    createdAt: createdAt(),
  },
  (t) => [index('questions_wedding_form_idx').on(t.weddingId, t.form, t.position)],
);

export const answers = pgTable(
  'answers',
  {
    id: idColumn(),
    guestId: belongsTo('guest_id', () => guests.id),
    questionId: belongsTo('question_id', () => questions.id),
    plusOne: bool('plus_one').notNull().default(false),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('answers_unique').on(t.guestId, t.questionId, t.plusOne), index('answers_question_idx').on(t.questionId)],
);
