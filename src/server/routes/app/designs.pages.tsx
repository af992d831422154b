import { Hono, type Context } from 'hono';
import { findWeddingByOwner } from '../../../db/queries/weddings';
import { readWedding } from '../../../domain/wedding/wedding';
import { isPro } from '../../../domain/auth/roles';
import { resetColorsToTheme, THEME_CATALOGUE } from '../../../shared/wedding';
import { updateWedding } from '../../../domain/wedding/update-wedding';
import { AppDesignPreviewPage } from '../../../views/app/designs/AppDesignPreviewPage';
import { AppDesignsPage } from '../../../views/app/designs/AppDesignsPage';
import { siteDataFromWedding } from '../../../views/public/site/site-data';
import { WeddingHead } from '../../../views/public/site/WeddingHead';
import { UserError } from '../../../domain/errors';
import type { AppEnv } from '../../context';
import { setFlash } from '../../flash';
import { requirePageUser } from '../../middleware/guards';
import { designEntry } from '../public/designs.routes';
import { requestOrigin } from '../public/headers';
import { appPage } from './app-page';

export const DESIGN_APPLIED = 'Design updated';

function ownWedding<E extends AppEnv>(c: Context<E>) {
  const row = findWeddingByOwner(c.var.db, c.var.session!.user.id);
  if (!row) throw new UserError(404, 'Wedding not found');
  return readWedding(row);
}

/** /app/designs: pick a theme; /app/designs/{id}: preview it with the couple's own content. */
export const appDesignsPages = new Hono<AppEnv>()
  .use('/app/designs', requirePageUser)
  .use('/app/designs/*', requirePageUser)
  .get('/app/designs', (c) => appPage(c, 'Designs', <AppDesignsPage catalogue={THEME_CATALOGUE} currentTheme={ownWedding(c).weddingTheme} />))
  .get('/app/designs/:id', (c) => {
    const entry = designEntry(c.req.param('id'));
    if (!entry) return c.redirect('/app/designs');
    const wedding = ownWedding(c);
    const current = wedding.weddingTheme === entry.title;
    // Using a design resets the custom colours, so the preview shows the design's own palette.
    const content = current ? wedding.content : { ...wedding.content, ...resetColorsToTheme(entry.title) };
    const site = siteDataFromWedding({ ...wedding, weddingTheme: entry.title, content }, { ownerPro: isPro(c.var.session!.user.role) });
    c.header('X-Robots-Tag', 'noindex');
    return c.render(<AppDesignPreviewPage entry={entry} site={site} current={current} />, {
      title: `${entry.displayedTitle} design`,
      head: <WeddingHead site={site} origin={requestOrigin(c)} path={`/app/designs/${entry.id}`} />,
      bodyClass: 'wedding-page',
      noindex: true,
    });
  })
  .post('/app/designs/:id', async (c) => {
    const entry = designEntry(c.req.param('id'));
    if (!entry) return c.redirect('/app/designs', 303);
    const wedding = ownWedding(c);
    await updateWedding(
      { db: c.var.db, queue: c.var.queue, config: c.var.config },
      { weddingId: wedding.id, pro: isPro(c.var.session!.user.role), body: { weddingTheme: entry.title, resetColors: 'true' } },
    );
    setFlash(c, DESIGN_APPLIED);
    return c.redirect('/app/designs', 303);
  });
