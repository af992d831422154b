/**
 * What an RSVP form holds, in the shape both the server and the RsvpForm island use: the
 * household's members and the wedding's questions as the guest sees them, and the draft of the
 * answers keyed by guest and question. Pure data and functions (no zod, no database), so the
 * island validates with exactly the rules the server applies.
 */
import type { Translations } from '../wedding/translations';

export const QUESTION_KINDS = ['text', 'yesno', 'choice'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const QUESTION_SCOPES = ['guest', 'household'] as const;
export type QuestionScope = (typeof QUESTION_SCOPES)[number];
export const ANSWER_STATUSES = ['Accepted', 'Declined'] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

export const ANSWER_MAX = 500;
export const PLUS_ONE_NAME_MAX = 100;
export const EMAIL_MAX = 254;

export interface RsvpQuestion {
  id: string;
  kind: QuestionKind;
  label: string;
  options: string[];
  required: boolean;
  scope: QuestionScope;
  /** Asked about this event only (to guests invited to it); null or absent: for all events. */
  eventId?: string | null;
  /** Shown on the caterer's view (issue 23 item 9): the couple's choice, else whether the label speaks of meals or diets. */
  forCaterer?: boolean;
  /** The label and choices in the wedding's other languages (issue 27 item 2; src/shared/rsvp/question-language.ts). */
  translations?: Translations;
}

/** An event a household answers for (issue 16 item 3), as the form shows it. */
export interface RsvpEvent {
  id: string;
  title: string;
  /** When, in the wedding's time zone, as text. */
  when: string;
}

export interface HouseholdMember {
  guestId: string;
  name: string;
  /** As stored: Awaiting, Accepted, Declined (anything else shows as ERROR to the couple). */
  status: string;
  plusOneAllowed: boolean;
  plusOneName: string | null;
  plusOneStatus: string | null;
  /** Answers to per-guest questions, by question id. */
  answers: Record<string, string>;
  /** Their plus-one's answers to the per-guest questions (issue 22 item 2), by question id. */
  plusOneAnswers?: Record<string, string>;
  /** Has answered (by the form or recorded by the couple). */
  responded: boolean;
  /** Answered while resubmission is off: shown, not editable. */
  locked: boolean;
  /** The events this guest is invited to (ids of the household's `events`). */
  eventIds?: string[];
  /** Their answer per event: Accepted or Declined (absent: not answered). */
  events?: Record<string, string>;
  /** Whether their plus-one comes to each event, where said (absent: with the guest). */
  eventPlusOnes?: Record<string, boolean>;
}

export interface MemberDraft {
  status: '' | AnswerStatus;
  /** Brings their plus-one. */
  plusOne: boolean;
  plusOneName: string;
  answers: Record<string, string>;
  /** The plus-one's answers to the per-guest questions (kept, counted only while the plus-one comes). */
  plusOneAnswers?: Record<string, string>;
  /** Per event (guests invited to two or more answer each): '' not answered yet. */
  events?: Record<string, '' | AnswerStatus>;
  /** Per event: their plus-one comes ('yes'), does not ('no'), or '' with the guest. */
  eventPlusOnes?: Record<string, '' | 'yes' | 'no'>;
}

export interface RsvpDraft {
  email: string;
  members: Record<string, MemberDraft>;
  /** Answers to once-per-household questions, by question id. */
  householdAnswers: Record<string, string>;
}

/**
 * Whether a guest's plus-one is coming: the guest attends and the plus-one was answered yes, or
 * the couple named the plus-one (guest list, CSV, the demo) and nobody has said no since.
 */
export function plusOneComing(guest: { status: string; plusOneAllowed: boolean; plusOneName: string | null; plusOneStatus: string | null }): boolean {
  if (!guest.plusOneAllowed || guest.status !== 'Accepted') return false;
  if (guest.plusOneStatus === 'Accepted') return true;
  return guest.plusOneStatus !== 'Declined' && (guest.plusOneName ?? '').trim() !== '';
}

/** Form field names; ids are lower-case base32, so a dot separates safely. */
export const fieldName = {
  status: (guestId: string) => `status.${guestId}`,
  plusOne: (guestId: string) => `plusOne.${guestId}`,
  plusOneName: (guestId: string) => `plusOneName.${guestId}`,
  answer: (questionId: string, guestId?: string) => (guestId ? `answer.${questionId}.${guestId}` : `answer.${questionId}`),
  /** The plus-one of guestId answering a per-guest question. */
  plusOneAnswer: (questionId: string, guestId: string) => `plusOneAnswer.${questionId}.${guestId}`,
  event: (eventId: string, guestId: string) => `event.${eventId}.${guestId}`,
  eventPlusOne: (eventId: string, guestId: string) => `eventPlusOne.${eventId}.${guestId}`,
  email: 'email',
  form: 'form',
} as const;

export function isAnswerStatus(value: unknown): value is AnswerStatus {
  return value === 'Accepted' || value === 'Declined';
}

/** The draft the form starts from: what the household answered before (Awaiting as blank). */
export function draftFromMembers(members: HouseholdMember[], householdAnswers: Record<string, string>): RsvpDraft {
  const draft: RsvpDraft = { email: '', members: {}, householdAnswers: { ...householdAnswers } };
  for (const member of members) {
    draft.members[member.guestId] = {
      status: isAnswerStatus(member.status) ? member.status : '',
      // A plus-one the couple named counts as coming until the guest says otherwise.
      plusOne:
        member.plusOneAllowed && (member.plusOneStatus === 'Accepted' || (member.plusOneStatus !== 'Declined' && (member.plusOneName ?? '').trim() !== '')),
      plusOneName: member.plusOneName ?? '',
      answers: { ...member.answers },
      ...(member.plusOneAllowed ? { plusOneAnswers: { ...member.plusOneAnswers } } : {}),
      ...(answersPerEvent(member)
        ? {
            events: Object.fromEntries(
              (member.eventIds ?? []).map((id) => [id, isAnswerStatus(member.events?.[id]) ? (member.events![id] as AnswerStatus) : '']),
            ),
            eventPlusOnes: Object.fromEntries(
              (member.eventIds ?? []).map((id) => [id, member.eventPlusOnes?.[id] === undefined ? '' : member.eventPlusOnes[id] ? 'yes' : 'no'] as const),
            ),
          }
        : {}),
    };
  }
  return draft;
}

/** A guest invited to two or more events answers for each; with one (or none) the one answer is for it. */
export function answersPerEvent(member: Pick<HouseholdMember, 'eventIds'>): boolean {
  return (member.eventIds?.length ?? 0) >= 2;
}

/**
 * The overall answer that follows the per-event ones (so counts, limits and e-mails that read the
 * guest's status keep working): attending if attending any event, declined if declining them all,
 * '' while an event is unanswered.
 */
export function statusFromEvents(member: Pick<HouseholdMember, 'eventIds'>, events: Record<string, string> | undefined): '' | AnswerStatus {
  const answers = (member.eventIds ?? []).map((id) => events?.[id] ?? '');
  if (answers.some((a) => !isAnswerStatus(a))) return '';
  return answers.includes('Accepted') ? 'Accepted' : 'Declined';
}

/** The draft with each per-event member's overall status following their event answers. */
export function withEventStatuses(draft: RsvpDraft, members: HouseholdMember[]): RsvpDraft {
  const next: Record<string, MemberDraft> = { ...draft.members };
  for (const member of members) {
    const entry = next[member.guestId];
    if (!entry || !answersPerEvent(member)) continue;
    next[member.guestId] = { ...entry, status: statusFromEvents(member, entry.events) };
  }
  return { ...draft, members: next };
}

/** Whether a question is asked of this member: for all events, or for an event they are invited to. */
export function askedOf(question: RsvpQuestion, member: Pick<HouseholdMember, 'eventIds'>): boolean {
  return !question.eventId || (member.eventIds ?? []).includes(question.eventId);
}

/** Whether the member attends what the question is about: the event it is for, or any event. */
export function attendsFor(question: RsvpQuestion, member: Pick<HouseholdMember, 'eventIds'>, entry: MemberDraft | undefined): boolean {
  if (!entry || entry.status !== 'Accepted') return false;
  if (!question.eventId) return true;
  if (!answersPerEvent(member)) return (member.eventIds ?? []).includes(question.eventId);
  return entry.events?.[question.eventId] === 'Accepted';
}

/** Whether the member's plus-one comes to what the question is about: they bring one, and to the question's event unless said not to. */
export function plusOneAttendsFor(
  question: RsvpQuestion,
  member: Pick<HouseholdMember, 'eventIds' | 'plusOneAllowed'>,
  entry: MemberDraft | undefined,
): boolean {
  if (!member.plusOneAllowed || !entry?.plusOne || !attendsFor(question, member, entry)) return false;
  return !question.eventId || !answersPerEvent(member) || entry.eventPlusOnes?.[question.eventId] !== 'no';
}

/** Single-line text: trimmed, inner whitespace collapsed. */
export function tidyAnswer(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The stored form of an answer ('' = no answer), or null when the kind refuses it. */
export function normaliseAnswer(question: RsvpQuestion, raw: string): string | null {
  const value = tidyAnswer(raw);
  if (value === '') return '';
  if (question.kind === 'yesno') {
    const word = value.toLowerCase();
    if (['yes', 'true', 'on', 'y'].includes(word)) return 'yes';
    if (['no', 'false', 'off', 'n'].includes(word)) return 'no';
    return null;
  }
  if (question.kind === 'choice') return question.options.find((option) => option === value) ?? null;
  return value.length > ANSWER_MAX ? null : value;
}
