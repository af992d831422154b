/** The couple's app, journey: every key starts with 'journey.'. */
export const journey = {} satisfies Record<`journey.${string}`, string>;
