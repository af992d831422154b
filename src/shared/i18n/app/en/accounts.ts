/** The couple's app, accounts: every key starts with 'accounts.'. */
export const accounts = {} satisfies Record<`accounts.${string}`, string>;
