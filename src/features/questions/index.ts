// The questions feature's public API: what jobs/, the CLI and other features may import (createApp takes the routers
// from routers.ts). Anything else in src/features/questions/ is private to it (.dependency-cruiser.cjs).
export { questionsFeature } from './domain/questions';
export type { QuestionRow } from './domain/questions';
export { questionApiActions, questionPageActions } from './routes/question-actions';
export { questionsRepository } from './domain/repository';
export type { QuestionsRepository } from './domain/repository';
export { AnswerTally } from './views/AnswerTally';
export { QuestionsCard } from './views/QuestionsCard';
