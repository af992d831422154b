// A guest reports a shared photo (issue 26 item 5), one action:
//   POST /api/v1/public/{weddingUrl}/photos/{id}/report → { msg }
//   POST /{weddingUrl}/photos/{id}/report (the album's no-JS button) → 303 back to the album
// The photo is hidden at once and marked reported until the couple shares or hides it again. Only who may
// see the album may report; 20 reports an hour per address (the one rate limiter).
import type { Context } from 'hono';
import { z } from 'zod';
import { anyone, defineAction } from '../../../core/actions/define-action';
import type { AppEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { clientIp } from '../../../core/http/request-info';
import { UserError } from '../../../core/errors';
import { photoReportBuckets, RateLimitedError, takeRoom, throttledMessage, waitFor } from '../../../core/rate-limit';
import { CURATION_MESSAGES } from '../domain/curation';
import { photosRepository } from '../domain/repository';
import { albumGate } from './access';
import { refusalOf } from './refusal';
import { toLang, translator } from '../../../shared/i18n';
import { type PhotoRefusal, photoRefusalText } from '../../../shared/photos/texts';

export const REPORTED = translator('en')('photos.reported');

const report = {
  summary: 'Report a shared photo (hidden until the couple looks)',
  input: z.object({}),
  output: z.object({ msg: z.string() }),
  run: async (c: Context<AppEnv>) => {
    const gate = await albumGate(c, c.req.param('weddingUrl') ?? '');
    const buckets = photoReportBuckets(clientIp(c));
    if (!(await takeRoom(c.var.store, buckets))) {
      const wait = await waitFor(c.var.store, buckets);
      throw new RateLimitedError('photos.rate-limited', throttledMessage(wait), wait);
    }
    if (!(await photosRepository(c.var.store).report(gate.found.wedding.id, c.req.param('id') ?? '', new Date())))
      throw new UserError('photos.not-found', CURATION_MESSAGES.notFound);
    return { msg: REPORTED };
  },
};

/** Back to the album with the outcome, in the language the album's button named (issue 27); English without one. */
function backToAlbum(c: Context, refusal: PhotoRefusal | null) {
  const lang = toLang(c.req.query('lang'));
  const t = translator(lang ?? 'en');
  setFlash(c, refusal ? photoRefusalText(t, refusal) : t('photos.reported'), refusal ? 'error' : undefined);
  return c.redirect(`/${encodeURIComponent((c.req.param('weddingUrl') ?? '').toLowerCase())}/photos${lang ? `?lang=${lang}` : ''}`, 303);
}

/** Mounted at /api/v1/public. */
export const reportApiActions = [defineAction({ method: 'POST', path: '/:weddingUrl/photos/:id/report', guard: anyone, ...report })];
/** Mounted at /{weddingUrl}/photos. */
export const reportPageActions = [
  defineAction({
    method: 'POST',
    path: '/:id/report',
    guard: anyone,
    ...report,
    form: {
      onSuccess: (c: Context<AppEnv>) => backToAlbum(c, null),
      onError: (c, problem) => backToAlbum(c, problem.error ? refusalOf(problem.error) : { msg: problem.msg }),
    },
  }),
];
