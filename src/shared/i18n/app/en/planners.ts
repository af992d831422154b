/** The couple's app, planners: every key starts with 'planners.'. */
export const planners = {} satisfies Record<`planners.${string}`, string>;
