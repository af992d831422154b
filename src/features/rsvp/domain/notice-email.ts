import type { EmailMessage } from '../../email';
import { countedAnswers, plusOneLabel } from './counted-answers';
import { answersPerEvent, plusOneComing, type HouseholdMember, type RsvpEvent, type RsvpQuestion } from '../../../shared/rsvp/model';
import { isGuestStatus } from '../../../shared/guests/status';
import { appText } from '../../../shared/i18n/app';

/** A stored status as the couple reads it (any other value as it is). */
const statusText = (status: string) => (isGuestStatus(status) ? appText(`guests.status.${status}`) : status);

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
    ? appText('rsvp.notice.bringing', { name: member.plusOneName || appText('rsvp.notice.aGuest') })
    : member.plusOneAllowed && member.plusOneStatus === 'Declined' && member.status === 'Accepted'
      ? appText('rsvp.notice.withoutPlusOne')
      : '';
  const perEvent = answersPerEvent(member)
    ? ` – ${(member.eventIds ?? [])
        .map(
          (id) =>
            `${appText(member.events?.[id] === 'Accepted' ? 'rsvp.notice.eventAttending' : 'rsvp.notice.eventNotAttending', { event: events.find((e) => e.id === id)?.title ?? id })}${member.events?.[id] === 'Accepted' && plusOneComing(member) && member.eventPlusOnes?.[id] === false ? appText('rsvp.notice.withoutGuest', { name: member.plusOneName || appText('rsvp.notice.theirGuest') }) : ''}`,
        )
        .join(', ')}`
    : '';
  return `${member.name}: ${statusText(member.status)}${plusOne}${perEvent}`;
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
      if (value) answers.push(appText('rsvp.notice.answerOf', { question: question.label, name: member.name, value }));
      const theirs = member.plusOneAnswers?.[question.id];
      if (theirs)
        answers.push(appText('rsvp.notice.plusOneAnswer', { question: question.label, plusOne: plusOneLabel(member), name: member.name, value: theirs }));
    }
  }
  const self = notice.members.find((m) => m.guestId === notice.respondent.guestId);
  const subject = appText('rsvp.notice.subject', { name: notice.respondent.name, status: self ? statusText(self.status) : appText('rsvp.notice.answered') });
  const heading = appText('rsvp.notice.heading', { name: notice.respondent.name });
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
