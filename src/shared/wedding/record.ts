/**
 * The wedding record's page content (site-editor.md §3): one schema for the server, the builder
 * and the renderer. Account-level columns (_id, weddingUrl, weddingTheme, weddingDate, version)
 * live outside it; see weddingThemeSchema and weddingDateSchema for those.
 */
import { z } from 'zod';
import { appText } from '../i18n/app';
import {
  booleanField,
  choiceField,
  colorField,
  type FieldDef,
  filterField,
  fontField,
  imageField,
  linkField,
  mapsEmbedField,
  textField,
} from './field-schemas';
import { DEFAULT_FONTS } from './fonts';
import {
  COMMENT_MAX,
  GALLERY_LAYOUTS,
  HEADING_MAX,
  NAME_MAX,
  PARTY_CAPTION_MAX,
  PARTY_NAME_MAX,
  SCHEDULE_MAX_ITEMS,
  SCHEDULE_TEXT_MAX,
  SCHEDULE_TIME_MAX,
  SHORT_TEXT_MAX,
  TEXT_SIZES,
  TILE_TEXT_MAX,
  WEBSITE_PASSWORD_MAX,
} from './limits';
import { imageListField, MEMBER_ID, pageOrderField, sectionKeyListField, TASK_ID, tasksField, weddingPartyField } from './list-fields';
import { COLOR_FIELDS, type ColorField, RETIRED_DEFAULT_COLOURS, type ThemePalette } from './palette';
import { defaultPageOrder, SECTIONS, type SectionToggleField } from './sections';
import { defaultTheme, retiredPalette, themePalette } from './themes';
import { localizeRecord, readTranslations, translationsPatchSchema, type Translations } from './translations';
import { DATE_FORMATS, DEFAULT_DATE_FORMAT } from './wedding-date';

export const JOINERS = ['and', '+', '&'] as const;
export { GALLERY_LAYOUTS };
export const POSITIONS = ['left', 'center', 'right'] as const;
export const DIVIDER_STYLES = ['none', 'basic', 'short', 'long', 'fancyOne', 'fancyTwo'] as const;
export const COUNTDOWN_STYLES = ['style1', 'style2'] as const;

const heading = (fallback: string) => textField(HEADING_MAX, fallback);
const comment = (fallback: string) => textField(COMMENT_MAX, fallback);
const size = (fallback: (typeof TEXT_SIZES)[number]) => choiceField(TEXT_SIZES, fallback);
const position = () => choiceField(POSITIONS, 'center');

// Toggles start as the default page order renders them (ids 2, 3, 5, 6 on).
const renderedByDefault = new Set(
  defaultPageOrder()
    .filter((entry) => entry.render)
    .map((entry) => entry.title),
);
const sectionToggleFields = Object.fromEntries(SECTIONS.map((section) => [section.toggleField, booleanField(renderedByDefault.has(section.key))])) as Record<
  SectionToggleField,
  FieldDef<boolean>
>;

const defaultPalette = themePalette(defaultTheme);
/** The default theme's colours before issue 25 gave it a wedding palette: every older record holds them. */
const retiredDefaultPalette = retiredPalette(defaultTheme);
const colorFields = Object.fromEntries(COLOR_FIELDS.map((name) => [name, colorField(defaultPalette[name])])) as Record<ColorField, FieldDef<string>>;

/**
 * Texts that tell the couple what to write. Earlier records stored them as the section texts
 * themselves, so guests read them; now new records start with those texts empty, the builder
 * shows these as placeholders, and a stored text still equal to one of them reads as empty
 * (parseWeddingContent), so the section stays hidden until the couple writes their own.
 */
export const LEGACY_INSTRUCTION_TEXTS = {
  weddingLocation: 'Venue · City',
  ourStoryComment: 'Tell your guests how you met, the proposal, and the little moments that brought you here.',
  customOneComment: 'Let guests know the nearest airports, how to get around, and where to stay nearby.',
  customThreeComment: 'Add a short note for your guests.',
  customFourComment: 'Add any details your guests should have.',
  customFiveComment: 'Everything you need to get to the venue.',
  contentComment: 'Add anything else your guests should know: gifts, parking, or a thank-you.',
} as const;

/** A section text that starts empty and has guidance for the couple. */
export type HintedTextField = keyof typeof LEGACY_INSTRUCTION_TEXTS;

/**
 * The builder's placeholder of such a text: guidance for the couple, never shown to guests. From the app's catalogue
 * (the texts above stay as they were stored, to be recognised).
 */
