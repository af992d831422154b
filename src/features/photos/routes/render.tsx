import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../../core/http/context';
import type { MessageKey } from '../../../shared/i18n';
import type { PublishedWedding } from '../../site';
import { pageLanguage, PreviewBar, requestOrigin, setWeddingPageHeaders, siteDataFromWedding, WeddingHead, weddingTitle } from '../../site/web';

/**
 * A guests' photos page in the wedding's own look (private, never cached: it may carry a token), in the guest's
 * language (issue 27): ?lang=, the browser's among the wedding's languages, the default. `title` is a message key.
 */
export function renderPhotosPage<E extends AppEnv>(
  c: Context<E>,
  page: { found: PublishedWedding; preview: boolean; title: MessageKey; path: string; bodyClass: string },
  body: (site: ReturnType<typeof siteDataFromWedding>) => React.ReactElement,
  status: ContentfulStatusCode = 200,
) {
  const language = pageLanguage(c, page.found.wedding);
  const site = siteDataFromWedding(page.found.wedding, { ownerPro: page.found.ownerPro, ...language });
  setWeddingPageHeaders(c, { privateCache: true });
  c.status(status);
  return c.render(
    <>
      {page.preview && <PreviewBar weddingUrl={page.found.wedding.weddingUrl ?? ''} />}
      {body(site)}
    </>,
    {
      title: `${language.i18n.t(page.title)} · ${weddingTitle(site)}`,
      head: <WeddingHead site={site} origin={requestOrigin(c)} path={page.path} />,
      bodyClass: `wedding-page ${page.bodyClass}`,
      lang: language.i18n.lang,
    },
  );
}
