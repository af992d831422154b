import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { InlineIslandsContext } from '../../src/core/rendering/hydration/collector';
import { parseWeddingContent } from '../../src/shared/wedding/record';
import { WeddingSite } from '../../src/features/site/views/site/WeddingSite';
import type { WeddingSiteData } from '../../src/features/site/views/site/site-data';
import { proAtom } from './state/builder-session';
import { draftAtom } from './state/draft';

/** The live preview: the public page's own section components, rendered from the draft. */
export function Preview() {
  const draft = useAtomValue(draftAtom);
  const pro = useAtomValue(proAtom);
  const site = useMemo<WeddingSiteData | null>(() => {
    if (!draft) return null;
    return {
      content: parseWeddingContent(draft),
      weddingUrl: (draft.weddingUrl as string) || null,
      weddingTheme: String(draft.weddingTheme ?? 'light'),
      weddingDate: draft.weddingDate ? new Date(String(draft.weddingDate)) : null,
      timeZone: String(draft.timeZone ?? 'UTC'),
      ownerPro: pro,
      now: new Date(),
      // Empty text sections show with their hints here; guests never see them.
      editing: true,
    };
  }, [draft, pro]);
  if (!site) return null;
  return (
    <div className="b-preview" role="region" aria-label="Preview of your website">
      <InlineIslandsContext.Provider value={true}>
        <WeddingSite site={site} />
      </InlineIslandsContext.Provider>
    </div>
  );
}
