// Colour edits (site-editor.md §4): the pickers work in hex, the wedding stores OKLCH; a change shows
// at once in the preview and reaches the server once, 2 s after the last change. The timer lives in
// the store, not in the panel, so switching tabs or closing the sheet does not drop a pending save.
import { atom, type Getter } from 'jotai';
import { appText } from '../../../src/shared/i18n/app';
import { COLOR_DEBOUNCE_MS } from '../../../src/shared/wedding/limits';
import { hexToOklch, isOklch, oklchToHex } from '../../../src/shared/wedding/oklch';
import { effectivePalette } from '../../../src/features/site/views/site/style-vars';
import { COLOR_FIELDS, type ColorField } from '../../../src/shared/wedding/palette';
import { carriedFieldsAtom, conflictAtom, discardEditsAtom, draftAtom, editAtom, editsAtom, saveAtom, sendUpdateAtom } from './draft';

/** Colour fields changed and waiting for the debounce. */
export const pendingColoursAtom = atom<ColorField[]>([]);
const colourTimerAtom = atom<ReturnType<typeof setTimeout> | null>(null);

/**
 * The eight colours the page shows (the theme's, overridden by the couple's): what the pickers and
 * the contrast check start from. A stored value that is not valid OKLCH is logged once and ignored,
 * so the theme's colour shows in its place.
 */
const warned = new Set<string>();
export const effectiveColoursAtom = atom((get) => {
  const draft = get(draftAtom);
  if (!draft) return null;
  for (const field of COLOR_FIELDS) {
    const value = draft[field];
    if (value !== undefined && !isOklch(value) && !warned.has(`${field}:${String(value)}`)) {
      warned.add(`${field}:${String(value)}`);
      console.warn(`Invalid OKLCH colour in ${field}: ${String(value)} (ignored)`);
    }
  }
  return effectivePalette(String(draft.weddingTheme ?? 'light'), draft);
});

/** Each colour as '#rrggbb' for the pickers. */
export const colourHexesAtom = atom((get) => {
  const colours = get(effectiveColoursAtom);
  if (!colours) return null;
  return Object.fromEntries(COLOR_FIELDS.map((field) => [field, oklchToHex(colours[field])])) as Record<ColorField, string | null>;
});

function stopTimer(get: Getter) {
  const timer = get(colourTimerAtom);
  if (timer) clearTimeout(timer);
}

/**
 * Colour edits whose save failed (offline, a conflict, a server error). They stay in the draft,
 * go out with the next save of any panel, again when the browser is back online or the conflict
 * is resolved, and 'Save colours' sends them at once.
 */
export const unsentColoursAtom = atom((get) => {
  const edits = get(editsAtom);
  return get(carriedFieldsAtom).filter((field): field is ColorField => (COLOR_FIELDS as readonly string[]).includes(field) && field in edits);
});

/** Sends the waiting colour fields now (the debounce calls this). */
export const flushColoursAtom = atom(null, async (get, set) => {
  stopTimer(get);
  set(colourTimerAtom, null);
  const fields = get(pendingColoursAtom);
  set(pendingColoursAtom, []);
  if (fields.length === 0) return true;
  const saved = await set(saveAtom, { fields });
  if (!saved) set(carriedFieldsAtom, [...new Set([...get(carriedFieldsAtom), ...fields])]);
  return saved;
});

/** Sends colour edits whose save failed (back online, or 'Save colours'); nothing while a conflict is open. */
export const retryColoursAtom = atom(null, async (get, set) => {
  const fields = get(unsentColoursAtom);
  if (fields.length === 0 || get(conflictAtom)) return true;
  return set(saveAtom, { fields });
});

/** A picker's hex value: into the draft as OKLCH now, to the server after the debounce. */
export const changeColourAtom = atom(null, (get, set, { field, hex }: { field: ColorField; hex: string }) => {
  const value = hexToOklch(hex);
  if (!value) return false;
  set(editAtom, { [field]: value });
  if (!get(pendingColoursAtom).includes(field)) set(pendingColoursAtom, [...get(pendingColoursAtom), field]);
  stopTimer(get);
  set(
    colourTimerAtom,
    setTimeout(() => void set(flushColoursAtom), COLOR_DEBOUNCE_MS),
  );
  return true;
});

/** 'Reset colours': drops colour edits (and a waiting save) and asks the server for the theme's palette. */
export const resetColoursAtom = atom(null, (get, set) => {
  stopTimer(get);
  set(colourTimerAtom, null);
  set(pendingColoursAtom, []);
  set(
    carriedFieldsAtom,
    get(carriedFieldsAtom).filter((field) => !(COLOR_FIELDS as readonly string[]).includes(field)),
  );
  set(discardEditsAtom, [...COLOR_FIELDS]);
  const theme = get(draftAtom)?.weddingTheme ?? 'light';
  return set(sendUpdateAtom, { fields: { resetColors: true, weddingTheme: theme }, failureText: appText('builder.failed.resetColours') });
});
