import { Hono, type Context } from 'hono';
import { findUnsubscribeTarget, maskEmail, setUnsubscribed, type UnsubscribeTarget } from '../domain/unsubscribe';
import { negotiateLanguage, siteLanguages, translator, type Lang } from '../../../shared/i18n';
import { UnsubscribePage, type UnsubscribeView } from '../views/UnsubscribePages';
import { readBody } from '../../../core/http/api/parse-body';
import type { AppEnv } from '../../../core/http/context';

/** The page's language: ?lang=, else the guest's, else the browser's among the wedding's, else the wedding's default. */
function languageOf<E extends AppEnv>(c: Context<E>, target: UnsubscribeTarget): Lang {
  const site = target.kind === 'guest' ? target.site : siteLanguages({});
  return negotiateLanguage(
    { explicit: c.req.query('lang'), guest: target.kind === 'guest' ? target.guest.language : null, acceptLanguage: c.req.header('accept-language') },
    site,
  );
}

function page<E extends AppEnv>(c: Context<E>, target: UnsubscribeTarget, view: UnsubscribeView, status: 200 | 400 = 200) {
  const lang = languageOf(c, target);
  c.status(status);
  c.header('X-Robots-Tag', 'noindex');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
  return c.render(<UnsubscribePage view={view} lang={lang} />, { title: translator(lang)('unsubscribe.title'), noindex: true, lang });
}

async function tokenFrom<E extends AppEnv>(c: Context<E>): Promise<{ token: string | null; body: Record<string, unknown> }> {
  const body = await readBody(c);
  const fromBody = typeof body.token === 'string' ? body.token : null;
  return { token: c.req.query('token') ?? fromBody, body };
}

/**
 * /unsubscribe: GET/POST / and /confirm (product.md §2). No login: the token in the link says
 * which guest. GET only shows a question (link scanners open links); POST unsubscribes, both from
 * the page's button and as the one-click POST of RFC 8058 that mail clients send to the
 * List-Unsubscribe address (body 'List-Unsubscribe=One-Click', answered 200 without a page).
 * Mounted before the same-origin check: mail providers post from their own servers, and the
 * token, not the origin, is what authorises the change.
 */
export const unsubscribePages = new Hono<AppEnv>()
  .get('/', async (c) => {
    const token = c.req.query('token') ?? null;
    const target = await findUnsubscribeTarget(c.var.store, c.var.config, token);
    if (target.kind === 'invalid') return page(c, target, { kind: 'invalid' }, 400);
    if (target.kind === 'preview') return page(c, target, { kind: 'preview' });
    return page(c, target, {
      kind: 'ask',
      token: token!,
      names: target.names,
      maskedEmail: maskEmail(target.guest.email),
      alreadyUnsubscribed: target.guest.unsubscribed,
    });
  })
  .post('/', async (c) => {
    const { token, body } = await tokenFrom(c);
    const oneClick = body['List-Unsubscribe'] === 'One-Click';
    const target = await findUnsubscribeTarget(c.var.store, c.var.config, token);
    if (target.kind === 'invalid') return oneClick ? c.text('Invalid unsubscribe link', 400) : page(c, target, { kind: 'invalid' }, 400);
    if (target.kind === 'guest') await setUnsubscribed(c.var.store, target.guest.id, true);
    if (oneClick) return c.text('You are unsubscribed.', 200);
    return c.redirect(`/unsubscribe/confirm?token=${encodeURIComponent(token!)}`, 303);
  })
  .get('/confirm', async (c) => {
    const token = c.req.query('token') ?? null;
    const target = await findUnsubscribeTarget(c.var.store, c.var.config, token);
    if (target.kind === 'invalid') return page(c, target, { kind: 'invalid' }, 400);
    if (target.kind === 'preview') return page(c, target, { kind: 'preview' });
    return page(c, target, { kind: 'done', token: token!, names: target.names, unsubscribed: target.guest.unsubscribed });
  })
  .post('/confirm', async (c) => {
    const { token, body } = await tokenFrom(c);
    const target = await findUnsubscribeTarget(c.var.store, c.var.config, token);
    if (target.kind === 'invalid') return page(c, target, { kind: 'invalid' }, 400);
    if (target.kind === 'guest') await setUnsubscribed(c.var.store, target.guest.id, body.action !== 'resubscribe');
    return c.redirect(`/unsubscribe/confirm?token=${encodeURIComponent(token!)}`, 303);
  });
