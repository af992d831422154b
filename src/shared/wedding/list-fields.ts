/** The list fields of the wedding record: images, schedule tasks, wedding party, page order. */
import { z } from 'zod';
import { appText } from '../i18n/app';
import { shortId } from '../ids';
import { field, type FieldDef, clippedText, formBoolean, isImageAddress, parseJsonText } from './field-schemas';
import { EDITOR_MESSAGES } from './editor-messages';
import {
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
  return listField(imageAddress, GALLERY_MAX_IMAGES, EDITOR_MESSAGES.galleryLimit, appText('builder.list.images'), parseImageList);
}

/**
 * A schedule item's id: what its translations are keyed by (`tasks.<id>.title`), so they stay with the item when the
 * schedule is reordered (issue 27). Never all digits: a number in a translation's path is an older place (below).
 */
export const TASK_ID = /^(?!\d+$)[A-Za-z0-9_-]{1,24}$/;
/** A new item's id (the builder makes one when the couple adds an item; the server for an item sent without). */
export const newTaskId = () => `t${shortId(8)}`;

const scheduleTaskItemSchema = z.object({
  id: z.string().regex(TASK_ID).optional().catch(undefined),
  time: clippedText(SCHEDULE_TIME_MAX),
  title: clippedText(HEADING_MAX),
  text: clippedText(SCHEDULE_TEXT_MAX),
  isHeading: formBoolean.optional().transform((value) => value ?? false),
});
export type ScheduleTask = Omit<z.output<typeof scheduleTaskItemSchema>, 'id'> & { id: string };

/**
 * Every item gets an id, each once. A save's item without one is new: a fresh id. A stored item without one (saved
 * before items had ids) is named by its place, `t2`: its translations were keyed by that place (`tasks.2.title`),
 * and parseWeddingContent re-keys them to it the same way, so they stay with it from the next save on.
 */
function withTaskIds(items: z.output<typeof scheduleTaskItemSchema>[], missing: 'fresh' | 'place'): ScheduleTask[] {
  const seen = new Set<string>();
  return items.map((item, index) => {
    let id = item.id && !seen.has(item.id) ? item.id : missing === 'fresh' ? newTaskId() : `t${index}`;
    while (seen.has(id)) id = missing === 'fresh' ? newTaskId() : `${id}x`;
    seen.add(id);
    return { ...item, id };
  });
}

export function tasksField(): FieldDef<ScheduleTask[]> {
  const list = listField(scheduleTaskItemSchema, SCHEDULE_MAX_ITEMS, EDITOR_MESSAGES.scheduleLimit, appText('builder.list.schedule'));
  return {
    patch: list.patch.transform((items) => withTaskIds(items, 'fresh')) as unknown as z.ZodType<ScheduleTask[]>,
    read: list.read.transform((items) => withTaskIds(items ?? [], 'place')) as unknown as z.ZodType<ScheduleTask[]>,
  };
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
  return listField(weddingPartyMemberSchema, PARTY_MAX_MEMBERS, EDITOR_MESSAGES.partyLimit, appText('builder.list.party'));
}

export function pageOrderField(): FieldDef<PageOrderEntry[]> {
  const schema = z.preprocess(parseJsonText, z.array(z.unknown(), { error: appText('builder.list.pageOrder') }).transform(normalizePageOrder));
  return field(schema as unknown as z.ZodType<PageOrderEntry[]>, defaultPageOrder);
}

/** Sections the couple took out of the site's menu (issue 25 item 3): section keys, unknown ones and repeats dropped. */
export function sectionKeyListField(): FieldDef<SectionKey[]> {
  const schema = z.preprocess(
    parseJsonText,
    z.array(z.unknown(), { error: appText('builder.list.menu') }).transform((list) => [...new Set(list.filter(isSectionKey))]),
  );
  return field(schema as unknown as z.ZodType<SectionKey[]>, () => []);
}
