/** The couple's app, rsvp: every key starts with 'rsvp.'. */
export const rsvp = {} satisfies Record<`rsvp.${string}`, string>;
