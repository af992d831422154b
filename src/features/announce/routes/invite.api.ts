import { Hono, type Context } from 'hono';
import { weddingsRepository } from '../../../core/db/weddings-repository';
import { readWedding } from '../../weddings';
import { appText } from '../../../shared/i18n/app';
import { cardJson, publicCardJson } from '../../email';
import { ensureInvite, findInviteById } from '../../email';
import { isCardProduct, type CardProductKey } from '../../email';
import { PROTECTED_MESSAGE } from '../../site';
import { apiError } from '../../../core/http/api/errors';
import { UserError } from '../../../core/errors';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { registerActions } from '../../../core/actions/register-actions';
import { saveCardApiAction } from './invite.action';
import { requireApiOwner } from '../../../core/http/middleware/guards';
import { publicOrigin } from '../../../core/http/request-info';
import { guestTokenOf, mayReadCard } from './card-access';
import { negotiateLanguage, siteLanguages } from '../../../shared/i18n';

/** 'current-invite' → 'invite' ('current-invitation' too); anything else is unknown. */
export function productOfSegment(segment: string): CardProductKey | null {
  const match = /^current-(.+)$/.exec(segment);
  const name = match?.[1] === 'invitation' ? 'invite' : match?.[1];
  return isCardProduct(name) ? name : null;
}

/**
 * /api/v1/invite (product.md §7), beside routes/uploads' /sign-upload and /image (guards per route):
 * GET /current-{product} and PATCH / (the action in invite.action.ts) read and save the signed-in couple's
 * save-the-date, invitation or reminder. Free accounts may edit and preview; sending is Pro.
 */
export const inviteApi = new Hono<AppEnv>().route(
  '/',
  registerActions(
    new Hono<OwnerEnv>().get('/:segment', requireApiOwner, async (c) => {
      const product = productOfSegment(c.req.param('segment'));
      if (!product) throw new UserError('card.unknown', appText('announce.unknownCard'));
      const wedding = readWedding(c.var.wedding);
      const row = await ensureInvite(c.var.store, wedding.id);
      return c.json({ invite: cardJson(row, product, wedding, publicOrigin(c)), weddingUrl: wedding.weddingUrl ?? '' });
    }),
    [saveCardApiAction],
  ),
);

/** /api/v1/public (beside the site's and the RSVP's public reads: no router-wide guard): the card a guest opens. */
export const publicCardApi = new Hono<AppEnv>().get('/invite/:id', (c) => publicCard(c, 'invite')).get('/savethedate/:id', (c) => publicCard(c, 'savethedate'));

async function publicCard<E extends AppEnv>(c: Context<E>, product: CardProductKey) {
  const row = await findInviteById(c.var.store, c.req.param('id') ?? '');
  const weddingRow = row ? await weddingsRepository(c.var.store).byId(row.weddingId) : undefined;
  if (!row || !weddingRow) throw new UserError('card.not-found', appText('announce.cardNotFound'));
  const wedding = readWedding(weddingRow);
  if (!mayReadCard(c, wedding, await guestTokenOf(c, wedding.id))) return apiError(c, 'site.password-required', PROTECTED_MESSAGE);
  c.header('Cache-Control', 'private, no-store');
  // In the reader's language (issue 27): ?lang=, else the browser's among the wedding's.
  const lang = negotiateLanguage({ explicit: c.req.query('lang'), acceptLanguage: c.req.header('accept-language') }, siteLanguages(wedding));
  return c.json({ invite: publicCardJson(row, product, wedding, lang), weddingUrl: wedding.weddingUrl && wedding.published ? wedding.weddingUrl : '' });
}
