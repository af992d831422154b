import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { coupleSpecialApi } from './couple.api';
import { coupleSpecialPages } from './couple.pages';
import { publicQuestionsApi } from './public.api';
import { publicQuestionsPages } from './public.pages';

/** /api/v1/special-requests/*, /api/v1/{public|private}/questions/{id}, and the questions page's POST/PATCH /api/v1/guest-list (mount before the guest-list API). */
export const specialRequestsApi = new Hono<AppEnv>().route('/', publicQuestionsApi).route('/', coupleSpecialApi);
/** /app/special-request/*, /questions/{id}, /questions/{id}/submitted */
export const specialRequestsPages = new Hono<AppEnv>().route('/', coupleSpecialPages).route('/', publicQuestionsPages);
