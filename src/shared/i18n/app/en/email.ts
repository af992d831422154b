/** The couple's app, email: every key starts with 'email.'. */
export const email = {} satisfies Record<`email.${string}`, string>;
