/** The couple's app, questions: every key starts with 'questions.'. */
export const questions = {
  'questions.title': 'Questions',
  'questions.empty': 'No questions yet.',
  'questions.required': ' · required',
  'questions.moveUp': 'Move {label} up',
  'questions.moveDown': 'Move {label} down',
  'questions.edit': 'Edit',
  'questions.editLabel': 'Edit {label}',
  'questions.delete': 'Delete',
  'questions.deleteLabel': 'Delete {label}',
  'questions.save': 'Save question',
  'questions.add': 'Add question',
  'questions.addTitle': 'Add a question',
  'questions.badOrder': 'The order must list every question once',
} satisfies Record<`questions.${string}`, string>;
