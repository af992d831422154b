/** The couple's app, common: every key starts with 'common.'. */
export const common = {} satisfies Record<`common.${string}`, string>;
