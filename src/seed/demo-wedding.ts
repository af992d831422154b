/** Page content of the demo wedding at /demo: every section filled so visitors see the product. */
import { TZDate } from '@date-fns/tz';
import { SECTIONS, type SectionKey } from '../shared/wedding/sections';
import { DEMO_PARTY, demoImageContent, type DemoImageUrls } from '../features/site/web';
import { demoEventTranslations, demoTranslations } from './demo-translations';

export const DEMO_WEDDING_URL = 'demo';

export const DEMO_TIME_ZONE = 'America/Los_Angeles';

/**
 * A Saturday about five months ahead (so the countdown and "days until" look alive), at the
 * ceremony's 3:30 PM at the vineyard: the schedule's 'Saturday' and times below tell the same story.
 */
export function demoWeddingDate(now = new Date()): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 5, 14));
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  return new Date(new TZDate(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 15, 30, DEMO_TIME_ZONE).getTime());
}

/** The local day (yyyy-MM-dd) `days` after the demo wedding's. */
function demoDay(weddingDate: Date, days: number): string {
  const local = new TZDate(weddingDate.getTime(), DEMO_TIME_ZONE);
  const date = new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate() + days));
  return date.toISOString().slice(0, 10);
}

/** The demo's events: a welcome evening the night before and the wedding day (per-event RSVP, calendar links), in the demo's languages. */
export function demoEvents(weddingDate: Date) {
  const common = { endDate: '', mapUrl: '', audience: 'everyone' as const };
  return {
    welcome: {
      ...common,
      title: 'Welcome drinks',
      date: demoDay(weddingDate, -1),
      startTime: '19:00',
      endTime: '22:00',
      venueName: 'Napa Valley Lodge',
      venueAddress: '2230 Madison St, Yountville, CA',
      dressCode: 'Casual',
      notes: 'Say hello the night before, on the lodge terrace. Drinks and small plates.',
      translations: demoEventTranslations.welcome,
    },
    weddingDay: {
      ...common,
      title: 'Wedding day',
      date: demoDay(weddingDate, 0),
      startTime: '15:30',
      endTime: '23:00',
      venueName: 'Hollowbrook Vineyard',
      venueAddress: '1200 Silverado Trail, Napa, CA',
      dressCode: 'Garden party attire',
      notes: 'Ceremony in the olive grove, then dinner and dancing. Shuttles leave the Napa Valley Lodge at 2:45 PM.',
      translations: demoEventTranslations.weddingDay,
    },
  };
}

// Every section but the map, whose Google frame would only show a blank box offline.
const DEMO_ORDER: SectionKey[] = [
  'mainPhoto',
  'ourStory',
  'customSeven',
  'images',
  'fancyCard',
  'schedule',
  'weddingParty',
  'customOne',
  'customSix',
  'customTwo',
  'infoTiles',
  'customThree',
  'customFour',
  'customEight',
  'customTen',
  'rsvpMini',
];
const shown = new Set<string>(DEMO_ORDER);

