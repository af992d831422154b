/**
 * What an RSVP form holds, in the shape both the server and the RsvpForm island use: the
 * household's members and the wedding's questions as the guest sees them, and the draft of the
 * answers keyed by guest and question. Pure data and functions (no zod, no database), so the
 * island validates with exactly the rules the server applies.
 */
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
  /** Has answered (by the form or recorded by the couple). */
  responded: boolean;
  /** Answered while resubmission is off: shown, not editable. */
  locked: boolean;
}

export interface MemberDraft {
  status: '' | AnswerStatus;
  /** Brings their plus-one. */
  plusOne: boolean;
  plusOneName: string;
  answers: Record<string, string>;
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
    };
  }
  return draft;
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
