// The questions feature's public API: its domain, what jobs/, the CLI and other features (their domain/ too) may import;
// its views and route helpers are in web.ts, createApp takes the routers from routers.ts. Anything else in
// src/features/questions/ is private to it (.dependency-cruiser.cjs).
export { questionsFeature } from './domain/questions';
export type { QuestionRow } from './domain/questions';
export { questionsRepository } from './domain/repository';
export type { QuestionsRepository } from './domain/repository';
