/** The couple's app, seating: every key starts with 'seating.'. */
export const seating = {} satisfies Record<`seating.${string}`, string>;
