// Where the SeatingBoard island draws each table on the free floor plan (issue 24 item 1), and how a move
// or a turn changes it. Positions are pixels from the floor's top left corner; a table never placed
// (stored at 0, 0, as the no-JS form adds them) sits in a grid slot by its order until it is moved, and a
// placed table is never put back at 0, 0.
export const TABLE_WIDTH = 192;
const COLUMNS = 4;
const STEP_X = 208;
const STEP_Y = 200;
const MARGIN = 16;
/** An arrow key moves a table this far (with Shift, five times as far); a turn is 15°. */
export const KEY_STEP = 10;
export const TURN_STEP = 15;

export interface Placed {
  x: number;
  y: number;
  rotation: number;
}

/** The table's place on the floor: its stored position, or its grid slot when it was never placed. */
export function placeOf(table: Placed, index: number): Placed {
  if (table.x !== 0 || table.y !== 0) return table;
  return { x: MARGIN + (index % COLUMNS) * STEP_X, y: MARGIN + Math.floor(index / COLUMNS) * STEP_Y, rotation: table.rotation };
}

/** A position kept on the floor (never left of or above it, never 0, 0, within the API's bounds). */
export function clampPlace(x: number, y: number): { x: number; y: number } {
  const keep = (n: number) => Math.min(9_000, Math.max(1, Math.round(n)));
  return { x: keep(x), y: keep(y) };
}

/** The rotation after a turn by `step` degrees, kept within 0–345. */
export function turned(rotation: number, step: number): number {
  return (((rotation + step) % 360) + 360) % 360;
}

/** How tall the floor must be to show every table (tables grow with their people). */
export function floorHeight(places: Placed[]): number {
  return Math.max(420, ...places.map((p) => p.y + STEP_Y + MARGIN));
}
