// List edits with their limits (site-editor.md §4, §5): schedule items and headings (20 in all),
// wedding party members (12), and the section order (sidebar moves, Manage Sections choices).
import { atom } from 'jotai';
import { EDITOR_MESSAGES, NEW_SCHEDULE_HEADING_TITLE } from '../../../src/shared/wedding/editor-messages';
import { PARTY_MAX_MEMBERS, SCHEDULE_MAX_ITEMS } from '../../../src/shared/wedding/limits';
import { newTaskId, type ScheduleTask } from '../../../src/shared/wedding/list-fields';
import { normalizePageOrder, type SectionKey } from '../../../src/shared/wedding/sections';
import { draftAtom, editAtom, noticeAtom } from './draft';
import { applySectionSelection, moveSection, setSectionEnabled, toggleFieldsFor } from './page-order';

/** Adds a schedule item or a heading ('Day 1'); beyond 20 nothing is added. Resolves whether it was. */
export const addScheduleItemAtom = atom(null, (get, set, kind: 'item' | 'heading') => {
  const tasks = get(draftAtom)?.tasks ?? [];
  if (tasks.length >= SCHEDULE_MAX_ITEMS) return false;
  const task: ScheduleTask =
    kind === 'heading'
      ? { id: newTaskId(), time: '', title: NEW_SCHEDULE_HEADING_TITLE, text: '', isHeading: true }
      : { id: newTaskId(), time: '', title: '', text: '', isHeading: false };
  set(editAtom, { tasks: [...tasks, task] });
  return true;
});

function newMemberId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** Adds an empty member; the 13th is refused with 'Wedding party limited to 12 members'. */
export const addPartyMemberAtom = atom(null, (get, set) => {
  const members = get(draftAtom)?.weddingParty ?? [];
  if (members.length >= PARTY_MAX_MEMBERS) {
    set(noticeAtom, { kind: 'info', text: EDITOR_MESSAGES.partyLimit });
    return false;
  }
  set(editAtom, { weddingParty: [...members, { id: newMemberId(), name: '', caption: '', image: '' }] });
  return true;
});

/** The sidebar: moves an active section to another active section's place. */
export const moveSectionAtom = atom(null, (get, set, { from, to }: { from: SectionKey; to: SectionKey }) => {
  set(editAtom, { pageOrder: moveSection(normalizePageOrder(get(draftAtom)?.pageOrder), from, to) });
});

/** Manage Sections saved: chosen sections active (new ones last, rendered), the rest inactive and not rendered. */
export const selectSectionsAtom = atom(null, (get, set, selected: ReadonlySet<SectionKey>) => {
  const next = applySectionSelection(normalizePageOrder(get(draftAtom)?.pageOrder), selected);
  set(editAtom, { pageOrder: next, ...toggleFieldsFor(next) });
  return next;
});

/** A section's Enabled switch. */
export const setSectionEnabledAtom = atom(null, (get, set, { key, enabled }: { key: SectionKey; enabled: boolean }) => {
  set(editAtom, setSectionEnabled(normalizePageOrder(get(draftAtom)?.pageOrder), key, enabled));
});
