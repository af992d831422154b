// The words on a save-the-date, invitation or reminder. The couple may change any of them; what
// they leave empty follows their wedding (names, date, place), so a card is right before they
// touch it and stays right when the date or names change later.
import { appText } from '../../../shared/i18n/app';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { z } from 'zod';
import type { Wedding } from '../../weddings';
import { isInvitationDesignKey, isSaveTheDateDesignKey } from '../../../shared/wedding/designs';
import type { CardProductKey } from './products';
import { formatDate, translator, writingLanguages, type Lang } from '../../../shared/i18n';
import { coupleText } from './guest-language';
import { readTranslations, translationsPatchSchema, type Translations } from '../../../shared/wedding/translations';
import { UserError } from '../../../core/errors';

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

export const CARD_TEXT_LABELS = Object.fromEntries(CARD_TEXT_FIELDS.map((field) => [field, appText(`email.card.field.${field}`)])) as Record<
  CardTextField,
  string
>;

/** Single-line fields: a line break there could break a mail header or the layout. */
const SINGLE_LINE = new Set<CardTextField>(['subject', 'names', 'dateLine', 'buttonText']);

/**
 * What is stored for one product: only the texts the couple changed (in the wedding's default language), the
 * reminder's design, and the texts the couple wrote in the wedding's other languages (issue 27 item 2), by field.
 */
export type StoredCard = Partial<CardTexts> & { design?: string; translations?: Translations };

/** How long a card's text may be in any language (the default text's limit), or undefined for no such text. */
export function cardTextLimit(path: string): number | undefined {
  return Object.hasOwn(CARD_TEXT_LIMITS, path) ? CARD_TEXT_LIMITS[path as CardTextField] : undefined;
}

/** A card text as saved: line breaks as \n, outer spaces trimmed, a single-line field on one line. */
function tidyCardText(field: CardTextField, value: string): string {
  const text = value.replace(/\r\n?/g, '\n').trim();
  return SINGLE_LINE.has(field) ? text.replace(/\s+/g, ' ') : text;
}

function joinNames(wedding: Wedding): string {
  const { brideGroomOneName, brideGroomTwoName, joiner } = wedding.content;
  return `${brideGroomOneName.trim()} ${joiner} ${brideGroomTwoName.trim()}`.replace(/\s+/g, ' ').trim();
}

function zoned(wedding: Wedding): TZDate | null {
  if (!wedding.weddingDate) return null;
  const date = new TZDate(wedding.weddingDate.getTime(), wedding.timeZone);
  // An unknown zone does not throw: it makes an invalid date, which date-fns refuses. Read it as UTC.
  return Number.isNaN(date.getTime()) ? new TZDate(wedding.weddingDate.getTime(), 'UTC') : date;
}

/** The date written out, with the time for invitations and reminders (unless it is midnight); English keeps "June 14th". */
function defaultDateLine(wedding: Wedding, product: CardProductKey, lang: Lang): string {
  const t = translator(lang);
  const date = zoned(wedding);
  if (!date) return wedding.content.displayedDate.trim() || t('email.card.dateToBeAnnounced');
  const atMidnight = date.getHours() === 0 && date.getMinutes() === 0;
  const withTime = product !== 'savethedate' && !atMidnight;
  if (lang === 'en') {
    const day = format(date, 'EEEE, MMMM do, yyyy');
    return withTime ? t('email.card.dateAtTime', { date: day, time: format(date, 'h:mm a') }) : day;
  }
  const day = formatDate(lang, date, date.timeZone ?? 'UTC', { dateStyle: 'full' });
  return withTime ? t('email.card.dateAtTime', { date: day, time: formatDate(lang, date, date.timeZone ?? 'UTC', { timeStyle: 'short' }) }) : day;
}

/** The date's parts for the designs that set them apart (weekday, month), in the reader's language. */
export function cardDateParts(wedding: Wedding, lang: Lang = 'en') {
  const date = zoned(wedding);
  if (!date) return null;
  if (lang === 'en')
    return {
      weekday: format(date, 'EEEE'),
      month: format(date, 'MMMM'),
      monthNumber: format(date, 'MM'),
      day: format(date, 'dd'),
      year: format(date, 'yyyy'),
    };
  const part = (options: Intl.DateTimeFormatOptions) => formatDate(lang, date, date.timeZone ?? 'UTC', options);
  return {
    weekday: part({ weekday: 'long' }),
    month: part({ month: 'long' }),
    monthNumber: part({ month: '2-digit' }),
    day: part({ day: '2-digit' }),
    year: part({ year: 'numeric' }),
  };
}

/** The texts a card shows when the couple has not changed them, in the reader's language. */
export function defaultCardTexts(product: CardProductKey, wedding: Wedding, lang: Lang = 'en'): CardTexts {
  const t = translator(lang);
  const names = joinNames(wedding);
  const location = wedding.content.weddingLocation.trim();
  const common = { names, dateLine: defaultDateLine(wedding, product, lang), locationLine: location };
  switch (product) {
    case 'savethedate':
      return {
        ...common,
        subject: t('email.card.savethedate.subject', { names }),
        heading: t('email.card.savethedate.heading'),
        message: t('email.card.savethedate.message'),
        note: t('email.card.savethedate.note'),
        buttonText: t('email.card.savethedate.button'),
      };
    case 'invite':
      return {
        ...common,
        subject: t('email.card.invite.subject', { names }),
        heading: t('email.card.invite.heading'),
        message: t('email.card.invite.message'),
        note: t('email.card.invite.note'),
        buttonText: t('email.card.invite.button'),
      };
    case 'reminder':
      return {
        ...common,
        subject: t('email.card.reminder.subject', { names }),
        heading: t('email.card.reminder.heading'),
        message: t('email.card.reminder.message'),
        note: '',
        buttonText: t('email.card.reminder.button'),
      };
  }
}

