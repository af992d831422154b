/**
 * What a PATCH /weddings/{id} body asks for, and the wedding it would produce (pure, no database):
 * page content (form data or JSON, validated by the record schema), the theme with an optional
 * colour reset, the date and its time zone, `published`, and at most one image operation.
 * The Pro rules (site-editor.md §6) are checked on the result, so every route in is covered.
 */
import { z } from 'zod';
import type { WeddingWrite } from '../../../core/db/weddings-repository';
import type { Wedding } from './wedding';
import { UserError } from '../../../core/errors';
import { applyImageOperation, ImageOperationError, readImageOperation, type ImageOperation } from '../../../shared/images/image-operations';
import { formBoolean } from '../../../shared/wedding/field-schemas';
import { siteLanguagesSchema, type SiteLanguage } from '../../../shared/wedding/languages';
import { mergeTranslations } from '../../../shared/wedding/translations';
import { EDITOR_MESSAGES } from '../../../shared/wedding/editor-messages';
import { COLOR_FIELDS } from '../../../shared/wedding/palette';
import {
  parseWeddingContent,
  PRO_ONLY_FIELDS,
  resetColorsToTheme,
  weddingContentPatchSchema,
  type WeddingContent,
  type WeddingContentPatch,
} from '../../../shared/wedding/record';
import { normalizePageOrder, SECTIONS, type PageOrderEntry } from '../../../shared/wedding/sections';
import { THEME_KEYS, type ThemeKey } from '../../../shared/wedding/themes';
import { weddingDateSchema } from '../../../shared/wedding/wedding-date';
import { appText } from '../../../shared/i18n/app';

export const WEDDING_MESSAGES = {
  updated: EDITOR_MESSAGES.weddingUpdated,
  notFound: appText('weddings.save.notFound'),
  notOwner: appText('weddings.save.notOwner'),
  conflict: appText('weddings.save.conflict'),
  busy: appText('weddings.save.busy'),
  nothingToUpdate: appText('weddings.save.nothingToUpdate'),
  passwordNeeded: appText('weddings.save.passwordNeeded'),
  unknownTheme: appText('weddings.save.unknownTheme'),
  unknownTimeZone: appText('weddings.save.unknownTimeZone'),
  badVersion: appText('weddings.save.badVersion'),
} as const;

/** An IANA zone such as Europe/Paris (the wedding date is shown in it). */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return zone !== '';
    } catch {
      return false;
    }
  }, WEDDING_MESSAGES.unknownTimeZone);

/** The version the client last saw; form data sends it as text, '' means "not sent". */
export const versionSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
  z.number({ error: WEDDING_MESSAGES.badVersion }).int(WEDDING_MESSAGES.badVersion).min(1, WEDDING_MESSAGES.badVersion).optional(),
);

const accountFieldsSchema = z.object({
  version: versionSchema,
  weddingTheme: z.enum(THEME_KEYS, { error: WEDDING_MESSAGES.unknownTheme }).optional(),
  resetColors: formBoolean.optional(),
  weddingDate: weddingDateSchema.optional(),
  timeZone: timeZoneSchema.optional(),
  published: formBoolean.optional(),
  languages: siteLanguagesSchema.optional(),
});

// Keys that belong to an image operation (src/shared/images/image-operations.ts), not to the page content: the
// flags mainImg/heroImg/fixedImg share their names with content fields.
const IMAGE_OPERATION_KEYS = [
  'asset',
  'type',
  'deleteImage',
  'deleteWeddingPartyId',
  'deleteWeddingPartyImage',
  'section',
  'itemId',
  'replaceTarget',
  'replaceIndex',
  'mainImg',
  'heroImg',
  'fixedImg',
];

export interface WeddingPatch {
  version?: number;
  content: WeddingContentPatch;
  weddingTheme?: ThemeKey;
  resetColors: boolean;
  weddingDate?: Date | null;
  timeZone?: string;
  published?: boolean;
  languages?: SiteLanguage[];
  image: ImageOperation | null;
}

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? appText('weddings.save.invalid');
}

