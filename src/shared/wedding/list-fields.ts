/** The list fields of the wedding record: images, schedule tasks, wedding party, page order. */
import { z } from 'zod';
import { shortId } from '../ids';
import { field, type FieldDef, clippedText, formBoolean, isImageAddress, parseJsonText } from './field-schemas';
import {
  EDITOR_MESSAGES,
  GALLERY_MAX_IMAGES,
  HEADING_MAX,
  PARTY_CAPTION_MAX,
  PARTY_MAX_MEMBERS,
  PARTY_MEMBER_ID_LENGTH,
  PARTY_NAME_MAX,
  SCHEDULE_MAX_ITEMS,
  SCHEDULE_TEXT_MAX,
  SCHEDULE_TIME_MAX,
} from './limits';
import { defaultPageOrder, isSectionKey, normalizePageOrder, type PageOrderEntry, type SectionKey } from './sections';

/**
 * On PATCH a too-long list is rejected; when read it is cut to the limit and items that no longer
 * pass are dropped, so one bad entry never blanks a whole section.
 */
function listField<T>(item: z.ZodType<T>, max: number, limitMessage: string, notAList: string, parse = parseJsonText): FieldDef<T[]> {
  const patch = z.preprocess(parse, z.array(item, { error: notAList }).max(max, limitMessage));
  const lenient = z.preprocess(
    parse,
    z.array(z.unknown()).transform((items) =>
      items
        .map((entry) => item.safeParse(entry))
        .filter((result) => result.success)
        .map((result) => result.data as T)
        .slice(0, max),
    ),
  );
  return field(patch as unknown as z.ZodType<T[]>, () => [], lenient as unknown as z.ZodType<T[]>);
}

const imageAddress = z.string().trim().refine(isImageAddress, EDITOR_MESSAGES.invalidImage);

/**
 * The builder posts images as comma-separated text. Image-host addresses can hold commas
 * (Cloudinary transformations such as c_fill,w_480), so a comma splits only before a new address.
 */
export function parseImageList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) return parseJsonText(text);
  return text
    .split(/,\s*(?=https?:\/\/|\/)/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export function imageListField(): FieldDef<string[]> {
  return listField(imageAddress, GALLERY_MAX_IMAGES, EDITOR_MESSAGES.galleryLimit, 'Images must be a list of image addresses', parseImageList);
}

export const scheduleTaskSchema = z.object({
  time: clippedText(SCHEDULE_TIME_MAX),
  title: clippedText(HEADING_MAX),
  text: clippedText(SCHEDULE_TEXT_MAX),
  isHeading: formBoolean.optional().transform((value) => value ?? false),
});
export type ScheduleTask = z.output<typeof scheduleTaskSchema>;

export function tasksField(): FieldDef<ScheduleTask[]> {
  return listField(scheduleTaskSchema, SCHEDULE_MAX_ITEMS, EDITOR_MESSAGES.scheduleLimit, 'Schedule must be a list of items');
}

export const MEMBER_ID = new RegExp(`^[A-Za-z0-9_-]{${PARTY_MEMBER_ID_LENGTH}}$`);
const newMemberId = () => shortId(PARTY_MEMBER_ID_LENGTH);

export const weddingPartyMemberSchema = z.object({
  // A member without a usable id gets one, so photo uploads and deletes can address it.
  id: z.string().regex(MEMBER_ID).default(newMemberId).catch(newMemberId),
  name: clippedText(PARTY_NAME_MAX),
  caption: clippedText(PARTY_CAPTION_MAX),
  image: z.preprocess(
    (value) => (value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : value),
    z.string().refine((value) => value === '' || isImageAddress(value), EDITOR_MESSAGES.invalidImage),
  ),
});
export type WeddingPartyMember = z.output<typeof weddingPartyMemberSchema>;

export function weddingPartyField(): FieldDef<WeddingPartyMember[]> {
  return listField(weddingPartyMemberSchema, PARTY_MAX_MEMBERS, EDITOR_MESSAGES.partyLimit, 'Wedding party must be a list of members');
}

export function pageOrderField(): FieldDef<PageOrderEntry[]> {
  const schema = z.preprocess(parseJsonText, z.array(z.unknown(), { error: 'Page order must be a list of sections' }).transform(normalizePageOrder));
  return field(schema as unknown as z.ZodType<PageOrderEntry[]>, defaultPageOrder);
}

/** Sections the couple took out of the site's menu (issue 25 item 3): section keys, unknown ones and repeats dropped. */
export function sectionKeyListField(): FieldDef<SectionKey[]> {
  const schema = z.preprocess(
    parseJsonText,
    z.array(z.unknown(), { error: 'Menu entries must be a list of sections' }).transform((list) => [...new Set(list.filter(isSectionKey))]),
  );
  return field(schema as unknown as z.ZodType<SectionKey[]>, () => []);
}
