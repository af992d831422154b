/** The couple's app, questions: every key starts with 'questions.'. */
export const questions = {} satisfies Record<`questions.${string}`, string>;
