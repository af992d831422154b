/** The couple's app, guests: every key starts with 'guests.'. */
export const guests = {} satisfies Record<`guests.${string}`, string>;
