// Every e-mail kind goes through the one renderer (src/features/email/views/render.ts): its HTML shows the
// user's words escaped (never as markup) and it has a plain-text part with the same words.
import { describe, expect, it } from 'vitest';
import { EMAIL_KINDS, type EmailKind } from '../../../core/db/schema';
import { emailChangeConfirmEmail, emailChangedNotice, loginLinkEmail, passwordResetEmail, verificationEmail } from '../../accounts/domain/account-emails';
import type { CardModel } from '../domain/card-model';
import type { EmailContent } from '../domain/content';
import { rsvpNoticeEmail } from '../../rsvp/domain/notice-email';
import { weddingDeletedEmail } from '../../planners/domain/deletion-email';
import { invitationEmail } from '../../planners/domain/invitation-email';
import { INVITATION_DESIGN_KEYS, SAVE_THE_DATE_DESIGN_KEYS } from '../../../shared/wedding/designs';
import { renderEmail } from '../views/render';
import { cardEvents } from '../domain/card-details';
import { guestDates } from '../domain/guest-language';
import { rsvpConfirmationEmail } from '../../rsvp/domain/confirmation-email';
import { eventChangeContent } from '../../events/domain/change-notice';
import type { WeddingEvent } from '../../events';
import type { Lang } from '../../../shared/i18n';

const XSS = `<script>alert(1)</script><img src=x onerror=alert(2)>"'&`;
const user = { id: 'u1', name: `Ana ${XSS}`, email: 'ana@example.com' };
const link = 'https://vowly.test/user/verify-email?token=a&b=<c>';

function card(product: CardModel['product'], design: string): CardModel {
  return {
    product,
    design,
    lang: 'en',
    names: `Ana ${XSS} & Jo`,
    initials: ['A', 'J'],
    heading: `Save ${XSS}`,
    message: `Come ${XSS}`,
    dateLine: 'Saturday, June 6, 2026',
    dateParts: null,
    locationLine: `Hall ${XSS}`,
    note: `Note ${XSS}`,
    button: { text: `RSVP ${XSS}`, href: 'https://vowly.test/ana/rsvp?token=t' },
    viewOnlineHref: 'https://vowly.test/invite/i1',
    imageUrl: null,
  };
}
const envelope = { subject: `Ana ${XSS}`, preheader: `Pre ${XSS}`, unsubscribeHref: 'https://vowly.test/unsubscribe/t', isTest: false };

const notice = rsvpNoticeEmail({
  submissionId: 's1',
  owner: { id: 'o1', email: 'couple@example.com', name: 'Couple' },
  weddingId: 'w1',
  respondent: { guestId: 'g1', name: `Guest ${XSS}` },
  members: [
    {
      guestId: 'g1',
      name: `Guest ${XSS}`,
      status: 'Accepted',
      plusOneAllowed: true,
      plusOneName: `Plus ${XSS}`,
      plusOneStatus: 'Accepted',
      answers: { q1: `Fish ${XSS}` },
      responded: true,
      locked: false,
    },
  ],
  householdAnswers: {},
  questions: [{ id: 'q1', kind: 'text', label: `Meal ${XSS}`, options: [], required: false, scope: 'guest' }],
  managerUrl: 'https://vowly.test/app/rsvp',
});

