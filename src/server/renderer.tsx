import { reactRenderer } from '@hono/react-renderer';
import { Document } from '../views/layouts/Document';

declare module '@hono/react-renderer' {
  interface Props {
    title?: string;
    description?: string;
    head?: React.ReactNode;
    bodyClass?: string;
  }
}

export const renderer = reactRenderer(({ children, title, description, head, bodyClass }) => (
  <Document title={title} description={description} head={head} bodyClass={bodyClass}>
    {children}
  </Document>
));
