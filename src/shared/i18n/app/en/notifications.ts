/** The couple's app, notifications: every key starts with 'notifications.'. */
export const notifications = {} satisfies Record<`notifications.${string}`, string>;
