/** The couple's app, special-requests: every key starts with 'special-requests.'. */
export const specialRequests = {} satisfies Record<`special-requests.${string}`, string>;
