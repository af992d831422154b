import { Hono, type Context } from 'hono';
import { attemptSitePassword, findPublishedWedding, isPasswordProtected, WELCOME_MESSAGE } from '../../../domain/site-access';
import { PasswordPage } from '../../../views/public/site/PasswordPage';
import { readBody } from '../../api/parse-body';
import type { AppEnv } from '../../context';
import { setFlash } from '../../flash';
import { canSeeSite, clientAddress, setAccessCookie } from './access';
import { setWeddingPageHeaders } from './headers';
import { OFFLINE_PATH } from './wedding-site.routes';

const TITLE = 'Password required';

function renderGate<E extends AppEnv>(c: Context<E>, weddingUrl: string, error?: string) {
  setWeddingPageHeaders(c, { privateCache: true });
  return c.render(<PasswordPage weddingUrl={weddingUrl} error={error} />, { title: TITLE, bodyClass: 'gate-page' });
}

/** /password: GET/POST /{weddingUrl}, the website password gate; works as a plain HTML form. */
export const passwordPages = new Hono<AppEnv>()
  .get('/:id', (c) => {
    const weddingUrl = c.req.param('id').toLowerCase();
    const found = findPublishedWedding(c.var.db, weddingUrl);
    if (!found) return c.redirect(OFFLINE_PATH);
    if (!isPasswordProtected(found.wedding) || canSeeSite(c, found.wedding)) return c.redirect(`/${weddingUrl}`);
    return renderGate(c, weddingUrl);
  })
  .post('/:id', async (c) => {
    const weddingUrl = c.req.param('id').toLowerCase();
    const found = findPublishedWedding(c.var.db, weddingUrl);
    if (!found) return c.redirect(OFFLINE_PATH, 303);
    if (!isPasswordProtected(found.wedding)) return c.redirect(`/${weddingUrl}`, 303);
    const body = await readBody(c);
    const password = typeof body.password === 'string' ? body.password : '';
    const attempt = attemptSitePassword(c.var.config, c.var.db, found.wedding, password.slice(0, 500), clientAddress(c));
    if (!attempt.ok) {
      c.status(attempt.status);
      if (attempt.retryAfterMs) c.header('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)));
      return renderGate(c, weddingUrl, attempt.msg);
    }
    setAccessCookie(c, found.wedding, attempt.token);
    setFlash(c, WELCOME_MESSAGE);
    return c.redirect(`/${weddingUrl}`, 303);
  });
