/** The couple's app, uploads: every key starts with 'uploads.'. */
export const uploads = {} satisfies Record<`uploads.${string}`, string>;