export const TEXT_HINTS: Readonly<Record<HintedTextField, string>> = {
  weddingLocation: appText('builder.hint.weddingLocation'),
  ourStoryComment: appText('builder.hint.ourStoryComment'),
  customOneComment: appText('builder.hint.customOneComment'),
  customThreeComment: appText('builder.hint.customThreeComment'),
  customFourComment: appText('builder.hint.customFourComment'),
  customFiveComment: appText('builder.hint.customFiveComment'),
  contentComment: appText('builder.hint.contentComment'),
};

export function textHint(field: string): string | undefined {
  return Object.hasOwn(TEXT_HINTS, field) ? TEXT_HINTS[field as HintedTextField] : undefined;
}

const contentFields = {
  // Page settings
  weddingHeader: heading('We are getting married'),
  brideGroomOneName: textField(NAME_MAX, 'Partner One'),
  brideGroomTwoName: textField(NAME_MAX, 'Partner Two'),
  joiner: choiceField(JOINERS, '&'),
  weddingLocation: heading(''),
  dateFormat: choiceField(DATE_FORMATS, DEFAULT_DATE_FORMAT),
  displayedDate: heading(''),
  // Main photo and Design-tab hero
  mainImg: imageField(),
  mainImgFilter: filterField(),
  heroImg: imageField(),
  heroImgFilter: filterField(),
  // Gallery
  images: imageListField(),
  galleryComment: comment('Moments we love'),
  imagesLayout: choiceField(GALLERY_LAYOUTS, 'slider'),
  // Our story
  ourStoryHeading: heading('Our Story'),
  ourStoryComment: comment(''),
  // Schedule
  tasks: tasksField(),
  // Custom sections
  customOneHeading: heading('Travel & Stay'),
  customOneComment: comment(''),
  googleMapsLink: linkField(),
  customTwoImages: imageListField(),
  customTwoComment: comment('More of our favourite moments'),
  customTwoLayout: choiceField(GALLERY_LAYOUTS, 'columns'),
  customThreeHeading: heading('A Few Words'),
  customThreeComment: comment(''),
  customFourHeading: heading('Good to Know'),
  customFourComment: comment(''),
  customFiveHeading: heading('Find Your Way'),
  customFiveComment: comment(''),
  googleMapsEmbedLink: mapsEmbedField(),
  customSixHeading: heading('Forever Starts Here'),
  customSixComment: comment("We can't wait to celebrate with you."),
  fixedImg: imageField(),
  defaultFixedImg: imageField(),
  darkTextOverImg: booleanField(true),
  textWhite: booleanField(true),
  customSevenHeading: heading('Counting Down'),
  customSevenComment: comment('Until we say I do'),
  countdownStyle: choiceField(COUNTDOWN_STYLES, 'style1'),
  customEightHeading: heading('Our Registry'),
  customEightComment: comment('Your presence is the greatest gift. If you would like to give more, our registry is linked below.'),
  customEightLink: linkField(),
  customNineHeading: heading('Where to Stay'),
  customNineComment: comment('We have reserved rooms nearby. Book through the link below.'),
  customNineLink: linkField(),
  customTenHeading: heading('Things to Do'),
  customTenComment: comment('Our favourite spots nearby for guests making a weekend of it.'),
  // Fancy card
  fancyCardHeading: heading('The Celebration'),
  fancyCardDate: heading(''),
  fancyCardAddress: textField(TILE_TEXT_MAX, ''),
  fancyCardComment: comment('Join us for the ceremony and reception.'),
  // Wedding party
  weddingParty: weddingPartyField(),
  // RSVP mini-card
  rsvpMiniHeading: heading('RSVP'),
  rsvpMiniComment: comment('Kindly let us know if you can make it.'),
  rsvpMiniButtonLabel: textField(SHORT_TEXT_MAX, 'RSVP Now'),
  // Info tiles
  infoTileoneTitle: textField(SHORT_TEXT_MAX, 'After-Party'),
  infoTileoneText: textField(TILE_TEXT_MAX, 'Join us for drinks and dancing after the reception.'),
  infoTiletwoTitle: textField(SHORT_TEXT_MAX, 'Dress Code'),
  infoTiletwoText: textField(TILE_TEXT_MAX, 'Cocktail attire is appreciated.'),
  infoTilethreeTitle: textField(SHORT_TEXT_MAX, 'Kids'),
  infoTilethreeText: textField(TILE_TEXT_MAX, 'Children are welcome. Please include them in your RSVP.'),
  // Content section
  contentHeading: heading('A Note From Us'),
  contentComment: comment(''),
  ...sectionToggleFields,
  // Password and footer (Pro)
  enablePassword: booleanField(false),
  websitePassword: textField(WEBSITE_PASSWORD_MAX, ''),
  enableFooter: booleanField(true),
  // Style
  mainFont: fontField(DEFAULT_FONTS.mainFont),
  mainSize: size('lg'),
  mainHeadingPosition: position(),
  sectionFont: fontField(DEFAULT_FONTS.sectionFont),
  sectionSize: size('reg'),
  sectionPosition: position(),
  paragraphFont: fontField(DEFAULT_FONTS.paragraphFont),
  paragraphSize: size('xs'),
  paragraphPosition: position(),
  taglineFont: fontField(DEFAULT_FONTS.taglineFont),
  taglineSize: size('sm'),
  dateFont: fontField(DEFAULT_FONTS.dateFont),
  dateSize: size('sm'),
  dividerStyle: choiceField(DIVIDER_STYLES, 'basic'),
  ...colorFields,
  pageOrder: pageOrderField(),
  /** Sections left out of the site's top-bar menu by the couple (they still show on the page). */
  navHidden: sectionKeyListField(),
  /** The texts above in the wedding's other languages (issue 27 item 2; translations.ts): { [lang]: { [path]: text } }. */
  translations: {
    patch: translationsPatchSchema((path) => contentTextLimit(path)) as unknown as z.ZodType<Translations>,
    read: z
      .unknown()
      .optional()
      .transform((stored) => readTranslations(stored, (path) => contentTextLimit(path))) as unknown as z.ZodType<Translations>,
  } as FieldDef<Translations>,
};

