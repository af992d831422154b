// Helpers of the couple's special-request API and pages (both behind the owner guards).
import { zonedFormatter } from '../../../shared/wedding/zoned-format';
import type { Context } from 'hono';
import { responseCounts } from '../domain/responses';
import { appText } from '../../../shared/i18n/app';
import { questionsUrl } from '../domain/questions-email';
import type { AppEnv } from '../../../core/http/context';
import { requirePro } from '../../../core/http/middleware/guards';
import { publicOrigin } from '../../../core/http/request-info';
import { specialRepositories } from '../domain/repositories';

/** Reading responses (and their CSV) is the plans table's "special-request tracking": Pro (after requireApiOwner). */
export const requireTracking = requirePro(appText('special-requests.trackingProOnly'));

export function sharedQuestionsUrl<E extends AppEnv>(c: Context<E>, weddingUrl: string | null): string | null {
  return weddingUrl ? questionsUrl(publicOrigin(c), weddingUrl) : null;
}

export function countsOf<E extends AppEnv>(c: Context<E>, weddingId: string) {
  return responseCounts(specialRepositories(c.var.store), weddingId);
}

export function csvFileName(weddingUrl: string | null) {
  return weddingUrl ? `${weddingUrl}-special-requests.csv` : 'special-requests.csv';
}

/** 'MMM d, h:mm a' in the wedding's zone (UTC when the zone is unusable). */
export const timeFormatter = (timeZone: string) => zonedFormatter(timeZone, 'MMM d, h:mm a');
