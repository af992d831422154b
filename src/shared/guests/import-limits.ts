/** The largest guest-list CSV accepted (the import and the request body limit both read it). */
export const IMPORT_MAX_BYTES = 1024 * 1024;
