import {
  ANSWER_MAX,
  answersPerEvent,
  askedOf,
  attendsFor,
  EMAIL_MAX,
  fieldName,
  isAnswerStatus,
  normaliseAnswer,
  PLUS_ONE_NAME_MAX,
  plusOneAttendsFor,
  type HouseholdMember,
  type RsvpDraft,
  type RsvpEvent,
  type RsvpQuestion,
} from './model';
import {
  ANSWER_TOO_LONG,
  answerRequired,
  CHOICE_INVALID,
  EMAIL_INVALID,
  EMAIL_NEEDED,
  eventStatusRequired,
  MESSAGE_TOO_LONG,
  NAME_REQUIRED,
  NOT_IN_HOUSEHOLD,
  plusOneAnswerRequired,
  plusOneNameRequired,
  statusRequired,
  YESNO_INVALID,
} from './texts';
import type { Translate } from '../i18n/translate';
import { questionLabel } from './question-text';

/** The validation's messages: English (the texts' own) or, given a translator, the page's language (issue 27). */
function messagesIn(t?: Translate) {
  if (!t)
    return {
      notInHousehold: NOT_IN_HOUSEHOLD,
      thisEvent: 'this event',
      eventStatus: eventStatusRequired,
      status: statusRequired,
      plusOneName: plusOneNameRequired,
      nameTooLong: (max: number) => `Names can be at most ${max} characters`,
      answerTooLong: ANSWER_TOO_LONG,
      yesno: YESNO_INVALID,
      choice: CHOICE_INVALID,
      answer: answerRequired,
      plusOneAnswer: plusOneAnswerRequired,
      guestOf: (name: string) => `${name}'s guest`,
      email: EMAIL_INVALID,
      emailNeeded: EMAIL_NEEDED,
      nameRequired: NAME_REQUIRED,
      messageTooLong: MESSAGE_TOO_LONG,
    };
  return {
    notInHousehold: t('rsvp.error.notInHousehold'),
    thisEvent: t('rsvp.thisEvent'),
    eventStatus: (name: string, event: string) => t('rsvp.error.eventStatus', { name, event }),
    status: (name: string) => t('rsvp.error.status', { name }),
    plusOneName: (name: string) => t('rsvp.error.plusOneName', { name }),
    nameTooLong: (max: number) => t('rsvp.error.nameTooLong', { max }),
    answerTooLong: t('rsvp.error.answerTooLong'),
    yesno: t('rsvp.error.yesno'),
    choice: t('rsvp.error.choice'),
    answer: (label: string) => t('rsvp.error.answer', { label }),
    plusOneAnswer: (name: string, label: string) => t('rsvp.error.plusOneAnswer', { name, label }),
    guestOf: (name: string) => t('rsvp.error.guestOf', { name }),
    email: t('rsvp.error.email'),
    emailNeeded: t('rsvp.error.emailNeeded'),
    nameRequired: t('rsvp.error.nameRequired'),
    messageTooLong: t('rsvp.error.messageTooLong'),
  };
}

export interface ValidationContext {
  members: HouseholdMember[];
  questions: RsvpQuestion[];
  /** A guest answers for every member still open; the couple may record one at a time. */
  requireEveryMember: boolean;
  /** Required questions bind guests; the couple records what they were told. */
  enforceRequired: boolean;
  /** The household's events (titles for the messages of per-event answers). */
  events?: RsvpEvent[];
  /** The page's translator: messages in its language (English without one). */
  t?: Translate;
  /** The page's language: the couple's question labels in it where they wrote them (issue 27 item 2). */
  lang?: string;
}

export type FieldErrors = Record<string, string>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function kindError(question: RsvpQuestion, m: ReturnType<typeof messagesIn>): string {
  if (question.kind === 'yesno') return m.yesno;
  if (question.kind === 'choice') return m.choice;
  return m.answerTooLong;
}

/**
 * Every problem of a draft, keyed by the form field it belongs to (the first one is the
 * message an API caller gets). Locked members and answers are not checked: they are not written.
 */
