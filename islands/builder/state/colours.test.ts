import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLOR_DEBOUNCE_MS } from '../../../src/shared/wedding/limits';
import { hexToOklch, oklchToHex } from '../../../src/shared/wedding/oklch';
import { themePalette } from '../../../src/shared/wedding/themes';
import { changeColourAtom, colourHexesAtom, flushColoursAtom, pendingColoursAtom, resetColoursAtom } from './colours';
import { apiAtom, draftAtom, editsAtom, isDirtyAtom, loadWeddingAtom, serverWeddingAtom } from './draft';
import type { WeddingEdits } from './api';
import { fakeServer } from './fake-server';

function setup(colours: WeddingEdits = {}) {
  const server = fakeServer({
    _id: 'w1',
    version: 1,
    weddingTheme: 'light',
    mainHeadingColor: 'oklch(40% 0.1 300)',
    navColor: 'oklch(30% 0 0)',
    sectionColor: 'oklch(35% 0.12 20)',
    paragraphColor: 'oklch(20% 0 0)',
    backgroundColorOne: 'oklch(100% 0 0)',
    backgroundColorTwo: 'oklch(96% 0.01 80)',
    subAccentColor: 'oklch(70% 0.1 150)',
    mainAccentColor: 'oklch(55% 0.2 0)',
    ...colours,
  });
  const store = createStore();
  store.set(apiAtom, server.api);
  store.set(loadWeddingAtom, { ...server.stored });
  return { store, server };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('colour pickers', () => {
  it('turn a hex pick into OKLCH in the draft at once and back into the same hex', () => {
    const { store } = setup();
    store.set(changeColourAtom, { field: 'mainAccentColor', hex: '#c0457a' });
    const stored = store.get(draftAtom)?.mainAccentColor as string;
    expect(stored).toMatch(/^oklch\(/);
    expect(oklchToHex(stored)).toBe('#c0457a');
    expect(store.get(colourHexesAtom)?.mainAccentColor).toBe('#c0457a');
  });

  it('send every change of a burst once, 2 seconds after the last one', async () => {
    const { store, server } = setup();
    store.set(changeColourAtom, { field: 'mainAccentColor', hex: '#aa0000' });
    vi.advanceTimersByTime(1500);
    store.set(changeColourAtom, { field: 'mainAccentColor', hex: '#bb0000' });
    vi.advanceTimersByTime(1500);
    store.set(changeColourAtom, { field: 'navColor', hex: '#112233' });
    expect(store.get(pendingColoursAtom)).toEqual(['mainAccentColor', 'navColor']);
    vi.advanceTimersByTime(COLOR_DEBOUNCE_MS - 1);
    expect(server.calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]!.fields).toEqual({ mainAccentColor: hexToOklch('#bb0000'), navColor: hexToOklch('#112233'), version: 1 });
    await vi.waitFor(() => expect(store.get(isDirtyAtom)).toBe(false));
    expect(store.get(pendingColoursAtom)).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(server.calls).toHaveLength(1);
  });

  it('Reset colours drops waiting changes and asks the server for the theme palette', async () => {
    const { store, server } = setup();
    store.set(changeColourAtom, { field: 'paragraphColor', hex: '#eeeeee' });
    const reset = store.set(resetColoursAtom);
    expect(store.get(editsAtom)).toEqual({});
    expect(await reset).toBe(true);
    vi.advanceTimersByTime(COLOR_DEBOUNCE_MS * 2);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.fields).toEqual({ resetColors: true, weddingTheme: 'light', version: 1 });
    expect(store.get(serverWeddingAtom)?.paragraphColor).toBe('oklch(20% 0 0)');
  });

  it("log an invalid OKLCH value and ignore it: the theme's colour shows in its place", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = setup({ navColor: 'rgb(1, 2, 3)' });
    const hexes = store.get(colourHexesAtom)!;
    expect(hexes.navColor).toBe(oklchToHex(themePalette('light').navColor));
    expect(hexes.paragraphColor).toBe(oklchToHex('oklch(20% 0 0)'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Invalid OKLCH colour in navColor'));
    warn.mockRestore();
  });

  it("start from the theme's colours where the couple chose none", () => {
    const { store } = setup({ weddingTheme: 'dracula', ...themePalette('light') });
    expect(store.get(colourHexesAtom)?.backgroundColorOne).toBe(oklchToHex(themePalette('dracula').backgroundColorOne));
  });

  it('ignore a value that is not a hex colour', async () => {
    const { store, server } = setup();
    expect(store.set(changeColourAtom, { field: 'navColor', hex: 'blue' })).toBe(false);
    await store.set(flushColoursAtom);
    expect(server.calls).toHaveLength(0);
  });
});