/** Never translated: the password is no text guests read. */
const UNTRANSLATED: ReadonlySet<string> = new Set(['websitePassword']);
const LIST_TEXT_LIMITS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  tasks: { time: SCHEDULE_TIME_MAX, title: HEADING_MAX, text: SCHEDULE_TEXT_MAX },
  weddingParty: { name: PARTY_NAME_MAX, caption: PARTY_CAPTION_MAX },
};

/** The page's text fields the couple may translate (every text field but the password). */
export function translatableContentFields(): string[] {
  return Object.entries(contentFields)
    .filter(([name, def]) => (def as FieldDef<unknown>).textMax !== undefined && !UNTRANSLATED.has(name))
    .map(([name]) => name);
}

/**
 * The length limit of the page text a translation path names (translations.ts), or undefined when it
 * names none: a text field, a schedule item's time, title or text by id (`tasks.<id>.title`; a number is a place), a
 * wedding party member's name or caption by id (`weddingParty.<id>.caption`).
 */
export function contentTextLimit(path: string): number | undefined {
  const [name, key, part, ...rest] = path.split('.');
  if (rest.length > 0 || !name) return undefined;
  if (key === undefined) {
    if (UNTRANSLATED.has(name) || !Object.hasOwn(contentFields, name)) return undefined;
    return (contentFields[name as keyof typeof contentFields] as FieldDef<unknown>).textMax;
  }
  const limits = Object.hasOwn(LIST_TEXT_LIMITS, name) ? LIST_TEXT_LIMITS[name]! : undefined;
  if (!limits || part === undefined || !Object.hasOwn(limits, part)) return undefined;
  // A schedule item by its id; a number is its place (older saves and API clients: re-keyed by id when read).
  if (name === 'tasks') return TASK_ID.test(key) || (/^\d+$/.test(key) && Number(key) < SCHEDULE_MAX_ITEMS) ? limits[part] : undefined;
  return MEMBER_ID.test(key) ? limits[part] : undefined;
}

type ContentFields = typeof contentFields;
type ValueOf<F> = F extends FieldDef<infer T> ? T : never;

function shapeOf<Key extends 'read' | 'patch'>(key: Key) {
  return Object.fromEntries(Object.entries(contentFields).map(([name, def]) => [name, def[key]])) as {
    [Name in keyof ContentFields]: z.ZodType<ValueOf<ContentFields[Name]>>;
  };
}

/** Every page-content field with its default; parsing `{}` gives a complete record. */
export const weddingContentSchema = z.object(shapeOf('read'));
export type WeddingContent = z.output<typeof weddingContentSchema>;
export type WeddingContentField = keyof WeddingContent;

