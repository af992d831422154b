/** The couple's app, catering: every key starts with 'catering.'. */
export const catering = {} satisfies Record<`catering.${string}`, string>;
