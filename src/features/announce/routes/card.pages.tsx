import { Hono, type Context } from 'hono';
import { weddingsRepository } from '../../../core/db/weddings-repository';
import { readWedding } from '../../weddings';
import { buildCardModel } from '../../email';
import { siteUrl } from '../../email';
import { findInviteById } from '../../email';
import type { CardProductKey } from '../../email';
import { CardPage } from '../views/cards/CardPage';
import { MessagePage } from '../../accounts/web';
import type { AppEnv } from '../../../core/http/context';
import { guestTokenOf, mayReadCard } from './card-access';
import { admitGuest } from '../../site/web';
import { publicOrigin } from '../../../core/http/request-info';
import { guestIdOfToken, guestsRepository } from '../../guests';
import { type Lang, negotiateLanguage, siteLanguages, translator } from '../../../shared/i18n';
import { journeyRepository } from '../../journey';

/**
 * /invite/{id} and /savethedate/{id}: the card as a web page, reachable by its unguessable id
 * (the link in the e-mail). Opened from a guest's own e-mail (?guest=token), the RSVP button is
 * that guest's personal link. Not indexed, not cached by shared caches, no referrer leaks the token.
 */
function cardPage(product: CardProductKey) {
  return async <E extends AppEnv>(c: Context<E>) => {
    const invite = await findInviteById(c.var.store, c.req.param('id') ?? '');
    const weddingRow = invite ? await weddingsRepository(c.var.store).byId(invite.weddingId) : undefined;
    if (!invite || !weddingRow) return c.notFound();
    const wedding = readWedding(weddingRow);
    const origin = publicOrigin(c);
    const token = await guestTokenOf(c, wedding.id);
    if (!mayReadCard(c, wedding, token))
      // No guest is known here: ?lang=, then the browser's language among the wedding's, then the default.
      return protectedCard(
        c,
        wedding.weddingUrl,
        negotiateLanguage({ explicit: c.req.query('lang'), acceptLanguage: c.req.header('accept-language') }, siteLanguages(wedding)),
      );
    // The guest's own card link admits them to the site behind its links too (issue 22 item 11).
    if (token) admitGuest(c, wedding);
    // A guest's own link (never the anonymous card): the journey's "visited" step, once.
    const guestId = token ? guestIdOfToken(token) : null;
    if (guestId) await journeyRepository(c.var.store).recordVisit(wedding.id, guestId, new Date());
    // The card in the reader's language (issue 27): ?lang=, the guest's own (their link), the browser's among the wedding's.
    const guest = guestId ? await guestsRepository(c.var.store).find(wedding.id, guestId) : undefined;
    const lang = negotiateLanguage(
      { explicit: c.req.query('lang'), guest: guest?.language, acceptLanguage: c.req.header('accept-language') },
      siteLanguages(wedding),
    );
    const model = buildCardModel({ product, wedding, invite, origin, rsvpToken: token, onCardPage: true, lang, config: c.var.config });
    c.header('Cache-Control', 'private, no-store');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Robots-Tag', 'noindex');
    c.header(
      'Content-Security-Policy',
      "default-src 'self'; img-src 'self' https: data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'self'",
    );
    return c.render(<CardPage model={model} siteHref={siteUrl(origin, wedding.weddingUrl, wedding.published)} personal={Boolean(token)} />, {
      title: model.names,
      noindex: true,
      lang,
    });
  };
}

/** A protected wedding's card for someone without the password, in the reader's language: no names, no venue, the way in. */
function protectedCard<E extends AppEnv>(c: Context<E>, weddingUrl: string | null, lang: Lang) {
  const t = translator(lang);
  c.header('Cache-Control', 'private, no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Robots-Tag', 'noindex');
  c.status(401);
  return c.render(
    <MessagePage title={t('gate.title')}>
      <p>{t('gate.cardProtected')}</p>
      {weddingUrl && (
        <p>
          <a className="btn btn--primary" href={`/password/${weddingUrl}${lang === 'en' ? '' : `?lang=${lang}`}`}>
            {t('gate.cardEnter')}
          </a>
        </p>
      )}
    </MessagePage>,
    { title: t('gate.title'), noindex: true, lang },
  );
}

/** /invite: GET /{id}, the invitation as a page. */
export const invitationCardPages = new Hono<AppEnv>().get('/:id', cardPage('invite'));
/** /savethedate: GET /{id}, the save-the-date as a page. */
export const saveTheDateCardPages = new Hono<AppEnv>().get('/:id', cardPage('savethedate'));