/** The design key the product uses, checked against its catalogue. */
export function designKeyIsValid(product: CardProductKey, design: string): boolean {
  return product === 'savethedate' ? isSaveTheDateDesignKey(design) : isInvitationDesignKey(design);
}

export function designError(product: CardProductKey): string {
  return appText(product === 'savethedate' ? 'email.card.design.savethedate' : 'email.card.design.invite');
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
  const translations = readTranslations(source.translations, cardTextLimit);
  if (Object.keys(translations).length > 0) result.translations = translations;
  return result;
}

/**
 * The card as a reader of `lang` gets it, field by field: the couple's text in that language (one of the
 * wedding's other languages, issue 27 item 2), else the text they changed, else Vowly's default in that language.
 */
export function resolveCardTexts(product: CardProductKey, wedding: Wedding, stored: StoredCard, lang: Lang = 'en'): CardTexts {
  const defaults = defaultCardTexts(product, wedding, lang);
  const resolved = { ...defaults };
  const translated = writingLanguages(wedding).others.includes(lang) ? stored.translations?.[lang] : undefined;
  for (const field of CARD_TEXT_FIELDS) {
    const value = translated?.[field]?.trim() ? translated[field] : stored[field];
    if (typeof value === 'string' && value.trim() !== '') resolved[field] = coupleText(value, lang);
  }
  return resolved;
}

/** Translations in the wedding's other languages only (the card's own texts are in its default). */
export function assertCardLanguages(wedding: object, patch: { translations?: Translations }) {
  const { others } = writingLanguages(wedding);
  for (const lang of Object.keys(patch.translations ?? {}))
    if (!(others as string[]).includes(lang))
      throw new UserError(
        'card.unknown-language',
        others.length === 0 ? appText('email.card.noOtherLanguage') : appText('email.card.otherLanguagesOnly', { languages: others.join(', ') }),
      );
}

function textField(field: CardTextField) {
  const max = CARD_TEXT_LIMITS[field];
  const label = CARD_TEXT_LABELS[field];
  return z
    .union([z.string(), z.null()])
    .transform((value) => (value === null ? '' : tidyCardText(field, value)))
    .pipe(z.string().max(max, appText('email.card.tooLong', { label, max })))
    .optional();
}

/**
 * The texts per language as a form (`translations.es.heading`) or JSON (`translations: { es: { heading } }`, or its
 * JSON text) sends them, each known text tidied like the default's.
 */
function gatherTranslations(body: Record<string, unknown>) {
  let byLanguage = body.translations;
  if (typeof byLanguage === 'string') {
    try {
      byLanguage = JSON.parse(byLanguage);
    } catch {
      return;
    }
  }
  const nested: Record<string, unknown> = byLanguage && typeof byLanguage === 'object' && !Array.isArray(byLanguage) ? { ...byLanguage } : {};
  let fromForm = false;
  for (const [key, value] of Object.entries(body)) {
    const match = /^translations\.([^.]+)\.(.+)$/.exec(key);
    if (!match) continue;
    const [, lang, path] = match as unknown as [string, string, string];
    nested[lang] = { ...((nested[lang] as object | undefined) ?? {}), [path]: value };
    delete body[key];
    fromForm = true;
  }
  if (byLanguage === undefined && !fromForm) return;
  for (const [lang, texts] of Object.entries(nested)) {
    if (!texts || typeof texts !== 'object' || Array.isArray(texts)) continue;
    nested[lang] = Object.fromEntries(
      Object.entries(texts).map(([path, text]) => [
        path,
        typeof text === 'string' && cardTextLimit(path) !== undefined ? tidyCardText(path as CardTextField, text) : text,
      ]),
    );
  }
  body.translations = nested;
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
      gatherTranslations(body);
      return body;
    },
    z.object({
      product: z.enum(['invite', 'savethedate', 'reminder'], { error: appText('email.card.chooseProduct') }).default('invite'),
      design: z.string().trim().max(40).optional(),
      /** The texts in the wedding's other languages: each language sent replaces that language's; an empty text is none. */
      translations: translationsPatchSchema(cardTextLimit).optional(),
      ...(Object.fromEntries(CARD_TEXT_FIELDS.map((field) => [field, textField(field)])) as Record<CardTextField, ReturnType<typeof textField>>),
    }),
  )
  .superRefine((body, ctx) => {
    if (body.design !== undefined && body.design !== '' && !designKeyIsValid(body.product, body.design)) {
      ctx.addIssue({ code: 'custom', path: ['design'], message: designError(body.product) });
    }
  });
export type CardPatch = z.output<typeof cardPatchSchema>;