/** Reads a PATCH body; a bad value is a 400 naming the first problem and nothing is stored. */
export function parseWeddingPatch(body: Record<string, unknown>): WeddingPatch {
  let image: ImageOperation | null;
  try {
    image = readImageOperation(body);
  } catch (error) {
    if (error instanceof z.ZodError) throw new UserError('input.invalid', firstMessage(error));
    throw error;
  }
  const contentBody = image ? Object.fromEntries(Object.entries(body).filter(([key]) => !IMAGE_OPERATION_KEYS.includes(key))) : body;
  const content = weddingContentPatchSchema.safeParse(contentBody);
  if (!content.success) throw new UserError('input.invalid', firstMessage(content.error));
  const account = accountFieldsSchema.safeParse(body);
  if (!account.success) throw new UserError('input.invalid', firstMessage(account.error));
  const { resetColors, ...rest } = account.data;
  const definedContent = Object.fromEntries(Object.entries(content.data).filter(([, value]) => value !== undefined)) as WeddingContentPatch;
  return { ...rest, content: definedContent, resetColors: resetColors ?? false, image };
}

export function isEmptyPatch(patch: WeddingPatch): boolean {
  return (
    Object.keys(patch.content).length === 0 &&
    !patch.image &&
    !patch.resetColors &&
    patch.weddingTheme === undefined &&
    patch.weddingDate === undefined &&
    patch.timeZone === undefined &&
    patch.published === undefined &&
    patch.languages === undefined
  );
}

const TOGGLE_BY_KEY = new Map(SECTIONS.map((section) => [section.key, section.toggleField]));

/**
 * Keeps the section toggles and pageOrder saying the same thing (the page renders from pageOrder).
 * A patch with pageOrder sets the toggles from it; a toggle sent alone flips its section's render
 * flag, and a section switched on joins the active ones (site-editor.md §4).
 */
function syncSectionToggles(content: WeddingContent, patch: WeddingContentPatch): WeddingContent {
  if (patch.pageOrder !== undefined) {
    const order = normalizePageOrder(content.pageOrder);
    const toggles = Object.fromEntries(order.map((entry) => [TOGGLE_BY_KEY.get(entry.title)!, entry.render]));
    return { ...content, ...toggles, pageOrder: order };
  }
  let order: PageOrderEntry[] = normalizePageOrder(content.pageOrder);
  for (const section of SECTIONS) {
    const enabled = patch[section.toggleField];
    if (enabled === undefined) continue;
    const entry = order.find((e) => e.title === section.key)!;
    if (enabled && !entry.sidebarActive) {
      const others = order.filter((e) => e !== entry);
      const lastActive = others.reduce((last, e, index) => (e.sidebarActive ? index : last), -1);
      others.splice(lastActive + 1, 0, { ...entry, sidebarActive: true, render: true });
      order = others;
    } else {
      order = order.map((e) => (e === entry ? { ...e, render: enabled } : e));
    }
  }
  return { ...content, pageOrder: order };
}

const MAP_FIELDS: ReadonlySet<string> = new Set(['customFiveSection', 'customFiveHeading', 'customFiveComment', 'googleMapsEmbedLink']);
/** Switching a Pro feature off is always allowed (the map hidden, the password gate off, the footer shown). */
const SWITCHED_OFF: Partial<Record<(typeof PRO_ONLY_FIELDS)[number], unknown>> = {
  customFiveSection: false,
  enablePassword: false,
  enableFooter: true,
};

/**
 * For a free user: the upgrade message when the change touches a Pro-only field or brings a
 * Pro-only section onto the page, else null. Unchanged values pass (the builder re-sends every
 * toggle with the section order).
 */
