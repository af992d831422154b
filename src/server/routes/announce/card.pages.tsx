import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { findWeddingById, readWedding } from '../../../db/queries/weddings';
import { guests } from '../../../db/schema';
import { buildCardModel } from '../../../domain/email/build-card';
import { siteUrl } from '../../../domain/email/card-links';
import { findInviteById } from '../../../domain/email/invite-store';
import type { CardProductKey } from '../../../domain/email/products';
import { guestIdOfToken, rsvpTokenMatches } from '../../../domain/guests/rsvp-link';
import { CardPage } from '../../../views/pages/invite/CardPage';
import type { AppEnv } from '../../context';
import { publicOrigin } from '../../request-info';

/** The token from ?guest= when it is the current RSVP link of a guest of this wedding. */
function guestToken(c: Context<AppEnv>, weddingId: string): string | null {
  const token = c.req.query('guest');
  if (!token) return null;
  const guestId = guestIdOfToken(token);
  if (!guestId) return null;
  const guest = c.var.db.select().from(guests).where(and(eq(guests.id, guestId), eq(guests.weddingId, weddingId))).get();
  return guest && rsvpTokenMatches(c.var.config, guest, token) ? token.trim() : null;
}

/**
 * /invite/{id} and /savethedate/{id}: the card as a web page, reachable by its unguessable id
 * (the link in the e-mail). Opened from a guest's own e-mail (?guest=token), the RSVP button is
 * that guest's personal link. Not indexed, not cached by shared caches, no referrer leaks the token.
 */
function cardPage(product: CardProductKey) {
  return (c: Context<AppEnv>) => {
    const invite = findInviteById(c.var.db, c.req.param('id') ?? '');
    const weddingRow = invite ? findWeddingById(c.var.db, invite.weddingId) : undefined;
    if (!invite || !weddingRow) return c.notFound();
    const wedding = readWedding(weddingRow);
    const origin = publicOrigin(c);
    const token = guestToken(c, wedding.id);
    const model = buildCardModel({ product, wedding, invite, origin, rsvpToken: token, onCardPage: true });
    c.header('Cache-Control', 'private, no-store');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Robots-Tag', 'noindex');
    c.header('Content-Security-Policy', "default-src 'self'; img-src 'self' https: data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'self'");
    return c.render(<CardPage model={model} siteHref={siteUrl(origin, wedding.weddingUrl, wedding.published)} personal={Boolean(token)} />, {
      title: model.names,
      noindex: true,
    });
  };
}

export const cardPages = new Hono<AppEnv>().get('/invite/:id', cardPage('invite')).get('/savethedate/:id', cardPage('savethedate'));