/** A PATCH body: any subset of the fields, no defaults added, unknown keys dropped. */
export const weddingContentPatchSchema = z.object(shapeOf('patch')).partial();
export type WeddingContentPatch = z.output<typeof weddingContentPatchSchema>;

export function defaultWeddingContent(): WeddingContent {
  return weddingContentSchema.parse({});
}

/** Stored content of any shape (a JSON column, possibly older) as a complete record. */
export function parseWeddingContent(stored: unknown): WeddingContent {
  const content = weddingContentSchema.parse(stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {});
  // A colour the default theme used to have is the default, not the couple's choice (palette.ts).
  for (const field of COLOR_FIELDS) {
    if (RETIRED_DEFAULT_COLOURS[field] === content[field] || retiredDefaultPalette?.[field] === content[field]) content[field] = defaultPalette[field];
  }
  // An instruction stored as the text by an earlier default is no text of the couple's.
  for (const [field, instruction] of Object.entries(LEGACY_INSTRUCTION_TEXTS) as [keyof typeof LEGACY_INSTRUCTION_TEXTS, string][]) {
    if (content[field] === instruction) content[field] = '';
  }
  content.translations = withoutGoneItems(taskTranslationsById(content.translations, content.tasks), content);
  return content;
}

/**
 * Schedule translations keyed by place (`tasks.2.title`: saved before items had ids, or sent so by an API client)
 * re-keyed by the id of the item at that place (`tasks.<id>.title`); from then on they follow the item wherever the
 * couple moves it. A place no item has is dropped; a text already keyed by the id wins.
 */
function taskTranslationsById(translations: Translations, tasks: readonly { id: string }[]): Translations {
  const result: Translations = {};
  for (const [lang, texts] of Object.entries(translations) as [keyof Translations, Record<string, string>][]) {
    const byId: Record<string, string> = {};
    const byPlace: [string, string][] = [];
    for (const [path, text] of Object.entries(texts)) {
      const [name, key, part] = path.split('.');
      if (name !== 'tasks' || !/^\d+$/.test(key ?? '')) byId[path] = text;
      else {
        const id = tasks[Number(key)]?.id;
        if (id) byPlace.push([`tasks.${id}.${part}`, text]);
      }
    }
    for (const [path, text] of byPlace) byId[path] ??= text;
    result[lang] = byId;
  }
  return result;
}

/** Translations of schedule items and party members the page no longer has are dropped. */
function withoutGoneItems(translations: Translations, content: WeddingContent): Translations {
  const memberIds = new Set(content.weddingParty.map((member) => member.id));
  const taskIds = new Set(content.tasks.map((task) => task.id));
  const kept: Translations = {};
  for (const [lang, texts] of Object.entries(translations) as [keyof Translations, Record<string, string>][]) {
    const entries = Object.entries(texts).filter(([path]) => {
      const [name, key] = path.split('.');
      if (name === 'tasks') return taskIds.has(key!);
      if (name === 'weddingParty') return memberIds.has(key!);
      return true;
    });
    if (entries.length > 0) kept[lang] = Object.fromEntries(entries);
  }
  return kept;
}

/**
 * The page content as guests read it in `lang` (issue 27 item 2): each text the couple translated
 * into it replaces the default-language text; the others stay as written. Every renderer of the
 * couple's texts (the public page, the RSVP page, card pages, e-mails) goes through it.
 */
export function localizeContent<C extends Pick<WeddingContent, 'translations'>>(content: C, lang: string | undefined): C {
  return localizeRecord(content, lang);
}

/** Fields only Pro users may change (site-editor.md §6). */
export const PRO_ONLY_FIELDS = [
  'enablePassword',
  'websitePassword',
  'enableFooter',
  'googleMapsEmbedLink',
  'customFiveHeading',
  'customFiveComment',
  'customFiveSection',
] as const satisfies readonly WeddingContentField[];

/** Fields never sent to visitors: the public page checks the password on the server. */
export const PRIVATE_FIELDS = ['websitePassword'] as const satisfies readonly WeddingContentField[];

export function withoutPrivateFields(content: WeddingContent): Omit<WeddingContent, (typeof PRIVATE_FIELDS)[number]> {
  const { websitePassword: _hidden, ...visible } = content;
  return visible;
}

/** The eight colour fields of a theme, for "Reset colours". */
export function resetColorsToTheme(themeKey: string): ThemePalette {
  return themePalette(themeKey);
}
