/** The couple's app, events: every key starts with 'events.'. */
export const events = {} satisfies Record<`events.${string}`, string>;