export function proOnlyViolation(before: WeddingContent, after: WeddingContent): string | null {
  for (const field of PRO_ONLY_FIELDS) {
    if (after[field] === before[field]) continue;
    if (field in SWITCHED_OFF && after[field] === SWITCHED_OFF[field]) continue;
    return MAP_FIELDS.has(field) ? EDITOR_MESSAGES.mapNeedsPro : EDITOR_MESSAGES.upgradeToUnlock;
  }
  for (const section of SECTIONS.filter((s) => s.proOnly)) {
    const was = before.pageOrder.find((e) => e.title === section.key);
    const now = after.pageOrder.find((e) => e.title === section.key);
    if (now && (now.sidebarActive || now.render) && !(was?.sidebarActive || was?.render)) return EDITOR_MESSAGES.mapNeedsPro;
  }
  return null;
}

/** Every image address the content uses. */
export function imageAddressesOf(content: WeddingContent): Set<string> {
  const addresses = [
    content.mainImg,
    content.heroImg,
    content.fixedImg,
    content.defaultFixedImg,
    ...content.images,
    ...content.customTwoImages,
    ...content.weddingParty.map((member) => member.image),
  ];
  return new Set(addresses.filter((address) => address !== ''));
}

export interface PlannedUpdate {
  write: WeddingWrite;
  content: WeddingContent;
  /** Addresses the wedding used before and no longer does. */
  removedImages: string[];
  /** Addresses an image operation brought in (must be this wedding's uploads). */
  addedImages: string[];
  message: string;
}

export interface PlanOptions {
  pro: boolean;
}

/** The wedding after the patch, or a UserError (403 Pro, 400 limits and image rules). */
export function planWeddingUpdate(current: Wedding, patch: WeddingPatch, options: PlanOptions): PlannedUpdate {
  let content: WeddingContent = { ...current.content, ...patch.content };
  // Each language a save sends replaces that language's translations; the others stay (translations.ts).
  if (patch.content.translations) content.translations = mergeTranslations(current.content.translations, patch.content.translations);
  content = syncSectionToggles(content, patch.content);

  const theme = patch.weddingTheme ?? current.weddingTheme;
  if (patch.resetColors) {
    const palette = resetColorsToTheme(theme);
    for (const field of COLOR_FIELDS) content[field] = palette[field];
  }

  let addedImages: string[] = [];
  let message: string = WEDDING_MESSAGES.updated;
  if (patch.image) {
    try {
      const change = applyImageOperation(content, patch.image);
      content = { ...content, ...(change.patch as Partial<WeddingContent>) };
      addedImages = change.added;
    } catch (error) {
      if (error instanceof ImageOperationError) throw new UserError('image.bad-operation', error.message);
      throw error;
    }
    if (patch.image.kind === 'register') message = EDITOR_MESSAGES.imageUpdated;
    if (patch.image.kind === 'delete') message = EDITOR_MESSAGES.imageRemoved;
  }

  // Re-read through the record schema: new party members get ids, lists stay within limits.
  content = parseWeddingContent(content);

  if (!options.pro) {
    const violation = proOnlyViolation(current.content, content);
    if (violation) throw new UserError('plan.pro-required', violation);
  }
  const passwordTouched = patch.content.enablePassword !== undefined || patch.content.websitePassword !== undefined;
  if (passwordTouched && content.enablePassword && content.websitePassword === '')
    throw new UserError('wedding.password-needed', WEDDING_MESSAGES.passwordNeeded);

  const after = imageAddressesOf(content);
  const before = imageAddressesOf(current.content);
  const removedImages = [...before].filter((address) => !after.has(address));
  // Every address new to the wedding, whether it came by an image operation or a content save, is
  // checked against the image host by the caller: no foreign URL gets smuggled in.
  addedImages = [...new Set([...addedImages, ...[...after].filter((address) => !before.has(address))])];
  return {
    write: {
      content,
      weddingTheme: patch.weddingTheme,
      weddingDate: patch.weddingDate,
      timeZone: patch.timeZone,
      published: patch.published,
      languages: patch.languages,
    },
    content,
    removedImages,
    addedImages,
    message,
  };
}
