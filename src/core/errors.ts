import { errorEntry, type ErrorCode, type PageBehaviour, type UserErrorStatus } from './error-codes';

/**
 * A refusal the user should read (the API's `{ msg, code }`, a page's error message). The domain
 * throws it with a stable code (src/core/error-codes.ts); the code's HTTP status and page
 * behaviour come from that table, read only by the error handler (src/core/http/error-handler.tsx)
 * and the page routes, so this file knows nothing of Hono.
 */
export class UserError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Sent beside `msg` and `code` in the API's JSON (e.g. `errors` per field). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  get status(): UserErrorStatus {
    return errorEntry(this.code).status;
  }

  /** What a page does with it (rerender the form, the not-found page, a redirect). */
  get page(): PageBehaviour {
    return errorEntry(this.code).page;
  }
}
