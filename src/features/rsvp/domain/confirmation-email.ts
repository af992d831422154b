// The guest's confirmation of their own RSVP (issue 22 item 3): to the address they answered with,
// once per answer submission (key rsvp-confirmation:{submission}), through the one e-mail pipeline.
// It says what was answered per person (plus-ones included) and per event, only as it counts
// (counted-answers.ts: nothing kept from an earlier 'Accepted'), the events they attend with
// "Add to calendar" (.ics with their token, Google, Outlook: the links the RSVP page offers), and
// their personal link to change it while changes are allowed. Not Pro-gated: it is the receipt of
// the guest's own action, like the couple's notice, not a send the couple makes (docs/decisions.md).
import type { EmailMessage } from '../../email';
import { googleCalendarUrl, outlookCalendarUrl, eventLocation, type CalendarWedding } from '../../events';
import type { WeddingEvent } from '../../events';
import { answersPerEvent, plusOneComing, type HouseholdMember, type RsvpEvent, type RsvpQuestion } from '../../../shared/rsvp/model';
import { attendsEvent, countedAnswers, plusOneAttendsEvent } from './counted-answers';

export interface RsvpConfirmation {
  submissionId: string;
  weddingId: string;
  to: string;
  respondent: { guestId: string; name: string };
  /** The household after the answer was saved. */
  members: HouseholdMember[];
  householdAnswers: Record<string, string>;
  questions: RsvpQuestion[];
  /** The household's events as the form lists them (with `when` in the wedding's zone). */
  events: RsvpEvent[];
  /** The wedding's events (for the calendar links) and the calendar's title. */
  weddingEvents: WeddingEvent[];
  calendar: CalendarWedding;
  /** {origin}/{weddingUrl}: the base of the .ics links. */
  siteUrl: string;
  /** The respondent's personal token (the .ics links of private events need it). */
  token: string;
  /** The personal link to change the answer, or null when changes are no longer allowed. */
  change: { href: string; note: string } | null;
}

function answerText(value: string) {
  return value === 'yes' ? 'Yes' : value === 'no' ? 'No' : value;
}

function eventTitle(events: RsvpEvent[], id: string) {
  return events.find((e) => e.id === id)?.title ?? id;
}

/** The e-mail to the guest (kind 'rsvp-confirmation'). */
export function rsvpConfirmationEmail(input: RsvpConfirmation): EmailMessage {
  const counted = countedAnswers(input.questions, input);
  const perPerson = input.questions.filter((q) => q.scope === 'guest');
  const people: { name: string; lines: string[] }[] = [];
  for (const member of counted.members) {
    const lines = answersPerEvent(member)
      ? (member.eventIds ?? []).map((id) => `${eventTitle(input.events, id)}: ${member.events?.[id] === 'Accepted' ? 'Attending' : 'Not attending'}`)
      : [member.status === 'Accepted' ? 'Attending' : member.status === 'Declined' ? 'Not attending' : 'No answer yet'];
    if (plusOneComing(member)) lines.push(`Bringing ${member.plusOneName || 'a guest'}`);
    for (const q of perPerson) if (member.answers[q.id]) lines.push(`${q.label}: ${answerText(member.answers[q.id]!)}`);
    people.push({ name: member.name, lines });
    const theirs = perPerson.filter((q) => member.plusOneAnswers?.[q.id]);
    if (plusOneComing(member) && theirs.length > 0)
      people.push({
        name: `${member.plusOneName || 'Your guest'} (with ${member.name})`,
        lines: theirs.map((q) => `${q.label}: ${answerText(member.plusOneAnswers![q.id]!)}`),
      });
  }
  const householdAnswers = input.questions
    .filter((q) => q.scope === 'household' && counted.householdAnswers[q.id])
    .map((q) => `${q.label}: ${answerText(counted.householdAnswers[q.id]!)}`);
  // The events someone of the household (or a plus-one) attends, with calendar links.
  const attended = input.weddingEvents.filter(
    (event) => input.events.some((e) => e.id === event.id) && input.members.some((m) => attendsEvent(m, event.id) || plusOneAttendsEvent(m, event.id)),
  );
  const suffix = `?guest=${encodeURIComponent(input.token)}`;
  const coming = input.members.some((m) => m.status === 'Accepted');
  return {
    kind: 'rsvp-confirmation',
    idempotencyKey: `rsvp-confirmation:${input.submissionId}`,
    to: input.to,
    subject: `Your RSVP for ${input.calendar.title}`,
    content: {
      template: 'rsvp-confirmation',
      heading: coming ? `Thank you, ${input.respondent.name}!` : `Thank you for letting us know, ${input.respondent.name}`,
      intro: coming
        ? `Your RSVP for ${input.calendar.title} has been received. Here is what you answered.`
        : `Your RSVP for ${input.calendar.title} has been received. You will be missed!`,
      people,
      householdAnswers,
      events: attended.map((event) => ({
        title: event.title,
        when: input.events.find((e) => e.id === event.id)?.when ?? '',
        where: eventLocation(event),
        icsHref: `${input.siteUrl}/events/${event.id}.ics${suffix}`,
        googleHref: googleCalendarUrl(input.calendar, event),
        outlookHref: outlookCalendarUrl(input.calendar, event),
      })),
      change: input.change,
    },
    weddingId: input.weddingId,
    guestId: input.respondent.guestId,
  };
}
