// The website password gate, one action (issue 29 item 2) answering at two addresses:
//   POST /api/v1/private/{weddingUrl} { password | websitePassword, email? } → { msg, wedding } and the site's access
//     pass (cookie); 404 for an unknown site; a refusal is { msg, code } with its status (Retry-After when throttled,
//     code EMAIL_NEEDED while the site is under attack and the invitation's address is wanted);
//   POST /password/{weddingUrl} (the gate page's no-JS form) → 303 to the site with 'Welcome!', or the gate again
//     with the problem; an unknown site goes to /wedding-offline, an open one straight to the site.
// The site is found by the guard, before the body is read (an unknown site stays a 404 whatever the body).
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import { UserError } from '../../../core/errors';
import type { AppEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { siteRepository } from '../domain/repository';
import { attemptSitePassword, isPasswordProtected, NOT_FOUND_MESSAGE, publishedWeddingAt, type PublishedWedding, WELCOME_MESSAGE } from '../domain/site-access';
import { PasswordPage } from '../views/site/PasswordPage';
import { siteDataFromWedding } from '../views/site/site-data';
import { WeddingFonts } from '../views/site/WeddingHead';
import { clientAddress, setAccessCookie } from './access';
import { setWeddingPageHeaders } from './headers';
import { publicWeddingJson } from './public-wedding-json';
import { OFFLINE_PATH } from './wedding-site.routes';
import { type PageLanguage, pageLanguage } from './page-language';
import { langQuery } from '../views/site/site-data';

export type GateEnv = { Variables: AppEnv['Variables'] & { gatedSite: PublishedWedding } };

const text = (max: number) => z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string().max(max)).optional();
export const sitePasswordSchema = z.object({
  password: text(500),
  /** The builder's name of the same field. */
  websitePassword: text(500),
  /** Asked for while the wedding is under attack (code EMAIL_NEEDED): the address the invitation went to. */
  email: text(320),
});

/** The API's guard: the published site named by the path, or 404. */
export const gatedSiteApi: MiddlewareHandler<GateEnv> = async (c, next) => {
  const found = await publishedWeddingAt(siteRepository(c.var.store), c.req.param('id') ?? '');
  if (!found) throw new UserError('wedding.not-found', NOT_FOUND_MESSAGE);
  c.set('gatedSite', found);
  await next();
};

/** The page's guard: an unknown site goes to the offline page, an open one to the site itself. */
export const gatedSitePage: MiddlewareHandler<GateEnv> = async (c, next) => {
  const weddingUrl = (c.req.param('id') ?? '').toLowerCase();
  const found = await publishedWeddingAt(siteRepository(c.var.store), weddingUrl);
  if (!found) return c.redirect(OFFLINE_PATH, 303);
  if (!isPasswordProtected(found.wedding)) return c.redirect(`/${weddingUrl}`, 303);
  c.set('gatedSite', found);
  await next();
};

/** The gate's refusal in the page's language (the API keeps the spec's English `msg`). */
function gateMessage<E extends AppEnv>(c: Context<E>, language: PageLanguage, problem: { msg: string; error?: UserError }): string {
  const { t } = language.i18n;
  switch (problem.error?.code) {
    case 'site.wrong-password':
      return t('gate.wrongPassword');
    case 'site.email-needed':
      return t('gate.emailNeeded');
    case 'site.rate-limited': {
      const seconds = Math.max(1, Number(c.res.headers.get('Retry-After')) || 1);
      return seconds < 90 ? t('gate.throttledSeconds', { count: seconds }) : t('gate.throttledMinutes', { count: Math.ceil(seconds / 60) });
    }
    default:
      return problem.msg;
  }
}

export function renderGate<E extends AppEnv>(
  c: Context<E>,
  found: PublishedWedding,
  options: { error?: string; askEmail?: boolean; email?: string } = {},
  language: PageLanguage = pageLanguage(c, found.wedding),
) {
  setWeddingPageHeaders(c, { privateCache: true });
  const site = siteDataFromWedding(found.wedding, { ownerPro: found.ownerPro, ...language });
  return c.render(<PasswordPage site={site} {...options} />, {
    lang: language.i18n.lang,
    title: language.i18n.t('gate.title'),
    head: <WeddingFonts site={site} />,
    bodyClass: 'wedding-page gate-page',
  });
}

export function enterSite(where: { path: string; guard: MiddlewareHandler<GateEnv> }) {
  return defineAction({
    ...where,
    method: 'POST',
    summary: "The website password: the site's access pass (a cookie) and the wedding as visitors see it",
    input: sitePasswordSchema,
    output: z.object({ msg: z.string(), wedding: z.record(z.string(), z.unknown()) }),
    run: async (c: Context<GateEnv>, input) => {
      const found = c.var.gatedSite;
      if (!isPasswordProtected(found.wedding)) return { msg: WELCOME_MESSAGE, wedding: publicWeddingJson(found.wedding) };
      const password = input.password || input.websitePassword || '';
      const attempt = await attemptSitePassword(c.var.config, c.var.store, found.wedding, { password, email: input.email }, clientAddress(c));
      if (!attempt.ok) {
        if (attempt.retryAfterMs) c.header('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)));
        throw new UserError(attempt.code, attempt.msg, attempt.needsEmail ? { code: 'EMAIL_NEEDED' } : {});
      }
      setAccessCookie(c, found.wedding, attempt.token);
      return { msg: WELCOME_MESSAGE, wedding: publicWeddingJson(found.wedding) };
    },
    form: {
      onSuccess: (c) => {
        const language = pageLanguage(c, c.var.gatedSite.wedding);
        setFlash(c, language.i18n.t('gate.welcome'));
        return c.redirect(`/${c.var.gatedSite.wedding.weddingUrl}${langQuery(language)}`, 303);
      },
      onError: (c, problem, submitted) => {
        c.status(problem.status);
        const email = typeof submitted.email === 'string' ? submitted.email.slice(0, 320) : '';
        const language = pageLanguage(c, c.var.gatedSite.wedding);
        const error = gateMessage(c, language, problem);
        return renderGate(c, c.var.gatedSite, { error, askEmail: problem.error?.extra.code === 'EMAIL_NEEDED', email }, language);
      },
    },
  });
}
