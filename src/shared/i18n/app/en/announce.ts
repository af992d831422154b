/** The couple's app, announce: every key starts with 'announce.'. */
export const announce = {} satisfies Record<`announce.${string}`, string>;
