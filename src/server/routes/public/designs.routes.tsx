import { Hono } from 'hono';
import { THEME_CATALOGUE } from '../../../domain/wedding';
import { DesignDemoPage } from '../../../views/pages/DesignDemoPage';
import { DesignsPage } from '../../../views/pages/DesignsPage';
import { demoImageSvg, isDemoImageName } from '../../../views/wedding/demo-images';
import { demoSiteData } from '../../../views/wedding/demo-site';
import { WeddingHead } from '../../../views/wedding/WeddingHead';
import type { AppEnv } from '../../context';
import { requestOrigin, setWeddingPageHeaders } from './headers';

/** A catalogue entry by id (1..33) or by theme key. */
export function designEntry(idOrKey: string) {
  return THEME_CATALOGUE.find((entry) => String(entry.id) === idOrKey || entry.title === idOrKey);
}

export const designsRoutes = new Hono<AppEnv>()
  .get('/designs', (c) =>
    c.render(<DesignsPage catalogue={THEME_CATALOGUE} />, {
      title: 'Designs',
      description: 'Wedding website designs: pick a theme and see it on a full demo site.',
    }),
  )
  .get('/designs/images/:file{[a-z]+\\.svg}', (c) => {
    const name = c.req.param('file').replace(/\.svg$/, '');
    if (!isDemoImageName(name)) return c.notFound();
    return c.body(demoImageSvg(name), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  })
  .get('/designs/:id', (c) => {
    const entry = designEntry(c.req.param('id'));
    if (!entry) return c.notFound();
    const site = demoSiteData(entry.title);
    setWeddingPageHeaders(c);
    return c.render(<DesignDemoPage entry={entry} site={site} />, {
      title: `${entry.displayedTitle} design`,
      description: entry.description,
      head: <WeddingHead site={site} origin={requestOrigin(c)} path={`/designs/${entry.id}`} />,
      bodyClass: 'wedding-page',
    });
  });
