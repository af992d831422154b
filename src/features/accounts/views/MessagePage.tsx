import type { ReactNode } from 'react';
import { AuthCard } from '../../../core/rendering/components/Form';
import { HomeLayout } from '../../../core/rendering/components/HomeLayout';

/** Check-your-email, verified, expired link …: a heading, a few words and where to go next. */
export function MessagePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <HomeLayout>
      <AuthCard title={title}>{children}</AuthCard>
    </HomeLayout>
  );
}
