// The builder's state (site-editor.md §4): the server's wedding, the couple's unsaved edits merged
// over it as the draft, saves that send the version (a 409 keeps the draft and says so), optimistic
// changes rolled back on failure, and undo/redo of draft edits. Never loses an edit: edits made
// while a save is in flight stay in the draft.
import { atom, type Getter, type Setter } from 'jotai';
import { ApiError, fetchBuilderApi, type BuilderApi, type WeddingRecord } from './api';

export const apiAtom = atom<BuilderApi>(fetchBuilderApi);
/** The last wedding the server returned. */
export const serverWeddingAtom = atom<WeddingRecord | null>(null);
/** Fields changed locally and not yet saved. */
export const editsAtom = atom<Record<string, unknown>>({});
export const draftAtom = atom((get) => {
  const server = get(serverWeddingAtom);
  return server ? ({ ...server, ...get(editsAtom) } as WeddingRecord) : null;
});
export const isDirtyAtom = atom((get) => Object.keys(get(editsAtom)).length > 0);

/** In-flight server actions; save buttons are disabled while this is above zero. */
export const pendingCountAtom = atom(0);
export const isLoadingAtom = atom((get) => get(pendingCountAtom) > 0);
export const conflictAtom = atom<string | null>(null);

export interface Notice {
  kind: 'success' | 'info' | 'warning' | 'error';
  text: string;
}
export const noticeAtom = atom<Notice | null>(null);

const HISTORY_LIMIT = 100;
const undoStackAtom = atom<Record<string, unknown>[]>([]);
const redoStackAtom = atom<Record<string, unknown>[]>([]);
export const canUndoAtom = atom((get) => get(undoStackAtom).length > 0);
export const canRedoAtom = atom((get) => get(redoStackAtom).length > 0);

export const loadWeddingAtom = atom(null, (_get, set, wedding: WeddingRecord) => {
  set(serverWeddingAtom, wedding);
  set(editsAtom, {});
  set(undoStackAtom, []);
  set(redoStackAtom, []);
  set(conflictAtom, null);
});

/** Merges changed fields into the draft (one undo step). */
export const editAtom = atom(null, (get, set, fields: Record<string, unknown>) => {
  const before = get(editsAtom);
  set(undoStackAtom, [...get(undoStackAtom), before].slice(-HISTORY_LIMIT));
  set(redoStackAtom, []);
  set(editsAtom, { ...before, ...fields });
});

export const undoAtom = atom(null, (get, set) => {
  const stack = get(undoStackAtom);
  if (stack.length === 0) return;
  set(redoStackAtom, [...get(redoStackAtom), get(editsAtom)]);
  set(editsAtom, stack[stack.length - 1]);
  set(undoStackAtom, stack.slice(0, -1));
});

export const redoAtom = atom(null, (get, set) => {
  const stack = get(redoStackAtom);
  if (stack.length === 0) return;
  set(undoStackAtom, [...get(undoStackAtom), get(editsAtom)]);
  set(editsAtom, stack[stack.length - 1]);
  set(redoStackAtom, stack.slice(0, -1));
});

async function track<T>(get: Getter, set: Setter, work: () => Promise<T>): Promise<T> {
  set(pendingCountAtom, get(pendingCountAtom) + 1);
  try {
    return await work();
  } finally {
    set(pendingCountAtom, Math.max(0, get(pendingCountAtom) - 1));
  }
}

const CONFLICT_TEXT =
  'This wedding was changed in another tab or device. Your edits are kept here: reload the latest version to continue.';

function sameValue(a: unknown, b: unknown) {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

export interface SaveOptions {
  /** Which draft fields to save (default: every edited field). */
  fields?: string[];
  pro?: boolean;
  successText?: string;
}

/** Saves edited fields with the version; resolves true on success. */
export const saveAtom = atom(null, async (get, set, options: SaveOptions = {}) => {
  const server = get(serverWeddingAtom);
  if (!server) return false;
  const edits = get(editsAtom);
  const keys = options.fields ?? Object.keys(edits);
  const payload: Record<string, unknown> = {};
  for (const key of keys) if (key in edits) payload[key] = edits[key];
  if (Object.keys(payload).length === 0) return true;
  try {
    const saved = await track(get, set, () =>
      get(apiAtom).updateWedding(server._id, { ...payload, version: server.version }, { pro: options.pro }),
    );
    // Keep only edits made after this save started (or to other fields).
    const remaining: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(get(editsAtom))) {
      if (!(key in payload) || !sameValue(value, payload[key])) remaining[key] = value;
    }
    set(serverWeddingAtom, saved);
    set(editsAtom, remaining);
    set(noticeAtom, { kind: 'success', text: options.successText ?? 'Wedding updated' });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) set(conflictAtom, CONFLICT_TEXT);
    set(noticeAtom, { kind: 'error', text: error instanceof ApiError && error.status !== 409 ? error.message : (get(conflictAtom) ?? String(error)) });
    return false;
  }
});

/** After a conflict: take the server's latest wedding and re-apply the local edits on top. */
export const reloadKeepingEditsAtom = atom(null, async (get, set) => {
  const server = get(serverWeddingAtom);
  if (!server) return;
  const latest = await track(get, set, () => get(apiAtom).getWedding(server._id));
  set(serverWeddingAtom, latest);
  set(conflictAtom, null);
});

export interface OptimisticChange {
  fields: Record<string, unknown>;
  failureText: string;
  pro?: boolean;
}

/**
 * Applies a change at once (layout pickers, deletes), saves it, and restores the previous values
 * if the server refuses. Ignored while a load is in progress or when nothing changes.
 */
export const optimisticChangeAtom = atom(null, async (get, set, change: OptimisticChange) => {
  const server = get(serverWeddingAtom);
  if (!server || get(isLoadingAtom)) return false;
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(change.fields)) previous[key] = server[key];
  if (Object.keys(change.fields).every((key) => sameValue(previous[key], change.fields[key]))) return false;
  set(serverWeddingAtom, { ...server, ...change.fields });
  try {
    const saved = await track(get, set, () =>
      get(apiAtom).updateWedding(server._id, { ...change.fields, version: server.version }, { pro: change.pro }),
    );
    set(serverWeddingAtom, saved);
    return true;
  } catch (error) {
    const current = get(serverWeddingAtom);
    if (current) set(serverWeddingAtom, { ...current, ...previous });
    if (error instanceof ApiError && error.status === 409) set(conflictAtom, CONFLICT_TEXT);
    set(noticeAtom, { kind: 'error', text: change.failureText });
    return false;
  }
});

/** Drops local edits of some fields (e.g. colours before 'Reset colours'). */
export const discardEditsAtom = atom(null, (get, set, fields: string[]) => {
  const edits = { ...get(editsAtom) };
  for (const field of fields) delete edits[field];
  set(editsAtom, edits);
});
