/** The couple's app, pages: every key starts with 'pages.'. */
export const pages = {} satisfies Record<`pages.${string}`, string>;
