// /api/v1/special-requests: the couple's settings, questions, responses and e-mails
export { coupleSpecialApi as specialRequestsApi } from './couple.api';
// questionsGuestApi: /api/v1/{public|private}/questions/{id}; questionsGuestListApi: the questions
// page's POST/PATCH /api/v1/guest-list (mounted before the couple's guest-list API)
export { questionsGuestApi, questionsGuestListApi } from './public.api';
// /app/special-request and its children
export { coupleSpecialPages as specialRequestsPages } from './couple.pages';
// /questions/{id}, /questions/{id}/submitted
export { publicQuestionsPages } from './public.pages';
