import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import {
  apiAtom,
  canRedoAtom,
  canUndoAtom,
  conflictAtom,
  draftAtom,
  editAtom,
  editsAtom,
  isDirtyAtom,
  isLoadingAtom,
  loadWeddingAtom,
  noticeAtom,
  optimisticChangeAtom,
  redoAtom,
  reloadKeepingEditsAtom,
  revalidateAtom,
  saveAtom,
  serverWeddingAtom,
  TYPING_MERGE_MS,
  undoAtom,
} from './draft';
import { fakeServer, testWedding } from './fake-server';

function setup() {
  const server = fakeServer({ _id: 'w1', version: 1, ourStoryHeading: 'Our Story', weddingHeader: 'Hello', imagesLayout: 'slider' });
  const store = createStore();
  store.set(apiAtom, server.api);
  store.set(loadWeddingAtom, { ...server.stored });
  return { store, server };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('builder draft: merge and save', () => {
  it('merges edits into the draft and saves them with the version', async () => {
    const { store, server } = setup();
    store.set(editAtom, { ourStoryHeading: 'How we met' });
    expect(store.get(draftAtom)?.ourStoryHeading).toBe('How we met');
    expect(store.get(serverWeddingAtom)?.ourStoryHeading).toBe('Our Story');
    expect(store.get(isDirtyAtom)).toBe(true);
    expect(await store.set(saveAtom)).toBe(true);
    expect(server.calls[0]!.fields).toEqual({ ourStoryHeading: 'How we met', version: 1 });
    expect(store.get(serverWeddingAtom)?.version).toBe(2);
    expect(store.get(editsAtom)).toEqual({});
    expect(store.get(isDirtyAtom)).toBe(false);
    expect(store.get(noticeAtom)).toEqual({ kind: 'success', text: 'Wedding updated' });
  });

  it('saves only the fields asked for; other edits stay in the draft', async () => {
    const { store, server } = setup();
    store.set(editAtom, { ourStoryHeading: 'A', weddingHeader: 'B' });
    await store.set(saveAtom, { fields: ['weddingHeader'] });
    expect(server.calls[0]!.fields).toEqual({ weddingHeader: 'B', version: 1 });
    expect(store.get(editsAtom)).toEqual({ ourStoryHeading: 'A' });
    expect(store.get(draftAtom)).toMatchObject({ ourStoryHeading: 'A', weddingHeader: 'B', version: 2 });
  });

  it('sends the Pro update when asked', async () => {
    const { store, server } = setup();
    store.set(editAtom, { enableFooter: false });
    await store.set(saveAtom, { fields: ['enableFooter'], pro: true });
    expect(server.calls[0]!.pro).toBe(true);
  });

  it('an edit typed back to the saved value is not an unsaved change', () => {
    const { store } = setup();
    store.set(editAtom, { weddingHeader: 'Hello!' });
    expect(store.get(isDirtyAtom)).toBe(true);
    store.set(editAtom, { weddingHeader: 'Hello' });
    expect(store.get(isDirtyAtom)).toBe(false);
  });

  it('keeps an edit made while the save was in flight', async () => {
    const { store, server } = setup();
    store.set(editAtom, { ourStoryHeading: 'First' });
    const release = server.hold();
    const saving = store.set(saveAtom);
    expect(store.get(isLoadingAtom)).toBe(true);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    store.set(editAtom, { ourStoryHeading: 'Second' });
    release();
    await saving;
    expect(store.get(isLoadingAtom)).toBe(false);
    expect(store.get(serverWeddingAtom)?.ourStoryHeading).toBe('First');
    expect(store.get(draftAtom)?.ourStoryHeading).toBe('Second');
    expect(store.get(editsAtom)).toEqual({ ourStoryHeading: 'Second' });
  });

  it('runs saves one after another, each with the version the previous one returned (no false conflict)', async () => {
    const { store, server } = setup();
    const release = server.hold();
    store.set(editAtom, { weddingHeader: 'One' });
    const first = store.set(saveAtom, { fields: ['weddingHeader'] });
    store.set(editAtom, { ourStoryHeading: 'Two' });
    const second = store.set(saveAtom, { fields: ['ourStoryHeading'] });
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    release();
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(server.calls.map((c) => c.fields.version)).toEqual([1, 2]);
    expect(store.get(conflictAtom)).toBeNull();
    expect(server.stored).toMatchObject({ weddingHeader: 'One', ourStoryHeading: 'Two', version: 3 });
    expect(store.get(isLoadingAtom)).toBe(false);
  });

  it('revalidates after a success, taking only a newer wedding', async () => {
    const { store, server } = setup();
    store.set(editAtom, { weddingHeader: 'Saved' });
    await store.set(saveAtom);
    await vi.waitFor(() => expect(server.gets).toBe(1));
    expect(store.get(serverWeddingAtom)?.version).toBe(2);
    // A change made elsewhere arrives with the next revalidation…
    server.changeElsewhere({ imagesLayout: 'columns' });
    await store.set(revalidateAtom);
    expect(store.get(serverWeddingAtom)).toMatchObject({ imagesLayout: 'columns', version: 3 });
    // …but an answer older than what we hold is ignored.
    store.set(apiAtom, { ...server.api, getWedding: async () => testWedding({ _id: 'w1', version: 1, imagesLayout: 'slider' }) });
    await store.set(revalidateAtom);
    expect(store.get(serverWeddingAtom)).toMatchObject({ imagesLayout: 'columns', version: 3 });
  });

  it('shows the server text of a refused save and keeps the draft', async () => {
    const { store, server } = setup();
    server.fail(new ApiError(403, 'Upgrade to unlock'));
    store.set(editAtom, { enablePassword: true });
    expect(await store.set(saveAtom)).toBe(false);
    expect(store.get(noticeAtom)).toEqual({ kind: 'error', text: 'Upgrade to unlock' });
    expect(store.get(draftAtom)?.enablePassword).toBe(true);
    expect(store.get(conflictAtom)).toBeNull();
  });
});

describe('builder draft: the 409 path', () => {
  it('keeps the draft, says so, and can reload the latest with the edits on top', async () => {
    const { store, server } = setup();
    server.changeElsewhere({ imagesLayout: 'columns' });
    store.set(editAtom, { ourStoryHeading: 'Mine' });
    expect(await store.set(saveAtom)).toBe(false);
    expect(store.get(conflictAtom)).toMatch(/changed in another tab or device/);
    expect(store.get(draftAtom)?.ourStoryHeading).toBe('Mine');
    expect(store.get(isDirtyAtom)).toBe(true);
    expect(await store.set(reloadKeepingEditsAtom)).toBe(true);
    expect(store.get(conflictAtom)).toBeNull();
    expect(store.get(draftAtom)).toMatchObject({ ourStoryHeading: 'Mine', imagesLayout: 'columns', version: 2 });
    expect(await store.set(saveAtom)).toBe(true);
    expect(server.stored).toMatchObject({ ourStoryHeading: 'Mine', imagesLayout: 'columns', version: 3 });
  });
});

describe('builder draft: optimistic changes', () => {
  it('applies a change at once and rolls it back when the server refuses', async () => {
    const { store, server } = setup();
    server.fail(new ApiError(500, 'boom'));
    const result = store.set(optimisticChangeAtom, { fields: { imagesLayout: 'columns' }, failureText: 'Unable to update gallery layout' });
    expect(store.get(serverWeddingAtom)?.imagesLayout).toBe('columns');
    expect(await result).toBe(false);
    expect(store.get(serverWeddingAtom)?.imagesLayout).toBe('slider');
    expect(store.get(noticeAtom)).toEqual({ kind: 'error', text: 'Unable to update gallery layout' });
  });

  it('rolls back on a conflict too, and raises the conflict banner', async () => {
    const { store, server } = setup();
    server.changeElsewhere({ weddingHeader: 'Elsewhere' });
    expect(await store.set(optimisticChangeAtom, { fields: { imagesLayout: 'stacked' }, failureText: 'Unable to update gallery layout' })).toBe(false);
    expect(store.get(serverWeddingAtom)?.imagesLayout).toBe('slider');
    expect(store.get(conflictAtom)).not.toBeNull();
    expect(store.get(noticeAtom)?.text).toBe('Unable to update gallery layout');
  });

  it('is ignored when equal to the current value or while a load is in progress', async () => {
    const { store, server } = setup();
    expect(await store.set(optimisticChangeAtom, { fields: { imagesLayout: 'slider' }, failureText: 'x' })).toBe(false);
    const release = server.hold();
    store.set(editAtom, { ourStoryHeading: 'Z' });
    const saving = store.set(saveAtom);
    expect(await store.set(optimisticChangeAtom, { fields: { imagesLayout: 'stacked' }, failureText: 'x' })).toBe(false);
    release();
    await saving;
    expect(server.calls).toHaveLength(1);
    expect(store.get(serverWeddingAtom)?.imagesLayout).toBe('slider');
  });
});

describe('builder draft: undo and redo', () => {
  it('undoes and redoes draft edits', () => {
    vi.useFakeTimers();
    const { store } = setup();
    store.set(editAtom, { ourStoryHeading: 'A' });
    vi.advanceTimersByTime(TYPING_MERGE_MS + 1);
    store.set(editAtom, { ourStoryHeading: 'B' });
    store.set(undoAtom);
    expect(store.get(draftAtom)?.ourStoryHeading).toBe('A');
    store.set(undoAtom);
    expect(store.get(draftAtom)?.ourStoryHeading).toBe('Our Story');
    expect(store.get(canUndoAtom)).toBe(false);
    store.set(redoAtom);
    expect(store.get(draftAtom)?.ourStoryHeading).toBe('A');
    store.set(redoAtom);
    expect(store.get(draftAtom)?.ourStoryHeading).toBe('B');
    expect(store.get(canRedoAtom)).toBe(false);
  });

  it('keystrokes in one field within a second are one step; a new edit clears redo', () => {
    vi.useFakeTimers();
    const { store } = setup();
    for (const text of ['R', 'Ro', 'Ros', 'Rosa']) {
      store.set(editAtom, { weddingHeader: text });
      vi.advanceTimersByTime(100);
    }
    store.set(editAtom, { ourStoryHeading: 'Other field' });
    store.set(undoAtom);
    expect(store.get(draftAtom)).toMatchObject({ weddingHeader: 'Rosa', ourStoryHeading: 'Our Story' });
    expect(store.get(canRedoAtom)).toBe(true);
    store.set(undoAtom);
    expect(store.get(draftAtom)?.weddingHeader).toBe('Hello');
    store.set(editAtom, { weddingHeader: 'New' });
    expect(store.get(canRedoAtom)).toBe(false);
  });

  it('undo after a save puts the saved-over value back as an unsaved edit', async () => {
    const { store } = setup();
    store.set(editAtom, { weddingHeader: 'Saved' });
    await store.set(saveAtom);
    expect(store.get(isDirtyAtom)).toBe(false);
    store.set(undoAtom);
    expect(store.get(draftAtom)?.weddingHeader).toBe('Hello');
    expect(store.get(isDirtyAtom)).toBe(true);
    store.set(redoAtom);
    expect(store.get(draftAtom)?.weddingHeader).toBe('Saved');
    expect(store.get(isDirtyAtom)).toBe(false);
  });
});
