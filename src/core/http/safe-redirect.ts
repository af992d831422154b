// The one check for every user-supplied redirect target (login and device-gate `next`, the
// announce form's `redirect`): only a path on this origin, judged by the browser's own URL rules.
// Control characters (a browser drops tab/CR/LF, so `/\t/evil.example` becomes `//evil.example`;
// CR/LF would also break the Location header) and backslashes (read as `/`) are refused outright,
// encoded or not;
// the rest is parsed with WHATWG URL against a placeholder origin and must stay on it, and the
// serialised path must not start with `//` (dot segments can produce that: `/.//evil.example`).
// Anything else gives the caller's fallback: never an error, never another site.
const PLACEHOLDER = 'http://vowly.invalid';
const MAX_LENGTH = 2048;

export function safeRedirectTarget(next: unknown, fallback: string): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > MAX_LENGTH) return fallback;
  if (!next.startsWith('/') || next.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  // Their percent-encoded forms too: a later decode (a form round-trip) must not revive them.
  if (/%(?:[01][0-9a-f]|7f|5c)/i.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, PLACEHOLDER);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER) return fallback;
  const target = url.pathname + url.search + url.hash;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

/** A `next` worth keeping in a form (login page, device gate): the safe target, or nothing. */
export function keptNext(next: unknown): string | undefined {
  const target = safeRedirectTarget(next, '');
  return target === '' ? undefined : target;
}
