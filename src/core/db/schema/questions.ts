import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { belongsTo, bool, createdAt, idColumn, updatedAt } from './columns';
import { guests } from './guests';
import { weddings } from './weddings';

/** Which questions form a question belongs to: the RSVP, or the special requests (/app/special-request). */
export const QUESTION_FORMS = ['rsvp', 'special'] as const;
export type QuestionForm = (typeof QUESTION_FORMS)[number];

/** The couple's questions, of both forms (issue 15 item 3): ordered by `position` within a wedding's form. */
export const questions = sqliteTable(
  'questions',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    form: text('form', { enum: QUESTION_FORMS }).notNull(),
    kind: text('kind', { enum: ['text', 'yesno', 'choice'] }).notNull(),
    label: text('label').notNull(),
    options: text('options', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** The couple's texts in the wedding's other languages: { [lang]: { 'label' | 'options.N': text } } (issue 27 item 2; src/shared/wedding/translations.ts). */
    translations: text('translations', { mode: 'json' }).$type<Record<string, Record<string, string>>>().notNull().default({}),
    required: bool('required').notNull().default(false),
    /** RSVP only: answered per guest or once per household ('guest' for special requests). */
    scope: text('scope', { enum: ['guest', 'household'] })
      .notNull()
      .default('guest'),
    position: integer('position').notNull().default(0),
    /** RSVP only: asked about this event only (shown to guests invited to it); null: asked once for all events. */
    eventId: text('event_id'),
    /** RSVP only: shown on the caterer's view (issue 23 item 9); null: not chosen, shown when the label speaks of meals or diets. */
    forCaterer: bool('for_caterer'),
    createdAt: createdAt(),
  },
  (t) => [index('questions_wedding_form_idx').on(t.weddingId, t.form, t.position)],
);

/**
 * One row per guest and question (and one more for the guest's plus-one, issue 22 item 2): a guest
 * who answers again updates the same row.
 */
export const answers = sqliteTable(
  'answers',
  {
    id: idColumn(),
    guestId: belongsTo('guest_id', () => guests.id),
    questionId: belongsTo('question_id', () => questions.id),
    /** The answer of the guest's plus-one (RSVP per-person questions), not of the guest. */
    plusOne: bool('plus_one').notNull().default(false),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('answers_unique').on(t.guestId, t.questionId, t.plusOne), index('answers_question_idx').on(t.questionId)],
);