export const demoWeddingContent: Record<string, unknown> = {
  pageOrder: [
    ...DEMO_ORDER.map((key) => ({ title: key, sidebarActive: true, render: true })),
    ...SECTIONS.filter((s) => !shown.has(s.key)).map((s) => ({ title: s.key, sidebarActive: false, render: false })),
  ],
  // The editor's section switches agree with the page order: on exactly for the sections shown.
  ...Object.fromEntries(SECTIONS.map((s) => [s.toggleField, shown.has(s.key)])),
  // The builder's Enabled switches say the same as pageOrder (as every save keeps them).
  ...Object.fromEntries(SECTIONS.map((s) => [s.toggleField, shown.has(s.key)])),
  customEightLink: 'https://example.com/registry',
  weddingHeader: 'We are getting married',
  brideGroomOneName: 'Amelia',
  brideGroomTwoName: 'Jonah',
  joiner: '&',
  weddingLocation: 'Hollowbrook Vineyard · Napa Valley, California',
  dateFormat: 'EEEE, MMMM do, yyyy',
  countdownStyle: 'style2',
  ourStoryHeading: 'Our Story',
  ourStoryComment:
    'We met on a rainy Tuesday in a bookshop in Portland, both reaching for the last copy of the same novel. Jonah let Amelia have it; she made him wait a week to hear how it ended. Seven years, two cities and one very patient dog later, we are getting married — and we would love you to be there.',
  galleryComment: 'A few of our favourite moments',
  tasks: [
    { time: '', title: 'Saturday', text: '', isHeading: true },
    { time: '3:30 PM', title: 'Ceremony', text: 'In the olive grove. Please arrive fifteen minutes early.', isHeading: false },
    { time: '4:30 PM', title: 'Cocktail hour', text: 'On the terrace, with lawn games and local wines.', isHeading: false },
    { time: '6:00 PM', title: 'Dinner & toasts', text: 'In the barrel room.', isHeading: false },
    { time: '8:00 PM', title: 'Dancing', text: 'Until the vineyard kicks us out.', isHeading: false },
  ],
  customOneHeading: 'Travel & Stay',
  customOneComment:
    'The nearest airports are Oakland (OAK) and San Francisco (SFO), about 75 minutes away. We have a room block at the Napa Valley Lodge under "Amelia & Jonah" until the end of next month.',
  googleMapsLink: 'https://maps.google.com/?q=Napa+Valley',
  fancyCardHeading: 'The Celebration',
  fancyCardAddress: 'Hollowbrook Vineyard, 1200 Silverado Trail, Napa, CA',
  fancyCardComment: 'Garden party attire. Flat shoes recommended for the lawn.',
  customSevenHeading: 'Counting down',
  customSevenComment: 'Until we say I do',
  rsvpMiniHeading: 'RSVP',
  rsvpMiniComment: 'Kindly reply by the first of the month.',
  rsvpMiniButtonLabel: 'RSVP Now',
  // One gift section: the registry link says it all (the general text section stays off).
  customEightHeading: 'Gifts',
  customEightComment: 'Your presence is the only present we need. If you insist, our registry and honeymoon fund are linked below.',
  customThreeHeading: 'From the two of us',
  customThreeComment:
    'Thank you for the letters, the calls and the patience while we planned. Whether you are flying in or driving over the hill, it means the world that you will be there.',
  customFourHeading: 'Good to know',
  customFourComment:
    'The vineyard paths are gravel, and evenings cool quickly after sunset — bring a wrap. Shuttles leave the Napa Valley Lodge at 2:45 PM and run back from 10 PM.',
  customTenHeading: 'Things to do',
  customTenComment: 'Breakfast at Oxbow Public Market, a sunrise balloon ride over the valley, or a slow afternoon on the Napa Valley Wine Train.',
  customSixHeading: 'Forever starts here',
  customSixComment: 'Under the string lights, with everyone we love.',
  weddingParty: DEMO_PARTY.map(({ scene: _scene, ...member }) => ({ ...member, image: '' })),
  // The couple's texts in Spanish, French and Arabic (issue 27 item 5), beside the English.
  translations: demoTranslations,
};

/** The demo content with its drawn pictures (hero, both galleries, party portraits, text over image). */
export function demoWeddingContentWithImages(urls: DemoImageUrls): Record<string, unknown> {
  return { ...demoWeddingContent, ...demoImageContent((name) => urls[name]) };
}

/** The demo couple's guest list, so the guest list, RSVP manager and dashboard show something real. */
export const demoGuests = [
  { name: 'Clara Whitfield', email: 'clara@example.com', household: 'Whitfield', status: 'Accepted', plusOneAllowed: true, plusOneName: 'Theo Brandt' },
  { name: 'Marcus Hale', email: 'marcus@example.com', household: 'Hale', status: 'Accepted' },
  { name: 'Priya Hale', email: 'priya@example.com', household: 'Hale', status: 'Accepted' },
  { name: 'José García', email: 'jose@example.com', household: 'García', status: 'Awaiting' },
  { name: 'María García', household: 'García', status: 'Awaiting' },
  { name: 'Ruth Okafor', email: 'ruth@example.com', status: 'Declined', notes: 'Travelling that week; sends her love.' },
  { name: 'Oliver Brandt', email: 'oliver@example.com', status: 'Awaiting', plusOneAllowed: true },
  { name: 'Hannah Lee', email: 'hannah@example.com', household: 'Lee', status: 'Awaiting' },
] as const;
