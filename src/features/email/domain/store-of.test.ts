// The store behind a legacy caller's SQLite Db (issue 29 item 7): the async store is recognised by
// its executor and passed through as it is.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../core/db/connection';
import type { DataStore } from '../../../core/db/store/store';
import { isStore, storeOf } from './store-of';

describe('storeOf', () => {
  it('passes a store through and tells it from a Db by its executor function', () => {
    const store = { engine: 'sqlite', executor: () => ({}) } as unknown as DataStore;
    expect(isStore(store)).toBe(true);
    expect(storeOf(store)).toBe(store);
    expect(isStore({ executor: 'not a function' } as unknown as DataStore)).toBe(false);
    expect(isStore({ select: () => ({}) } as unknown as Db)).toBe(false);
  });
});
