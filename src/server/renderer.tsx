import { reactRenderer } from '@hono/react-renderer';
import { Document } from '../views/layouts/Document';
import { takeFlash } from './flash';

declare module '@hono/react-renderer' {
  interface Props {
    title?: string;
    description?: string;
    head?: React.ReactNode;
    bodyClass?: string;
    noindex?: boolean;
  }
}

export const renderer = reactRenderer(({ children, title, description, head, bodyClass, noindex, c }) => (
  <Document title={title} description={description} head={head} bodyClass={bodyClass} noindex={noindex} toast={takeFlash(c)}>
    {children}
  </Document>
));
