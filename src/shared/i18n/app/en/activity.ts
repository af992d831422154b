/** The couple's app, activity: every key starts with 'activity.'. */
export const activity = {} satisfies Record<`activity.${string}`, string>;
