/** The couple's app, builder: every key starts with 'builder.'. */
export const builder = {} satisfies Record<`builder.${string}`, string>;
