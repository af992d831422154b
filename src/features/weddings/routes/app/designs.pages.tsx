import { Hono } from 'hono';
import { readWedding } from '../../domain/wedding';
import { resetColorsToTheme, THEME_CATALOGUE } from '../../../../shared/wedding';
import { updateWedding } from '../../domain/update-wedding';
import { weddingRepository } from '../../domain/repository';
import { AppDesignPreviewPage } from '../../views/designs/AppDesignPreviewPage';
import { AppDesignsPage } from '../../views/designs/AppDesignsPage';
import { siteDataFromWedding } from '../../../site';
import { WeddingHead } from '../../../site';
import type { AppEnv } from '../../../../core/http/context';
import { setFlash } from '../../../../core/http/flash';
import { requirePageOwner } from '../../../../core/http/middleware/guards';
import { designEntry } from '../../../site';
import { requestOrigin } from '../../../site';
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
    const site = siteDataFromWedding({ ...wedding, weddingTheme: entry.title, content }, { ownerPro: c.var.pro });
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
      { weddings: weddingRepository(c.var.store), queue: c.var.queue, config: c.var.config },
      { weddingId: c.var.wedding.id, pro: c.var.pro, body: { weddingTheme: entry.title, resetColors: 'true' } },
    );
    setFlash(c, DESIGN_APPLIED);
    return c.redirect('/app/designs', 303);
  });
