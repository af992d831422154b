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

export interface ValidationContext {
  members: HouseholdMember[];
  questions: RsvpQuestion[];
  /** A guest answers for every member still open; the couple may record one at a time. */
  requireEveryMember: boolean;
  /** Required questions bind guests; the couple records what they were told. */
  enforceRequired: boolean;
  /** The household's events (titles for the messages of per-event answers). */
  events?: RsvpEvent[];
}

export type FieldErrors = Record<string, string>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function kindError(question: RsvpQuestion): string {
  if (question.kind === 'yesno') return YESNO_INVALID;
  if (question.kind === 'choice') return CHOICE_INVALID;
  return ANSWER_TOO_LONG;
}

/**
 * Every problem of a draft, keyed by the form field it belongs to (the first one is the
 * message an API caller gets). Locked members and answers are not checked: they are not written.
 */
export function validateDraft(draft: RsvpDraft, context: ValidationContext): FieldErrors {
  const errors: FieldErrors = {};
  const byId = new Map(context.members.map((m) => [m.guestId, m]));
  for (const guestId of Object.keys(draft.members)) {
    if (!byId.has(guestId)) errors[fieldName.form] = NOT_IN_HOUSEHOLD;
  }
  const open = context.members.filter((m) => !m.locked);
  const guestQuestions = context.questions.filter((q) => q.scope === 'guest');
  const householdQuestions = context.questions.filter((q) => q.scope === 'household');
  const eventTitle = (id: string) => context.events?.find((e) => e.id === id)?.title ?? 'this event';

  for (const member of open) {
    const entry = draft.members[member.guestId];
    if (answersPerEvent(member)) {
      // One answer per event (the draft's status follows them: withEventStatuses).
      const given = Object.values(entry?.events ?? {}).some((a) => a !== '');
      for (const eventId of member.eventIds ?? []) {
        const answer = entry?.events?.[eventId] ?? '';
        if (isAnswerStatus(answer)) continue;
        if (answer !== '' || given || context.requireEveryMember || isAnswerStatus(entry?.status ?? ''))
          errors[fieldName.event(eventId, member.guestId)] = eventStatusRequired(member.name, eventTitle(eventId));
      }
    }
    const status = entry?.status ?? '';
    if (answersPerEvent(member) && !isAnswerStatus(status)) continue;
    if (!isAnswerStatus(status)) {
      if (status !== '' || context.requireEveryMember) errors[fieldName.status(member.guestId)] = statusRequired(member.name);
      continue;
    }
    const coming = status === 'Accepted';
    if (coming && member.plusOneAllowed && entry!.plusOne) {
      const name = entry!.plusOneName.trim();
      if (name === '') errors[fieldName.plusOneName(member.guestId)] = plusOneNameRequired(member.name);
      else if (name.length > PLUS_ONE_NAME_MAX) errors[fieldName.plusOneName(member.guestId)] = `Names can be at most ${PLUS_ONE_NAME_MAX} characters`;
    }
    for (const question of guestQuestions.filter((q) => askedOf(q, member))) {
      const raw = entry!.answers[question.id] ?? '';
      const value = normaliseAnswer(question, raw);
      const field = fieldName.answer(question.id, member.guestId);
      if (value === null) errors[field] = raw.length > ANSWER_MAX ? ANSWER_TOO_LONG : kindError(question);
      else if (value === '' && question.required && attendsFor(question, member, entry) && context.enforceRequired)
        errors[field] = answerRequired(question.label);
    }
    // The plus-one they bring answers the same per-person questions (issue 22 item 2).
    if (!coming || !member.plusOneAllowed || !entry!.plusOne) continue;
    for (const question of guestQuestions.filter((q) => askedOf(q, member))) {
      const raw = entry!.plusOneAnswers?.[question.id] ?? '';
      const value = normaliseAnswer(question, raw);
      const field = fieldName.plusOneAnswer(question.id, member.guestId);
      if (value === null) errors[field] = raw.length > ANSWER_MAX ? ANSWER_TOO_LONG : kindError(question);
      else if (value === '' && question.required && plusOneAttendsFor(question, member, entry) && context.enforceRequired)
        errors[field] = plusOneAnswerRequired(entry!.plusOneName.trim() || `${member.name}'s guest`, question.label);
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
      if (value === null) errors[field] = raw.length > ANSWER_MAX ? ANSWER_TOO_LONG : kindError(question);
      else if (value === '' && question.required && anyoneComing && context.enforceRequired) errors[field] = answerRequired(question.label);
    }
  }

  const email = draft.email.trim();
  if (email !== '' && (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email))) errors[fieldName.email] = EMAIL_INVALID;
  return errors;
}

/** The message an API caller sees: the first problem in form order. */
export function firstError(errors: FieldErrors): string | null {
  const first = Object.values(errors)[0];
  return first ?? null;
}

/** The note a visitor leaves when the name search did not find them (same rules as the server's schema). */
export function validateRequest(values: { name: string; email: string; message: string }): FieldErrors {
  const errors: FieldErrors = {};
  const name = values.name.replace(/\s+/g, ' ').trim();
  if (name === '') errors.name = NAME_REQUIRED;
  else if (name.length > 100) errors.name = 'Names can be at most 100 characters';
  const email = values.email.trim();
  if (email === '') errors.email = EMAIL_NEEDED;
  else if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) errors.email = EMAIL_INVALID;
  if (values.message.trim().length > 1000) errors.message = MESSAGE_TOO_LONG;
  return errors;
}
