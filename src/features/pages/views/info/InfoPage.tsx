import type { ReactNode } from 'react';
import { HomeLayout } from '../../../../core/rendering/components/HomeLayout';

export function InfoPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <HomeLayout>
      <article className="info-page">
        <h1>{title}</h1>
        {lead && <p className="info-page__lead">{lead}</p>}
        {children}
      </article>
    </HomeLayout>
  );
}
