/**
 * A refusal the user should read (the API's `{ msg }`, a page's error message). The domain throws
 * it with the HTTP-like status as plain data; only the server's error handler
 * (src/core/http/error-handler.tsx) turns it into a response, so this file knows nothing of Hono.
 */
export type UserErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 500 | 502 | 503;

export class UserError extends Error {
  constructor(
    readonly status: UserErrorStatus,
    message: string,
    /** Sent beside `msg` in the API's JSON (e.g. `errors` per field). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
