/** The couple's app, payments: every key starts with 'payments.'. */
export const payments = {} satisfies Record<`payments.${string}`, string>;
