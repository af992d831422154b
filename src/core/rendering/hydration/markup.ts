export const ISLAND_TAG = 'wb-island';
export const PROPS_ATTRIBUTE = 'data-island-props';

/** JSON that is safe inside a <script> element: nothing can close the tag or start a comment. */
export function serializeProps(value: unknown): string {
  return JSON.stringify(value ?? {})
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
