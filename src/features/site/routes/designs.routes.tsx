import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { THEME_CATALOGUE } from '../../../shared/wedding';
import { DesignDemoPage } from '../../pages/web';
import { DesignsPage } from '../../pages/web';
import { DEMO_IMAGES_DIR, ensureDemoScene } from '../../../seed/demo-images-render';
import { isDemoImageFile, isDemoSceneName } from '../views/site/demo-images';
import { demoSiteData } from '../views/site/demo-site';
import { WeddingHead } from '../views/site/WeddingHead';
import type { AppEnv } from '../../../core/http/context';
import { requestOrigin, setWeddingPageHeaders } from './headers';
import { withNamesFont } from './wedding-site.routes';
import { securityPolicies } from '../../../core/http/middleware/security-headers';
import { appText } from '../../../shared/i18n/app';

/** A catalogue entry by id (1..33) or by theme key. */
export function designEntry(idOrKey: string) {
  return THEME_CATALOGUE.find((entry) => String(entry.id) === idOrKey || entry.title === idOrKey);
}

/** /designs: the catalogue (GET /), each design's demo site (GET /{id}) and the demo's pictures (GET /images/…). */
export const designsPages = new Hono<AppEnv>()
  .get('/', (c) =>
    c.render(<DesignsPage catalogue={THEME_CATALOGUE} />, {
      title: appText('site.designs.title'),
      description: appText('site.designs.description'),
    }),
  )
  // The demo's drawn pictures, rendered by `npm run build` / `npm start` (or here, on first request).
  .get('/images/:scene{[a-z]+}/:file{w[0-9]+\\.(?:webp|avif)}', async (c) => {
    const scene = c.req.param('scene');
    const file = c.req.param('file');
    if (!isDemoSceneName(scene) || !isDemoImageFile(file)) return c.notFound();
    await ensureDemoScene(scene);
    const body = await fs.promises.readFile(path.join(DEMO_IMAGES_DIR, scene, file));
    return c.body(body, 200, {
      'Content-Type': file.endsWith('.avif') ? 'image/avif' : 'image/webp',
      'Cache-Control': 'public, max-age=604800',
    });
  })
  .get('/:id', async (c) => {
    const entry = designEntry(c.req.param('id'));
    if (!entry) return c.notFound();
    const site = await withNamesFont(c, demoSiteData(entry.title));
    setWeddingPageHeaders(c);
    // The visitor may try the design with their own photos, shown from blob: addresses (issue 25 item 5).
    c.header('Content-Security-Policy', securityPolicies(c.var.config).designDemoCsp);
    return c.render(<DesignDemoPage entry={entry} site={site} />, {
      title: appText('site.designs.demoTitle', { design: entry.displayedTitle }),
      description: entry.description,
      head: <WeddingHead site={site} origin={requestOrigin(c)} path={`/designs/${entry.id}`} />,
      bodyClass: 'wedding-page',
      inlineCss: true,
    });
  });
