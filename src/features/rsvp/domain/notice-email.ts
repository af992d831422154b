import type { EmailMessage } from '../../email';
import { countedAnswers, plusOneLabel } from './counted-answers';
import { answersPerEvent, plusOneComing, type HouseholdMember, type RsvpEvent, type RsvpQuestion } from '../../../shared/rsvp/model';

export interface RsvpNotice {
  submissionId: string;
  owner: { id: string; email: string; name: string };
  weddingId: string;
  respondent: { guestId: string; name: string };
  /** The household after the answer was saved. */
  members: HouseholdMember[];
  householdAnswers: Record<string, string>;
  questions: RsvpQuestion[];
  /** The household's events: a guest invited to several has their answer per event in the line. */
  events?: RsvpEvent[];
  /** Where the couple reads every answer: {origin}/app/rsvp */
  managerUrl: string;
}

function memberLine(member: HouseholdMember, events: RsvpEvent[]): string {
  const plusOne = plusOneComing(member)
    ? ` (bringing ${member.plusOneName || 'a guest'})`
    : member.plusOneAllowed && member.plusOneStatus === 'Declined' && member.status === 'Accepted'
      ? ' (without a plus-one)'
      : '';
  const perEvent = answersPerEvent(member)
    ? ` – ${(member.eventIds ?? [])
        .map(
          (id) =>
            `${events.find((e) => e.id === id)?.title ?? id}: ${member.events?.[id] === 'Accepted' ? 'attending' : 'not attending'}${member.events?.[id] === 'Accepted' && plusOneComing(member) && member.eventPlusOnes?.[id] === false ? ` without ${member.plusOneName || 'their guest'}` : ''}`,
        )
        .join(', ')}`
    : '';
  return `${member.name}: ${member.status}${plusOne}${perEvent}`;
}

/** The e-mail telling one member of one answer (kind 'rsvp-notice'; one per submission and member). */
export function rsvpNoticeEmail(notice: RsvpNotice): EmailMessage {
  const lines = notice.members.map((m) => memberLine(m, notice.events ?? []));
  // Only answers about what each person attends (issue 22 item 1): a meal kept from an earlier
  // 'Accepted' to the wedding day is not news once they decline it.
  const counted = countedAnswers(notice.questions, notice);
  const answers: string[] = [];
  for (const question of notice.questions) {
    if (question.scope === 'household') {
      const value = counted.householdAnswers[question.id];
      if (value) answers.push(`${question.label}: ${value}`);
      continue;
    }
    for (const member of counted.members) {
      const value = member.answers[question.id];
      if (value) answers.push(`${question.label} (${member.name}): ${value}`);
      const theirs = member.plusOneAnswers?.[question.id];
      if (theirs) answers.push(`${question.label} (${plusOneLabel(member)}, guest of ${member.name}): ${theirs}`);
    }
  }
  const self = notice.members.find((m) => m.guestId === notice.respondent.guestId);
  const subject = `RSVP from ${notice.respondent.name}: ${self?.status ?? 'answered'}`;
  const heading = `${notice.respondent.name} has replied`;
  return {
    kind: 'rsvp-notice',
    idempotencyKey: `rsvp-notice:${notice.submissionId}:${notice.owner.id}`,
    to: notice.owner.email,
    subject,
    content: { template: 'rsvp-notice', heading, lines, answers, managerUrl: notice.managerUrl },
    userId: notice.owner.id,
    weddingId: notice.weddingId,
    guestId: notice.respondent.guestId,
  };
}
