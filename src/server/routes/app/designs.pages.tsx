import { Hono } from 'hono';
import { readWedding } from '../../../domain/wedding/wedding';
import { isPro } from '../../../domain/auth/roles';
import { resetColorsToTheme, THEME_CATALOGUE } from '../../../shared/wedding';
import { updateWedding } from '../../../domain/wedding/update-wedding';
import { AppDesignPreviewPage } from '../../../views/app/designs/AppDesignPreviewPage';
import { AppDesignsPage } from '../../../views/app/designs/AppDesignsPage';
import { siteDataFromWedding } from '../../../views/public/site/site-data';
import { WeddingHead } from '../../../views/public/site/WeddingHead';
import type { AppEnv } from '../../context';
import { setFlash } from '../../flash';
import { requirePageOwner } from '../../middleware/guards';
import { designEntry } from '../public/designs.routes';
import { requestOrigin } from '../public/headers';
import { appPage } from './app-page';

export const DESIGN_APPLIED = 'Design updated';

// /app/designs: pick a theme; /app/designs/{id}: preview it with the couple's own content.
export const appDesignsPages = new Hono<AppEnv>()
  .use(requirePageOwner)
  .get('/', (c) => appPage(c, 'Designs', <AppDesignsPage catalogue={THEME_CATALOGUE} currentTheme={c.var.wedding.weddingTheme} />))
  .get('/:id', (c) => {
    const entry = designEntry(c.req.param('id'));
    if (!entry) return c.redirect('/app/designs');
    const wedding = readWedding(c.var.wedding);
    const current = wedding.weddingTheme === entry.title;
    // Using a design resets the custom colours, so the preview shows the design's own palette.
    const content = current ? wedding.content : { ...wedding.content, ...resetColorsToTheme(entry.title) };
    const site = siteDataFromWedding({ ...wedding, weddingTheme: entry.title, content }, { ownerPro: isPro(c.var.user.role) });
    c.header('X-Robots-Tag', 'noindex');
    return c.render(<AppDesignPreviewPage entry={entry} site={site} current={current} />, {
      title: `${entry.displayedTitle} design`,
      head: <WeddingHead site={site} origin={requestOrigin(c)} path={`/app/designs/${entry.id}`} />,
      bodyClass: 'wedding-page',
      noindex: true,
    });
  })
  .post('/:id', async (c) => {
    const entry = designEntry(c.req.param('id'));
    if (!entry) return c.redirect('/app/designs', 303);
    await updateWedding(
      { db: c.var.db, queue: c.var.queue, config: c.var.config },
      { weddingId: c.var.wedding.id, pro: isPro(c.var.user.role), body: { weddingTheme: entry.title, resetColors: 'true' } },
    );
    setFlash(c, DESIGN_APPLIED);
    return c.redirect('/app/designs', 303);
  });
