/** The couple's questions' limits (a question's label, its choices), shared by the schemas and the translations. */
export const LABEL_MAX = 200;
export const OPTIONS_MAX = 20;
export const OPTION_MAX = 100;
