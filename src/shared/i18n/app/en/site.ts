/** The couple's app, site: every key starts with 'site.'. */
export const site = {} satisfies Record<`site.${string}`, string>;
