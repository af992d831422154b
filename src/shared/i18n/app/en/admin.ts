/** The couple's app, admin: every key starts with 'admin.'. */
export const admin = {} satisfies Record<`admin.${string}`, string>;
