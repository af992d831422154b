/** The couple's app, shell: every key starts with 'shell.'. */
export const shell = {} satisfies Record<`shell.${string}`, string>;
