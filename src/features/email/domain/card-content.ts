// The words on a save-the-date, invitation or reminder. The couple may change any of them; what
// they leave empty follows their wedding (names, date, place), so a card is right before they
// touch it and stays right when the date or names change later.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { z } from 'zod';
import type { Wedding } from '../../weddings';
import { isInvitationDesignKey, isSaveTheDateDesignKey } from '../../../shared/wedding/designs';
import type { CardProductKey } from './products';

/** Editable texts and their maximum lengths. */
export const CARD_TEXT_LIMITS = {
  subject: 150,
  names: 120,
  heading: 120,
  message: 1500,
  dateLine: 150,
  locationLine: 200,
  note: 300,
  buttonText: 40,
} as const;
export type CardTextField = keyof typeof CARD_TEXT_LIMITS;
export const CARD_TEXT_FIELDS = Object.keys(CARD_TEXT_LIMITS) as CardTextField[];
export type CardTexts = Record<CardTextField, string>;

export const CARD_TEXT_LABELS: Record<CardTextField, string> = {
  subject: 'Email subject',
  names: 'Names',
  heading: 'Heading',
  message: 'Message',
  dateLine: 'Date line',
  locationLine: 'Place',
  note: 'Small print',
  buttonText: 'Button text',
};

/** Single-line fields: a line break there could break a mail header or the layout. */
const SINGLE_LINE = new Set<CardTextField>(['subject', 'names', 'dateLine', 'buttonText']);

/** What is stored for one product: only the texts the couple changed, and the reminder's design. */
export type StoredCard = Partial<CardTexts> & { design?: string };

function joinNames(wedding: Wedding): string {
  const { brideGroomOneName, brideGroomTwoName, joiner } = wedding.content;
  return `${brideGroomOneName.trim()} ${joiner} ${brideGroomTwoName.trim()}`.replace(/\s+/g, ' ').trim();
}

function zoned(wedding: Wedding): TZDate | null {
  if (!wedding.weddingDate) return null;
  try {
    return new TZDate(wedding.weddingDate.getTime(), wedding.timeZone);
  } catch {
    return new TZDate(wedding.weddingDate.getTime(), 'UTC');
  }
}

/** The date written out, with the time for invitations and reminders (unless it is midnight). */
function defaultDateLine(wedding: Wedding, product: CardProductKey): string {
  const date = zoned(wedding);
  if (!date) return wedding.content.displayedDate.trim() || 'Date to be announced';
  const day = format(date, 'EEEE, MMMM do, yyyy');
  const atMidnight = date.getHours() === 0 && date.getMinutes() === 0;
  return product === 'savethedate' || atMidnight ? day : `${day} at ${format(date, 'h:mm a')}`;
}

export function cardDateParts(wedding: Wedding) {
  const date = zoned(wedding);
  if (!date) return null;
  return {
    weekday: format(date, 'EEEE'),
    month: format(date, 'MMMM'),
    monthNumber: format(date, 'MM'),
    day: format(date, 'dd'),
    year: format(date, 'yyyy'),
  };
}

/** The texts a card shows when the couple has not changed them. */
export function defaultCardTexts(product: CardProductKey, wedding: Wedding): CardTexts {
  const names = joinNames(wedding);
  const location = wedding.content.weddingLocation.trim();
  const common = { names, dateLine: defaultDateLine(wedding, product), locationLine: location };
  switch (product) {
    case 'savethedate':
      return {
        ...common,
        subject: `Save the date: ${names}`,
        heading: 'Save the Date',
        message: 'We are getting married! Please save the date.',
        note: 'Formal invitation to follow',
        buttonText: 'Visit our website',
      };
    case 'invite':
      return {
        ...common,
        subject: `You're invited: ${names}`,
        heading: 'Together with their families',
        message: 'request the pleasure of your company at the celebration of their marriage',
        note: 'Kindly reply at your earliest convenience.',
        buttonText: 'RSVP',
      };
    case 'reminder':
      return {
        ...common,
        subject: `A reminder from ${names}`,
        heading: 'A friendly reminder',
        message: 'We would love to celebrate with you! If you have not told us yet, please let us know whether you can come.',
        note: '',
        buttonText: 'RSVP now',
      };
  }
}

/** The design key the product uses, checked against its catalogue. */
export function designKeyIsValid(product: CardProductKey, design: string): boolean {
  return product === 'savethedate' ? isSaveTheDateDesignKey(design) : isInvitationDesignKey(design);
}

export function designError(product: CardProductKey): string {
  return product === 'savethedate' ? 'Choose one of the save-the-date designs' : 'Choose one of the invitation designs';
}

/** Texts as stored, forgiving: anything malformed or too long is ignored (the default shows). */
export function readStoredCard(stored: unknown): StoredCard {
  if (!stored || typeof stored !== 'object') return {};
  const result: StoredCard = {};
  const source = stored as Record<string, unknown>;
  for (const field of CARD_TEXT_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' && value.length <= CARD_TEXT_LIMITS[field]) result[field] = value;
  }
  if (typeof source.design === 'string') result.design = source.design;
  return result;
}

/** Stored changes over the defaults; an empty stored text means "use the default". */
export function resolveCardTexts(product: CardProductKey, wedding: Wedding, stored: StoredCard): CardTexts {
  const defaults = defaultCardTexts(product, wedding);
  const resolved = { ...defaults };
  for (const field of CARD_TEXT_FIELDS) {
    const value = stored[field];
    if (typeof value === 'string' && value.trim() !== '') resolved[field] = value;
  }
  return resolved;
}

function textField(field: CardTextField) {
  const max = CARD_TEXT_LIMITS[field];
  const label = CARD_TEXT_LABELS[field];
  return z
    .union([z.string(), z.null()])
    .transform((value) => (value === null ? '' : value.replace(/\r\n?/g, '\n').trim()))
    .transform((value) => (SINGLE_LINE.has(field) ? value.replace(/\s+/g, ' ') : value))
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`))
    .optional();
}

/**
 * PATCH /invite: flat texts (JSON or form entries) or the same inside `fields` (an object or its
 * JSON text). `product` (alias `mode`) says which card; `design` a key of its catalogue.
 * An empty text (or null) goes back to the default.
 */
export const cardPatchSchema = z
  .preprocess(
    (raw) => {
      if (!raw || typeof raw !== 'object') return raw;
      const body = { ...(raw as Record<string, unknown>) };
      let nested = body.fields;
      if (typeof nested === 'string') {
        try {
          nested = JSON.parse(nested);
        } catch {
          nested = undefined;
        }
      }
      if (nested && typeof nested === 'object' && !Array.isArray(nested)) Object.assign(body, nested);
      delete body.fields;
      if (body.product === undefined && body.mode !== undefined) body.product = body.mode;
      if (body.product === 'invitation' || body.product === 'invitations') body.product = 'invite';
      return body;
    },
    z.object({
      product: z.enum(['invite', 'savethedate', 'reminder'], { error: 'Choose invite, savethedate or reminder' }).default('invite'),
      design: z.string().trim().max(40).optional(),
      ...(Object.fromEntries(CARD_TEXT_FIELDS.map((field) => [field, textField(field)])) as Record<CardTextField, ReturnType<typeof textField>>),
    }),
  )
  .superRefine((body, ctx) => {
    if (body.design !== undefined && body.design !== '' && !designKeyIsValid(body.product, body.design)) {
      ctx.addIssue({ code: 'custom', path: ['design'], message: designError(body.product) });
    }
  });
export type CardPatch = z.output<typeof cardPatchSchema>;
