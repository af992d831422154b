import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { ApiError, type BuilderApi, type WeddingRecord } from './api';
import {
  apiAtom,
  canUndoAtom,
  conflictAtom,
  draftAtom,
  editAtom,
  editsAtom,
  isLoadingAtom,
  loadWeddingAtom,
  noticeAtom,
  optimisticChangeAtom,
  redoAtom,
  reloadKeepingEditsAtom,
  saveAtom,
  serverWeddingAtom,
  undoAtom,
} from './draft';

/** A tiny in-memory server with versions, so saves really conflict. */
function fakeServer(initial: WeddingRecord) {
  let stored = { ...initial };
  const calls: { fields: Record<string, unknown>; pro?: boolean }[] = [];
  let failNext: ApiError | null = null;
  let release: (() => void) | null = null;
  const api: BuilderApi = {
    async getWedding() {
      return { ...stored };
    },
    async updateWedding(_id, fields, options) {
      calls.push({ fields, pro: options?.pro });
      if (release === null && holdNext) await new Promise<void>((r) => (release = r));
      if (failNext) {
        const error = failNext;
        failNext = null;
        throw error;
      }
      if (fields.version !== stored.version) throw new ApiError(409, 'stale');
      const { version: _v, ...rest } = fields;
      stored = { ...stored, ...rest, version: stored.version + 1 };
      return { ...stored };
    },
  };
  let holdNext = false;
  return {
    api,
    calls,
    get stored() {
      return stored;
    },
    changeElsewhere(fields: Record<string, unknown>) {
      stored = { ...stored, ...fields, version: stored.version + 1 };
    },
    fail(error: ApiError) {
      failNext = error;
    },
    hold() {
      holdNext = true;
      release = null;
      return () => {
        holdNext = false;
        (release as (() => void) | null)?.();
      };
    },
  };
}

function setup() {
  const server = fakeServer({ _id: 'w1', version: 1, ourStoryHeading: 'Our Story', imagesLayout: 'slider' });
  const store = createStore();
  store.set(apiAtom, server.api);
  store.set(loadWeddingAtom, { ...server.stored });
  return { store, server };
}

describe('builder draft state', () => {
  it('merges edits into the draft and saves them with the version', async () => {
    const { store, server } = setup();
    store.set(editAtom, { ourStoryHeading: 'How we met' });
    expect(store.get(draftAtom)?.ourStoryHeading).toBe('How we met');
    expect(await store.set(saveAtom)).toBe(true);
    expect(server.calls[0].fields).toEqual({ ourStoryHeading: 'How we met', version: 1 });
    expect(store.get(serverWeddingAtom)?.version).toBe(2);
    expect(store.get(editsAtom)).toEqual({});
    expect(store.get(noticeAtom)).toEqual({ kind: 'success', text: 'Wedding updated' });
  });

  it('keeps an edit made while the save was in flight', async () => {
    const { store, server } = setup();
    store.set(editAtom, { ourStoryHeading: 'First' });
    const release = server.hold();
    const saving = store.set(saveAtom);
    expect(store.get(isLoadingAtom)).toBe(true);
    store.set(editAtom, { ourStoryHeading: 'Second' });
    release();
    await saving;
    expect(store.get(isLoadingAtom)).toBe(false);
    expect(store.get(draftAtom)?.ourStoryHeading).toBe('Second');
    expect(store.get(editsAtom)).toEqual({ ourStoryHeading: 'Second' });
  });

  it('on a 409 keeps the draft, says so, and can reload the latest with the edits on top', async () => {
    const { store, server } = setup();
    server.changeElsewhere({ imagesLayout: 'columns' });
    store.set(editAtom, { ourStoryHeading: 'Mine' });
    expect(await store.set(saveAtom)).toBe(false);
    expect(store.get(conflictAtom)).toMatch(/changed in another tab or device/);
    expect(store.get(draftAtom)?.ourStoryHeading).toBe('Mine');
    await store.set(reloadKeepingEditsAtom);
    expect(store.get(draftAtom)).toMatchObject({ ourStoryHeading: 'Mine', imagesLayout: 'columns', version: 2 });
    expect(await store.set(saveAtom)).toBe(true);
    expect(server.stored).toMatchObject({ ourStoryHeading: 'Mine', imagesLayout: 'columns', version: 3 });
  });

  it('undoes and redoes draft edits', () => {
    const { store } = setup();
    store.set(editAtom, { ourStoryHeading: 'A' });
    store.set(editAtom, { ourStoryHeading: 'B' });
    store.set(undoAtom);
    expect(store.get(draftAtom)?.ourStoryHeading).toBe('A');
    store.set(undoAtom);
    expect(store.get(draftAtom)?.ourStoryHeading).toBe('Our Story');
    expect(store.get(canUndoAtom)).toBe(false);
    store.set(redoAtom);
    expect(store.get(draftAtom)?.ourStoryHeading).toBe('A');
  });

  it('applies an optimistic change at once and rolls it back when the server refuses', async () => {
    const { store, server } = setup();
    server.fail(new ApiError(500, 'boom'));
    const result = store.set(optimisticChangeAtom, { fields: { imagesLayout: 'columns' }, failureText: 'Unable to update gallery layout' });
    expect(store.get(serverWeddingAtom)?.imagesLayout).toBe('columns');
    expect(await result).toBe(false);
    expect(store.get(serverWeddingAtom)?.imagesLayout).toBe('slider');
    expect(store.get(noticeAtom)).toEqual({ kind: 'error', text: 'Unable to update gallery layout' });
  });

  it('ignores an optimistic change equal to the current value or while loading', async () => {
    const { store, server } = setup();
    expect(await store.set(optimisticChangeAtom, { fields: { imagesLayout: 'slider' }, failureText: 'x' })).toBe(false);
    const release = server.hold();
    store.set(editAtom, { ourStoryHeading: 'Z' });
    const saving = store.set(saveAtom);
    expect(await store.set(optimisticChangeAtom, { fields: { imagesLayout: 'stacked' }, failureText: 'x' })).toBe(false);
    release();
    await saving;
    expect(server.calls).toHaveLength(1);
  });
});
