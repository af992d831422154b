import { createStore } from 'jotai';
import { useState } from 'react';
import { z } from 'zod/mini';
import { defineIsland } from '../src/core/rendering/hydration/define-island';
import { BuilderApp } from './builder/BuilderApp';
import { proAtom } from './builder/state/builder-session';
import { loadWeddingAtom } from './builder/state/draft';
import type { WeddingJson } from '../src/shared/wedding/wedding-api';

export const builderPropsSchema = z.object({
  /** The wedding as GET /weddings/{id} returns it (owner view): WeddingJson, from the server's weddingJson(). */
  wedding: z.record(z.string(), z.unknown()),
  pro: z.boolean(),
  siteUrl: z.nullable(z.string()),
});
type BuilderProps = z.output<typeof builderPropsSchema>;

function Builder({ wedding, pro, siteUrl }: BuilderProps) {
  // One store per island, seeded from the server's wedding.
  const [store] = useState(() => {
    const created = createStore();
    // The server rendered these props from weddingJson() (typed WeddingJson); only the object shape is re-checked here.
    created.set(loadWeddingAtom, wedding as WeddingJson);
    created.set(proAtom, pro);
    return created;
  });
  return <BuilderApp store={store} siteUrl={siteUrl} />;
}

export default defineIsland('Builder', builderPropsSchema, Builder, { load: 'eager', ssr: false });
