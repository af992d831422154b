import type {} from '@hono/react-renderer';
import type { MiddlewareHandler } from 'hono';
import { renderToString } from 'react-dom/server';
import { Document } from '../rendering/components/Document';
import { ViewerContext } from '../rendering/components/viewer';
import { inlineCriticalCss } from '../rendering/critical-css';
import type { AppEnv } from './context';
import { takeFlash } from './flash';
import type { Lang } from '../../shared/i18n';

declare module '@hono/react-renderer' {
  interface Props {
    title?: string;
    description?: string;
    head?: React.ReactNode;
    bodyClass?: string;
    noindex?: boolean;
    /** A guest page's language (its negotiated one); English otherwise. */
    lang?: Lang;
    /**
     * Inline the CSS the page uses in its <head> (src/core/rendering/critical-css.ts) and load the full
     * stylesheet and the islands' scripts once the page has loaded (src/core/rendering/hydration/after-load.ts):
     * guest pages, whose first screen must paint fast on a phone.
     */
    inlineCss?: boolean;
  }
}

/** c.render(page, props): the page inside the Document, as HTML. */
export const renderer: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.setRenderer((children, props = {}) => {
    const { title, description, head, bodyClass, noindex, lang, inlineCss } = props;
    const html = `<!DOCTYPE html>${renderToString(
      <Document
        title={title}
        description={description}
        head={head}
        bodyClass={bodyClass}
        noindex={noindex}
        lang={lang}
        toast={takeFlash(c)}
        assets={c.var.assets}
        afterLoad={inlineCss}
      >
        {/* The session is read after the renderer is installed, so it is known by render time. */}
        <ViewerContext.Provider value={c.var.session ? { name: c.var.session.user.name } : null}>{children}</ViewerContext.Provider>
      </Document>,
    )}`;
    return c.html(inlineCss ? inlineCriticalCss(html, c.var.assets.criticalSheets()) : html);
  });
  await next();
};
