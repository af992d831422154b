/** The couple's app, weddings: every key starts with 'weddings.'. */
export const weddings = {} satisfies Record<`weddings.${string}`, string>;
