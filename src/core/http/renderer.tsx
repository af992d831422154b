import { reactRenderer } from '@hono/react-renderer';
import { Document } from '../rendering/components/Document';
import { ViewerContext } from '../rendering/components/viewer';
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
  }
}

export const renderer = reactRenderer(({ children, title, description, head, bodyClass, noindex, lang, c }) => (
  <Document title={title} description={description} head={head} bodyClass={bodyClass} noindex={noindex} lang={lang} toast={takeFlash(c)} assets={c.var.assets}>
    {/* The session is read after the renderer is installed, so it is known by render time. */}
    <ViewerContext.Provider value={c.var.session ? { name: c.var.session.user.name } : null}>{children}</ViewerContext.Provider>
  </Document>
));
