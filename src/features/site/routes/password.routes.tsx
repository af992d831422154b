import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { attemptSitePassword, isPasswordProtected, publishedWeddingAt, type PublishedWedding, WELCOME_MESSAGE } from '../domain/site-access';
import { siteRepository } from '../domain/repository';
import { PasswordPage } from '../views/site/PasswordPage';
import { siteDataFromWedding } from '../views/site/site-data';
import { WeddingFonts } from '../views/site/WeddingHead';
import { readBody } from '../../../core/http/api/parse-body';
import type { AppEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { canSeeSite, clientAddress, setAccessCookie } from './access';
import { setWeddingPageHeaders } from './headers';
import { OFFLINE_PATH } from './wedding-site.routes';
import { errorEntry } from '../../../core/error-codes';

const TITLE = 'Password required';

const text = (max: number) => z.preprocess((value) => (typeof value === 'string' ? value.slice(0, max) : ''), z.string());
const gateForm = z.object({ password: text(500), email: text(320) });

function renderGate<E extends AppEnv>(c: Context<E>, found: PublishedWedding, options: { error?: string; askEmail?: boolean; email?: string } = {}) {
  setWeddingPageHeaders(c, { privateCache: true });
  const site = siteDataFromWedding(found.wedding, { ownerPro: found.ownerPro });
  return c.render(<PasswordPage site={site} {...options} />, { title: TITLE, head: <WeddingFonts site={site} />, bodyClass: 'wedding-page gate-page' });
}

/** /password: GET/POST /{weddingUrl}, the website password gate; works as a plain HTML form. */
export const passwordPages = new Hono<AppEnv>()
  .get('/:id', async (c) => {
    const weddingUrl = c.req.param('id').toLowerCase();
    const found = await publishedWeddingAt(siteRepository(c.var.store), weddingUrl);
    if (!found) return c.redirect(OFFLINE_PATH);
    if (!isPasswordProtected(found.wedding) || canSeeSite(c, found.wedding)) return c.redirect(`/${weddingUrl}`);
    return renderGate(c, found);
  })
  .post('/:id', async (c) => {
    const weddingUrl = c.req.param('id').toLowerCase();
    const found = await publishedWeddingAt(siteRepository(c.var.store), weddingUrl);
    if (!found) return c.redirect(OFFLINE_PATH, 303);
    if (!isPasswordProtected(found.wedding)) return c.redirect(`/${weddingUrl}`, 303);
    const form = gateForm.parse(await readBody(c));
    const attempt = await attemptSitePassword(c.var.config, c.var.store, found.wedding, form, clientAddress(c));
    if (!attempt.ok) {
      c.status(errorEntry(attempt.code).status);
      if (attempt.retryAfterMs) c.header('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)));
      return renderGate(c, found, { error: attempt.msg, askEmail: attempt.needsEmail, email: form.email });
    }
    setAccessCookie(c, found.wedding, attempt.token);
    setFlash(c, WELCOME_MESSAGE);
    return c.redirect(`/${weddingUrl}`, 303);
  });
