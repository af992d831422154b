// The builder's state (site-editor.md §4): the server's wedding, the couple's unsaved edits merged
// over it as the draft, saves that send the version (a 409 keeps the draft and says so), optimistic
// changes rolled back on failure, and undo/redo of draft edits. Never loses an edit: edits made
// while a save is in flight stay in the draft, and saves run one after another so a second save
// never carries the version the first one just replaced (which would be a false conflict).
import { atom, type Getter, type Setter } from 'jotai';
import { appText } from '../../../src/shared/i18n/app';
import { EDITOR_MESSAGES } from '../../../src/shared/wedding/editor-messages';
import type { WeddingPatchBody } from '../../../src/shared/wedding/wedding-api';
import { ApiError, fetchBuilderApi, fieldsOf, fieldValue, type BuilderApi, type WeddingEdits, type WeddingField, type WeddingRecord } from './api';

export const apiAtom = atom<BuilderApi>(fetchBuilderApi);
/** The last wedding the server returned. */
export const serverWeddingAtom = atom<WeddingRecord | null>(null);
/** Fields changed locally and not yet saved. */
export const editsAtom = atom<WeddingEdits>({});
export const draftAtom = atom((get) => {
  const server = get(serverWeddingAtom);
  return server ? { ...server, ...get(editsAtom) } : null;
});

