// The special-requests feature's routers and app-wide middlewares, for createApp (src/app.ts) only: other features use index.ts.
export { coupleSpecialApi as specialRequestsApi } from './routes/couple.api';
export { coupleSpecialPages as specialRequestsPages } from './routes/couple.pages';
export { questionsGuestApi, questionsGuestListApi } from './routes/public.api';
export { publicQuestionsPages } from './routes/public.pages';