/** One content per e-mail kind the outbox knows. */
const contentByKind: Record<EmailKind, EmailContent> = {
  'verify-email': verificationEmail(user, link, 't1').content,
  'reset-password': passwordResetEmail(user, link, 't2').content,
  'login-link': loginLinkEmail(user, link, 't9').content,
  'change-email': emailChangeConfirmEmail(user, `new${XSS}@example.com`, link, 't3').content,
  'email-changed': emailChangedNotice(user, user.email, `new${XSS}@example.com`, link, 'k', true).content,
  'rsvp-notice': notice.content,
  'rsvp-confirmation': {
    template: 'rsvp-confirmation',
    lang: 'en',
    heading: `Thank you, Jose ${XSS}`,
    intro: `Here is your RSVP for Ana ${XSS}.`,
    people: [{ name: `Jose ${XSS}`, lines: [`Meal: Fish ${XSS}`] }],
    householdAnswers: [`Shuttle: ${XSS}`],
    events: [
      {
        title: `Wedding day ${XSS}`,
        when: 'Saturday, June 19 · 2:00 PM – 5:00 PM',
        where: `Barn ${XSS}`,
        icsHref: 'https://vowly.test/a/events/e.ics?guest=t',
        googleHref: 'https://calendar.google.com/calendar/render?action=TEMPLATE',
        outlookHref: 'https://outlook.live.com/calendar/0/deeplink/compose',
      },
    ],
    change: { href: 'https://vowly.test/a/rsvp?token=t', note: 'You can change your answer until the RSVP closes.' },
  },
  'member-invitation': invitationEmail({
    invitation: {
      id: 'i1',
      weddingId: 'w1',
      email: 'leo@example.com',
      role: 'partner',
      tokenHash: 'h',
      invitedBy: 'u1',
      expiresAt: new Date(),
      createdAt: new Date(),
    },
    inviter: { name: `Ana ${XSS}` },
    weddingName: `Ana ${XSS} & Jo's wedding`,
    link,
  }).content,
  'wedding-deleted': weddingDeletedEmail({
    weddingId: 'w1',
    member: { id: 'u2', email: 'leo@example.com' },
    owner: { name: `Ana ${XSS}` },
    weddingName: `Ana ${XSS} & Jo's wedding`,
    link,
  }).content,
  support: { template: 'support', name: `Ana ${XSS}`, email: 'ana@example.com', topic: 'general', message: `Help ${XSS}` },
  test: { template: 'admin-test', name: `Admin ${XSS}`, stamp: '2026-11-23T20:00:00.000Z' },
  'photo-archive': { template: 'account', heading: `Ready ${XSS}`, paragraphs: [`ZIP ${XSS}`], link: { href: link, label: 'Download the photos' } },
  savethedate: { template: 'card', model: card('savethedate', SAVE_THE_DATE_DESIGN_KEYS[0]), envelope },
  invite: { template: 'card', model: card('invite', INVITATION_DESIGN_KEYS[0]), envelope },
  reminder: { template: 'card', model: card('reminder', INVITATION_DESIGN_KEYS[0]), envelope },
  'special-request': { template: 'card', model: { ...card('invite', INVITATION_DESIGN_KEYS[0]), viewOnlineHref: null }, envelope },
  'event-change': {
    template: 'event-change',
    lang: 'en',
    heading: `Change of plans: Brunch ${XSS}`,
    intro: `Amelia ${XSS} changed the place of Brunch.`,
    changes: [{ label: 'Where', before: `Old barn ${XSS}`, after: `New barn ${XSS}` }],
    link: { href: 'https://vowly.test/a/rsvp?token=t', label: 'See the details and your RSVP' },
    unsubscribeHref: 'https://vowly.test/unsubscribe?token=u',
  },
};

describe('the one e-mail renderer', () => {
  it('covers every e-mail kind', () => {
    expect(Object.keys(contentByKind).sort()).toEqual([...EMAIL_KINDS].sort());
  });

  for (const kind of EMAIL_KINDS) {
    it(`${kind}: HTML with the user's input escaped and a plain-text part`, () => {
      const { html, text } = renderEmail(contentByKind[kind]);
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).not.toMatch(/<link rel="preload"/);
      expect(text.trim().length).toBeGreaterThan(0);
      // The text part carries the user's words as typed (no entities).
      expect(text).toContain('<script>alert(1)</script>');
    });
  }

  it('links keep their address (React escapes the ampersand in the attribute only)', () => {
    const { html, text } = renderEmail(contentByKind['verify-email']);
    expect(html).toContain('href="https://vowly.test/user/verify-email?token=a&amp;b=&lt;c&gt;"');
    expect(html.startsWith('<!DOCTYPE html><html lang="en" dir="ltr">')).toBe(true);
    expect(text).toContain(`Confirm my email: ${link}`);
  });
});

