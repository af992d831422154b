// The guest's confirmation of their own RSVP (issue 22 item 3): to the address they answered with,
// once per answer submission (key rsvp-confirmation:{submission}), through the one e-mail pipeline.
// It says what was answered per person (plus-ones included) and per event, only as it counts
// (counted-answers.ts: nothing kept from an earlier 'Accepted'), the events they attend with
// "Add to calendar" (.ics with their token, Google, Outlook: the links the RSVP page offers), and
// their personal link to change it while changes are allowed. Not Pro-gated: it is the receipt of
// the guest's own action, like the couple's notice, not a send the couple makes (docs/decisions.md).
import { guestDates, whenText, type EmailMessage } from '../../email';
import { eventInLanguage, googleCalendarUrl, outlookCalendarUrl, eventLocation, type CalendarWedding } from '../../events';
import type { WeddingEvent } from '../../events';
import { answersPerEvent, plusOneComing, type HouseholdMember, type RsvpEvent, type RsvpQuestion } from '../../../shared/rsvp/model';
import { attendsEvent, countedAnswers, plusOneAttendsEvent } from './counted-answers';
import { translator, type Lang, type Translate } from '../../../shared/i18n';
import { optionLabel, questionLabel } from '../../../shared/rsvp/question-text';

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
  /** The guest's language (issue 27): Vowly's words, and the couple's questions in it where they wrote them. */
  lang: Lang;
}

/** An answer in the guest's language: Yes/No in Vowly's words, a choice in the couple's words where they wrote them. */
function answerText(t: Translate, lang: Lang, question: RsvpQuestion, value: string) {
  return value === 'yes' ? t('email.rsvp.yes') : value === 'no' ? t('email.rsvp.no') : optionLabel(question, value, lang);
}

function eventTitle(events: RsvpEvent[], localized: WeddingEvent[], id: string) {
  return localized.find((e) => e.id === id)?.title ?? events.find((e) => e.id === id)?.title ?? id;
}

/** The e-mail to the guest (kind 'rsvp-confirmation'). */
export function rsvpConfirmationEmail(input: RsvpConfirmation): EmailMessage {
  const t = translator(input.lang);
  const dates = guestDates(input.lang, input.calendar.timeZone);
  const line = (label: string, value: string) => t('email.rsvp.line', { label, value });
  const counted = countedAnswers(input.questions, input);
  // The couple's events in the guest's language where they wrote it (titles, places, calendar links).
  const weddingEvents = input.weddingEvents.map((event) => eventInLanguage(event, input.lang));
  const perPerson = input.questions.filter((q) => q.scope === 'guest');
  const people: { name: string; lines: string[] }[] = [];
  for (const member of counted.members) {
    const lines = answersPerEvent(member)
      ? (member.eventIds ?? []).map((id) =>
          line(eventTitle(input.events, weddingEvents, id), t(member.events?.[id] === 'Accepted' ? 'email.rsvp.attending' : 'email.rsvp.notAttending')),
        )
      : [t(member.status === 'Accepted' ? 'email.rsvp.attending' : member.status === 'Declined' ? 'email.rsvp.notAttending' : 'email.rsvp.noAnswer')];
    if (plusOneComing(member)) lines.push(t('email.rsvp.bringing', { name: member.plusOneName || t('email.rsvp.aGuest') }));
    for (const q of perPerson) if (member.answers[q.id]) lines.push(line(questionLabel(q, input.lang), answerText(t, input.lang, q, member.answers[q.id]!)));
    people.push({ name: member.name, lines });
    const theirs = perPerson.filter((q) => member.plusOneAnswers?.[q.id]);
    if (plusOneComing(member) && theirs.length > 0)
      people.push({
        name: t('email.rsvp.plusOneOf', { plusOne: member.plusOneName || t('email.rsvp.yourGuest'), name: member.name }),
        lines: theirs.map((q) => line(questionLabel(q, input.lang), answerText(t, input.lang, q, member.plusOneAnswers![q.id]!))),
      });
  }
  const householdAnswers = input.questions
    .filter((q) => q.scope === 'household' && counted.householdAnswers[q.id])
    .map((q) => line(questionLabel(q, input.lang), answerText(t, input.lang, q, counted.householdAnswers[q.id]!)));
  // The events someone of the household (or a plus-one) attends, with calendar links.
  const attended = weddingEvents.filter(
    (event) => input.events.some((e) => e.id === event.id) && input.members.some((m) => attendsEvent(m, event.id) || plusOneAttendsEvent(m, event.id)),
  );
  const suffix = `?guest=${encodeURIComponent(input.token)}`;
  const coming = input.members.some((m) => m.status === 'Accepted');
  return {
    kind: 'rsvp-confirmation',
    idempotencyKey: `rsvp-confirmation:${input.submissionId}`,
    to: input.to,
    subject: t('email.rsvp.subject', { title: input.calendar.title }),
    content: {
      template: 'rsvp-confirmation',
      lang: input.lang,
      heading: t(coming ? 'email.rsvp.thanksComing' : 'email.rsvp.thanksNotComing', { name: input.respondent.name }),
      intro: t(coming ? 'email.rsvp.introComing' : 'email.rsvp.introNotComing', { title: input.calendar.title }),
      people,
      householdAnswers,
      events: attended.map((event) => ({
        title: event.title,
        // English keeps the RSVP page's wording; other languages are written by Intl.
        when: input.lang === 'en' ? (input.events.find((e) => e.id === event.id)?.when ?? '') : whenText(dates, event.startsAt, event.endsAt),
        where: eventLocation(event),
        icsHref: `${input.siteUrl}/events/${event.id}.ics${suffix}`,
        googleHref: googleCalendarUrl(input.calendar, event, input.lang),
        outlookHref: outlookCalendarUrl(input.calendar, event, input.lang),
      })),
      change: input.change,
    },
    weddingId: input.weddingId,
    guestId: input.respondent.guestId,
  };
}
