import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../../core/actions/define-action';
import { registerActions } from '../../../../core/actions/register-actions';
import { readWedding } from '../../domain/wedding';
import { resetColorsToTheme, THEME_CATALOGUE } from '../../../../shared/wedding';
import { updateWedding } from '../../domain/update-wedding';
import { weddingRepository } from '../../domain/repository';
import { AppDesignPreviewPage } from '../../views/designs/AppDesignPreviewPage';
import { AppDesignsPage } from '../../views/designs/AppDesignsPage';
import { siteDataFromWedding } from '../../../site/web';
import { WeddingHead } from '../../../site/web';
import type { AppEnv, OwnerEnv } from '../../../../core/http/context';
import { setFlash } from '../../../../core/http/flash';
import { requirePageOwner } from '../../../../core/http/middleware/guards';
import { designEntry } from '../../../site/web';
import { requestOrigin } from '../../../site/web';
import { appPage } from './app-page';
import { deleteCookie } from 'hono/cookie';
import { TRY_PHOTOS_COOKIE } from '../../../../shared/client/try-photos';
import { YourPhotosPage } from '../../views/designs/YourPhotosPage';
import { appText } from '../../../../shared/i18n/app';

export const DESIGN_APPLIED = appText('weddings.designs.applied');

/**
 * Using a design (the preview's button, a no-JS form): one action, POST /app/designs/{id} → 303 back to the
 * designs with the toast (an unknown design changes nothing); `fetch` gets { msg, weddingTheme }.
 */
const useDesign = defineAction({
  method: 'POST',
  path: '/:id',
  guard: requirePageOwner,
  summary: "Use a design for the couple's site (its own colours replace the custom ones)",
  input: z.object({}),
  output: z.object({ msg: z.string(), weddingTheme: z.string() }),
  run: async (c: Context<OwnerEnv>) => {
    const entry = designEntry(c.req.param('id') ?? '');
    if (!entry) return { msg: '', weddingTheme: c.var.wedding.weddingTheme };
    await updateWedding(
      { weddings: weddingRepository(c.var.store), queue: c.var.queue, config: c.var.config },
      { weddingId: c.var.wedding.id, pro: c.var.pro, body: { weddingTheme: entry.title, resetColors: 'true' } },
    );
    return { msg: DESIGN_APPLIED, weddingTheme: entry.title };
  },
  form: {
    onSuccess: (c, result) => {
      if (result.msg) setFlash(c, result.msg);
      return c.redirect('/app/designs', 303);
    },
  },
});

// /app/designs: pick a theme; /app/designs/{id}: preview it with the couple's own content.
export const appDesignsPages = new Hono<AppEnv>()
  .route('/', registerActions(new Hono<OwnerEnv>(), [useDesign]))
  .use(requirePageOwner)
  .get('/', (c) => appPage(c, appText('weddings.title.designs'), <AppDesignsPage catalogue={THEME_CATALOGUE} currentTheme={c.var.wedding.weddingTheme} />))
  // The photos a visitor tried on /designs/{id} before having an account (issue 25 item 5): the TryPhotosApply island
  // reads them from the browser and puts them on the site with the design. Here after sign-up (the dashboard sends
  // a TRY_PHOTOS_COOKIE's holder here once) or straight from "Use this design" when already logged in.
  .get('/:id/your-photos', (c) => {
    const entry = designEntry(c.req.param('id'));
    if (!entry) return c.redirect('/app/designs');
    deleteCookie(c, TRY_PHOTOS_COOKIE, { path: '/' });
    const wedding = readWedding(c.var.wedding);
    return appPage(
      c,
      appText('weddings.title.yourPhotos'),
      <YourPhotosPage entry={entry} weddingId={c.var.wedding.id} hasOpeningPhoto={Boolean(wedding.content.mainImg || wedding.content.heroImg)} />,
    );
  })
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
      title: appText('weddings.title.design', { design: entry.displayedTitle }),
      head: <WeddingHead site={site} origin={requestOrigin(c)} path={`/app/designs/${entry.id}`} />,
      bodyClass: 'wedding-page',
      noindex: true,
    });
  });