// Issue 27: every guest e-mail that names the couple's events names them in the guest's language: the couple's
// translation of each text where they wrote one, the default text where not, dates and times as the language writes them.
describe("the couple's events in the guest's language", () => {
  const timeZone = 'Europe/Madrid';
  const everyone = { everyone: true, tags: [], guestIds: [] };
  // The wedding day read from the wedding's date: its title is Vowly's words.
  const weddingDay: WeddingEvent = {
    id: 'wedding-day',
    main: true,
    derived: true,
    title: 'Wedding day',
    startsAt: new Date('2027-06-19T14:00:00Z'),
    endsAt: new Date('2027-06-19T17:00:00Z'),
    venueName: '',
    venueAddress: 'Finca Los Olivos',
    mapUrl: '',
    dressCode: '',
    notes: '',
    audience: everyone,
    translations: {},
  };
  const brunch: WeddingEvent = {
    id: 'e-brunch',
    main: false,
    derived: false,
    title: 'Farewell brunch',
    startsAt: new Date('2027-06-20T08:30:00Z'),
    endsAt: new Date('2027-06-20T11:00:00Z'),
    venueName: 'The Orangery',
    venueAddress: '1 Kew Road',
    mapUrl: '',
    dressCode: 'Smart casual',
    notes: '',
    audience: everyone,
    // Spanish: the title and the venue's name (its address stays the default); Arabic: the title and the address.
    translations: { es: { title: 'Brunch de despedida', venueName: 'El Invernadero' }, ar: { title: 'فطور الوداع', venueAddress: '١ طريق كيو' } },
  };
  const expected = {
    es: { title: 'Brunch de despedida', where: 'El Invernadero, 1 Kew Road', day: 'domingo, 20 de junio de 2027', weddingDay: 'Día de la boda', dir: 'ltr' },
    ar: { title: 'فطور الوداع', where: 'The Orangery, ١ طريق كيو', day: 'الأحد، 20 يونيو 2027', weddingDay: 'يوم الزفاف', dir: 'rtl' },
  } as const;

  function confirmation(lang: Lang) {
    return rsvpConfirmationEmail({
      submissionId: 's1',
      weddingId: 'w1',
      to: 'jose@example.com',
      respondent: { guestId: 'g1', name: 'Jose' },
      members: [
        {
          guestId: 'g1',
          name: 'Jose',
          status: 'Accepted',
          plusOneAllowed: false,
          plusOneName: null,
          plusOneStatus: null,
          answers: {},
          responded: true,
          locked: false,
          eventIds: [weddingDay.id, brunch.id],
          events: { [weddingDay.id]: 'Accepted', [brunch.id]: 'Accepted' },
        },
      ],
      householdAnswers: {},
      questions: [],
      // As the form listed them (the default texts): the e-mail names them in the guest's language all the same.
      events: [
        { id: weddingDay.id, title: 'Wedding day', when: 'Saturday, June 19 · 4:00 PM – 7:00 PM' },
        { id: brunch.id, title: 'Farewell brunch', when: 'Sunday, June 20 · 10:30 AM – 1:00 PM' },
      ],
      weddingEvents: [weddingDay, brunch],
      calendar: { id: 'w1', timeZone, title: 'Ana & Jo' },
      siteUrl: 'https://vowly.test/ana',
      token: 't',
      change: null,
      lang,
    }).content;
  }

  const byKind: Record<'invite' | 'rsvp-confirmation' | 'event-change', (lang: Lang) => EmailContent> = {
    invite: (lang) => ({
      template: 'card',
      model: { ...card('invite', INVITATION_DESIGN_KEYS[0]), lang, events: cardEvents([weddingDay, brunch], guestDates(lang, timeZone)) },
      envelope,
    }),
    'rsvp-confirmation': confirmation,
    'event-change': (lang) =>
      eventChangeContent(
        {
          eventTitle: 'Farewell brunch',
          before: {
            startsAt: '2027-06-20T08:30:00.000Z',
            endsAt: '2027-06-20T11:00:00.000Z',
            venueName: 'The Barn',
            venueAddress: '1 Kew Road',
            translations: {},
          },
          after: {
            startsAt: '2027-06-20T08:30:00.000Z',
            endsAt: '2027-06-20T11:00:00.000Z',
            venueName: brunch.venueName,
            venueAddress: brunch.venueAddress,
            translations: brunch.translations,
          },
        },
        { timeZone, content: { brideGroomOneName: 'Ana', brideGroomTwoName: 'Jo' } },
        lang,
        { rsvpHref: 'https://vowly.test/ana/rsvp?token=t', unsubscribeHref: 'https://vowly.test/unsubscribe?token=u' },
      ),
  };

  for (const lang of ['es', 'ar'] as const) {
    for (const [kind, build] of Object.entries(byKind)) {
      it(`${kind} to a guest reading ${lang}: the event's translated texts, the default where none, the date in ${lang}`, () => {
        const want = expected[lang];
        const { html, text } = renderEmail(build(lang));
        expect(html.startsWith(`<!DOCTYPE html><html lang="${lang}" dir="${want.dir}">`)).toBe(true);
        for (const part of [html, text]) {
          expect(part).toContain(want.title);
          expect(part).toContain(want.where);
          expect(part).not.toContain('Farewell brunch');
        }
        // The place that changed: the old one in the default text (no translation was written), the new one translated.
        if (kind === 'event-change') expect(text).toContain('The Barn, 1 Kew Road');
        else {
          expect(html).toContain(want.day);
          expect(text).toContain(want.weddingDay);
          expect(text).not.toContain('Wedding day');
        }
      });
    }
  }

  it('the confirmation’s calendar links carry the translated title and place', () => {
    const content = confirmation('es');
    if (content.template !== 'rsvp-confirmation') throw new Error('not a confirmation');
    const google = new URL(content.events.find((e) => e.icsHref.includes(brunch.id))!.googleHref);
    expect(google.searchParams.get('text')).toContain('Brunch de despedida');
    expect(google.searchParams.get('location')).toBe('El Invernadero, 1 Kew Road');
  });
});