export function validateDraft(draft: RsvpDraft, context: ValidationContext): FieldErrors {
  const errors: FieldErrors = {};
  const m = messagesIn(context.t);
  const byId = new Map(context.members.map((member) => [member.guestId, member]));
  for (const guestId of Object.keys(draft.members)) {
    if (!byId.has(guestId)) errors[fieldName.form] = m.notInHousehold;
  }
  const open = context.members.filter((m) => !m.locked);
  const guestQuestions = context.questions.filter((q) => q.scope === 'guest');
  const householdQuestions = context.questions.filter((q) => q.scope === 'household');
  const eventTitle = (id: string) => context.events?.find((e) => e.id === id)?.title ?? m.thisEvent;

  for (const member of open) {
    const entry = draft.members[member.guestId];
    if (answersPerEvent(member)) {
      // One answer per event (the draft's status follows them: withEventStatuses).
      const given = Object.values(entry?.events ?? {}).some((a) => a !== '');
      for (const eventId of member.eventIds ?? []) {
        const answer = entry?.events?.[eventId] ?? '';
        if (isAnswerStatus(answer)) continue;
        if (answer !== '' || given || context.requireEveryMember || isAnswerStatus(entry?.status ?? ''))
          errors[fieldName.event(eventId, member.guestId)] = m.eventStatus(member.name, eventTitle(eventId));
      }
    }
    const status = entry?.status ?? '';
    if (answersPerEvent(member) && !isAnswerStatus(status)) continue;
    if (!isAnswerStatus(status)) {
      if (status !== '' || context.requireEveryMember) errors[fieldName.status(member.guestId)] = m.status(member.name);
      continue;
    }
    const coming = status === 'Accepted';
    if (coming && member.plusOneAllowed && entry!.plusOne) {
      const name = entry!.plusOneName.trim();
      if (name === '') errors[fieldName.plusOneName(member.guestId)] = m.plusOneName(member.name);
      else if (name.length > PLUS_ONE_NAME_MAX) errors[fieldName.plusOneName(member.guestId)] = m.nameTooLong(PLUS_ONE_NAME_MAX);
    }
    for (const question of guestQuestions.filter((q) => askedOf(q, member))) {
      const raw = entry!.answers[question.id] ?? '';
      const value = normaliseAnswer(question, raw);
      const field = fieldName.answer(question.id, member.guestId);
      if (value === null) errors[field] = raw.length > ANSWER_MAX ? m.answerTooLong : kindError(question, m);
      else if (value === '' && question.required && attendsFor(question, member, entry) && context.enforceRequired)
        errors[field] = m.answer(questionLabel(question, context.lang));
    }
    // The plus-one they bring answers the same per-person questions (issue 22 item 2).
    if (!coming || !member.plusOneAllowed || !entry!.plusOne) continue;
    for (const question of guestQuestions.filter((q) => askedOf(q, member))) {
      const raw = entry!.plusOneAnswers?.[question.id] ?? '';
      const value = normaliseAnswer(question, raw);
      const field = fieldName.plusOneAnswer(question.id, member.guestId);
      if (value === null) errors[field] = raw.length > ANSWER_MAX ? m.answerTooLong : kindError(question, m);
      else if (value === '' && question.required && plusOneAttendsFor(question, member, entry) && context.enforceRequired)
        errors[field] = m.plusOneAnswer(entry!.plusOneName.trim() || m.guestOf(member.name), questionLabel(question, context.lang));
    }
  }

  // Household answers are shared: once anyone in it is locked, they are too.
  const householdLocked = context.members.some((m) => m.locked);
  if (!householdLocked) {
    for (const question of householdQuestions.filter((q) => context.members.some((m) => askedOf(q, m)))) {
      const anyoneComing = open.some((m) => attendsFor(question, m, draft.members[m.guestId]));
      const raw = draft.householdAnswers[question.id] ?? '';
      const value = normaliseAnswer(question, raw);
      const field = fieldName.answer(question.id);
      if (value === null) errors[field] = raw.length > ANSWER_MAX ? m.answerTooLong : kindError(question, m);
      else if (value === '' && question.required && anyoneComing && context.enforceRequired) errors[field] = m.answer(questionLabel(question, context.lang));
    }
  }

  const email = draft.email.trim();
  if (email !== '' && (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email))) errors[fieldName.email] = m.email;
  return errors;
}

/** The message an API caller sees: the first problem in form order. */
export function firstError(errors: FieldErrors): string | null {
  const first = Object.values(errors)[0];
  return first ?? null;
}

/** The note a visitor leaves when the name search did not find them (same rules as the server's schema). */
export function validateRequest(values: { name: string; email: string; message: string }, t?: Translate): FieldErrors {
  const errors: FieldErrors = {};
  const m = messagesIn(t);
  const name = values.name.replace(/\s+/g, ' ').trim();
  if (name === '') errors.name = m.nameRequired;
  else if (name.length > 100) errors.name = m.nameTooLong(100);
  const email = values.email.trim();
  if (email === '') errors.email = m.emailNeeded;
  else if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) errors.email = m.email;
  if (values.message.trim().length > 1000) errors.message = m.messageTooLong;
  return errors;
}