function sameValue(a: unknown, b: unknown) {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** An edit typed back to the saved value is not an unsaved change. */
export const isDirtyAtom = atom((get) => {
  const server = get(serverWeddingAtom);
  return Object.entries(get(editsAtom)).some(([key, value]) => !server || !sameValue(value, fieldValue(server, key)));
});

/**
 * Fields whose automatic save failed (a colour sent after the debounce while offline or in a
 * conflict): every later non-Pro save carries them until one succeeds, so such an edit is never
 * left unsaved with no button to send it.
 */
export const carriedFieldsAtom = atom<WeddingField[]>([]);

/** Queued and in-flight server actions; save buttons are disabled while this is above zero. */
export const pendingCountAtom = atom(0);
export const isLoadingAtom = atom((get) => get(pendingCountAtom) > 0);
export const conflictAtom = atom<string | null>(null);

export interface Notice {
  kind: 'success' | 'info' | 'warning' | 'error';
  text: string;
}
export const noticeAtom = atom<Notice | null>(null);

// ── Undo / redo ────────────────────────────────────────────────────────────────────────────
// A step remembers each field's draft value before and after the edit, so undo still works
// after a save (the saved-over value comes back as an unsaved edit) and after a reload.
type Step = Record<string, { before: unknown; after: unknown }>;
const HISTORY_LIMIT = 100;
/** Keystrokes in one field within this time are one undo step. */
export const TYPING_MERGE_MS = 1000;
const undoStackAtom = atom<Step[]>([]);
const redoStackAtom = atom<Step[]>([]);
const lastEditAtom = atom<{ key: string; at: number } | null>(null);
export const canUndoAtom = atom((get) => get(undoStackAtom).length > 0);
export const canRedoAtom = atom((get) => get(redoStackAtom).length > 0);

export const loadWeddingAtom = atom(null, (_get, set, wedding: WeddingRecord) => {
  set(serverWeddingAtom, wedding);
  set(editsAtom, {});
  set(carriedFieldsAtom, []);
  set(undoStackAtom, []);
  set(redoStackAtom, []);
  set(lastEditAtom, null);
  set(conflictAtom, null);
});

/** Merges changed fields into the draft: one undo step, except typing on in the same field. */
export const editAtom = atom(null, (get, set, fields: WeddingEdits) => {
  const draft = get(draftAtom);
  const keys = fieldsOf(fields);
  const now = Date.now();
  const last = get(lastEditAtom);
  const undo = get(undoStackAtom);
  const typingOn = keys.length === 1 && typeof fields[keys[0]!] === 'string' && last?.key === keys[0] && now - last.at < TYPING_MERGE_MS && undo.length > 0;
  if (typingOn) {
    const top = undo[undo.length - 1]!;
    set(undoStackAtom, [...undo.slice(0, -1), { ...top, [keys[0]!]: { before: top[keys[0]!]!.before, after: fields[keys[0]!] } }]);
  } else {
    const step: Step = Object.fromEntries(keys.map((key) => [key, { before: fieldValue(draft, key), after: fields[key] }]));
    set(undoStackAtom, [...undo, step].slice(-HISTORY_LIMIT));
  }
  set(lastEditAtom, keys.length === 1 ? { key: keys[0]!, at: now } : null);
  set(redoStackAtom, []);
  set(editsAtom, { ...get(editsAtom), ...fields });
});

function applyStep(get: Getter, set: Setter, step: Step, side: 'before' | 'after') {
  const edits: WeddingEdits = { ...get(editsAtom) };
  for (const [key, values] of Object.entries(step)) Object.assign(edits, { [key]: values[side] });
  set(editsAtom, edits);
  set(lastEditAtom, null);
}

export const undoAtom = atom(null, (get, set) => {
  const stack = get(undoStackAtom);
  const step = stack[stack.length - 1];
  if (!step) return;
  set(undoStackAtom, stack.slice(0, -1));
  set(redoStackAtom, [...get(redoStackAtom), step]);
  applyStep(get, set, step, 'before');
});

export const redoAtom = atom(null, (get, set) => {
  const stack = get(redoStackAtom);
  const step = stack[stack.length - 1];
  if (!step) return;
  set(redoStackAtom, stack.slice(0, -1));
  set(undoStackAtom, [...get(undoStackAtom), step]);
  applyStep(get, set, step, 'after');
});

/** Drops local edits of some fields (e.g. colours before 'Reset colours'). */
export const discardEditsAtom = atom(null, (get, set, fields: WeddingField[]) => {
  const edits = { ...get(editsAtom) };
  for (const field of fields) delete edits[field];
  set(editsAtom, edits);
});

// ── Talking to the server ──────────────────────────────────────────────────────────────────
const queueAtom = atom<Promise<unknown>>(Promise.resolve());

/** Runs server work after every earlier one has finished; counts as loading from the moment it is asked for. */
export function queued<T>(get: Getter, set: Setter, work: () => Promise<T>): Promise<T> {
  set(pendingCountAtom, get(pendingCountAtom) + 1);
  const run = get(queueAtom)
    .then(work)
    .finally(() => set(pendingCountAtom, Math.max(0, get(pendingCountAtom) - 1)));
  set(
    queueAtom,
    run.catch(() => undefined),
  );
  return run;
}

export const CONFLICT_TEXT = appText('builder.conflict.text');

/** A refused save: a 409 raises the conflict banner; the toast says what failed. */
function failureNotice(set: Setter, error: unknown, fallback?: string) {
  const conflict = error instanceof ApiError && error.status === 409;
  if (conflict) set(conflictAtom, CONFLICT_TEXT);
  const serverText = error instanceof ApiError && error.message ? error.message : null;
  set(noticeAtom, { kind: 'error', text: fallback ?? (conflict ? CONFLICT_TEXT : (serverText ?? appText('builder.failed.save'))) });
}

/** After each success: GET the wedding again; only a newer version replaces what we have. */
export const revalidateAtom = atom(null, async (get, set) => {
  const server = get(serverWeddingAtom);
  if (!server) return;
  try {
    const latest = await get(apiAtom).getWedding(server._id);
    const current = get(serverWeddingAtom);
    if (current && latest.version > current.version) set(serverWeddingAtom, latest);
  } catch {
    // A failed refresh changes nothing: the PATCH already returned the saved wedding.
  }
});

export interface SaveOptions {
  /** Which draft fields to save (default: every edited field). */
  fields?: WeddingField[];
  pro?: boolean;
  successText?: string;
  /** No toast on success: a step of a larger action that says its own (one toast per action). */
  quiet?: boolean;
}

/** Saves edited fields with the version; resolves true on success. */
export const saveAtom = atom(null, (get, set, options: SaveOptions = {}) =>
  queued(get, set, async () => {
    const server = get(serverWeddingAtom);
    if (!server) return false;
    const edits = get(editsAtom);
    // Translations (issue 27 item 2) are one field for every panel: any panel's save carries them.
    const keys = [...(options.fields ?? fieldsOf(edits)), ...(options.pro ? [] : get(carriedFieldsAtom)), 'translations' as WeddingField];
    const payload: WeddingEdits = {};
    for (const key of keys) if (key in edits) Object.assign(payload, { [key]: edits[key] });
    if (Object.keys(payload).length === 0) return true;
    try {
      const saved = await get(apiAtom).updateWedding(server._id, { ...payload, version: server.version }, { pro: options.pro });
      // Keep only edits made after this save started (or to other fields).
      const remaining: WeddingEdits = {};
      for (const [key, value] of Object.entries(get(editsAtom))) {
        if (!(key in payload) || !sameValue(value, fieldValue(payload, key))) Object.assign(remaining, { [key]: value });
      }
      set(serverWeddingAtom, saved);
      set(editsAtom, remaining);
      set(
        carriedFieldsAtom,
        get(carriedFieldsAtom).filter((key) => !(key in payload)),
      );
      if (!options.quiet) set(noticeAtom, { kind: 'success', text: options.successText ?? EDITOR_MESSAGES.weddingUpdated });
      void set(revalidateAtom);
      return true;
    } catch (error) {
      failureNotice(set, error);
      return false;
    }
  }),
);

export interface DirectUpdate {
  /** Sent as they are, not taken from the draft (e.g. resetColors). */
  fields: WeddingPatchBody;
  pro?: boolean;
  successText?: string;
  failureText?: string;
}

/** An update that is not a draft edit ('Reset colours'): queued, versioned, replaces the wedding on success. */
export const sendUpdateAtom = atom(null, (get, set, update: DirectUpdate) =>
  queued(get, set, async () => {
    const server = get(serverWeddingAtom);
    if (!server) return false;
    try {
      set(serverWeddingAtom, await get(apiAtom).updateWedding(server._id, { ...update.fields, version: server.version }, { pro: update.pro }));
      set(noticeAtom, { kind: 'success', text: update.successText ?? EDITOR_MESSAGES.weddingUpdated });
      void set(revalidateAtom);
      return true;
    } catch (error) {
      failureNotice(set, error, update.failureText);
      return false;
    }
  }),
);

/** After a conflict: take the server's latest wedding and re-apply the local edits on top. */
export const reloadKeepingEditsAtom = atom(null, (get, set) =>
  queued(get, set, async () => {
    const server = get(serverWeddingAtom);
    if (!server) return false;
    try {
      set(serverWeddingAtom, await get(apiAtom).getWedding(server._id));
      set(conflictAtom, null);
      // Edits that were saved automatically (colours) go out again now, on top of the latest version.
      const carried = get(carriedFieldsAtom).filter((key) => key in get(editsAtom));
      if (carried.length > 0) void set(saveAtom, { fields: carried });
      return true;
    } catch (error) {
      failureNotice(set, error, appText('builder.failed.reload'));
      return false;
    }
  }),
);

export interface OptimisticChange {
  fields: WeddingEdits;
  failureText: string;
  pro?: boolean;
}

/**
 * Applies a change at once (layout pickers), saves it, and restores the previous values if the
 * server refuses. Ignored while a load is in progress or when nothing changes.
 */
export const optimisticChangeAtom = atom(null, async (get, set, change: OptimisticChange) => {
  const server = get(serverWeddingAtom);
  if (!server || get(isLoadingAtom)) return false;
  const previous: WeddingEdits = {};
  for (const key of fieldsOf(change.fields)) Object.assign(previous, { [key]: server[key] });
  if (fieldsOf(change.fields).every((key) => sameValue(previous[key], change.fields[key]))) return false;
  set(serverWeddingAtom, { ...server, ...change.fields });
  return queued(get, set, async () => {
    const version = get(serverWeddingAtom)?.version ?? server.version;
    try {
      set(serverWeddingAtom, await get(apiAtom).updateWedding(server._id, { ...change.fields, version }, { pro: change.pro }));
      void set(revalidateAtom);
      return true;
    } catch (error) {
      const current = get(serverWeddingAtom);
      if (current) set(serverWeddingAtom, { ...current, ...previous });
      failureNotice(set, error, change.failureText);
      return false;
    }
  });
});
