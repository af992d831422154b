import { useAtomValue } from 'jotai';
import { type MouseEvent, type ReactNode, type SyntheticEvent, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAppText } from '../../src/shared/i18n/app';
import { InlineIslandsContext } from '../../src/core/rendering/hydration/collector';
import { localizeContent, parseWeddingContent } from '../../src/shared/wedding/record';
import { isSectionKey, type SectionKey } from '../../src/shared/wedding/sections';
import { WeddingSite } from '../../src/features/site/views/site/WeddingSite';
import type { WeddingSiteData } from '../../src/features/site/views/site/site-data';
import { editingLanguageAtom, proAtom } from './state/builder-session';
import { draftAtom } from './state/draft';

/** What a click in the preview asks for: a section's panel, or the Details tab (the names and date). */
export type PreviewPick = SectionKey | 'details';

type Device = 'desktop' | 'phone';
const DEVICES = [
  { value: 'desktop', label: 'builder.preview.desktop' },
  { value: 'phone', label: 'builder.preview.phone' },
] as const satisfies { value: Device; label: string }[];

const FRAME_HTML = '<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0"></body></html>';

/**
 * The phone preview: the page in a 390 px frame of its own, so the site's phone layout (its media
 * queries answer to the frame's width) shows exactly as guests' phones draw it. The builder's
 * stylesheets are copied in; the content is still this React tree (a portal), so it follows
 * every draft edit at once and its clicks reach the preview's handler.
 */
function PhoneFrame({ children }: { children: ReactNode }) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  const t = useAppText();
  const onLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    const doc = event.currentTarget.contentDocument;
    if (!doc) return;
    for (const node of document.head.querySelectorAll('link[rel="stylesheet"], style')) doc.head.append(doc.importNode(node, true));
    doc.documentElement.lang = document.documentElement.lang || 'en';
    setBody(doc.body);
  };
  return (
    <>
      <iframe className="b-phone" title={t('builder.preview.phoneFrame')} srcDoc={FRAME_HTML} onLoad={onLoad} data-testid="phone-preview" />
      {body && createPortal(children, body)}
    </>
  );
}

/**
 * The live preview: the public page's own section components, rendered from the draft, on a
 * desktop or in a phone frame. A click on a section opens its panel; links never leave the
 * builder (a phone frame's own menu still opens, it jumps within the frame).
 */
export function Preview({ onPick }: { onPick: (pick: PreviewPick) => void }) {
  const draft = useAtomValue(draftAtom);
  const pro = useAtomValue(proAtom);
  // The page in the language being written (issue 27 item 2): its translations, the default text where there is none.
  const editing = useAtomValue(editingLanguageAtom);
  const [device, setDevice] = useState<Device>('desktop');
  const t = useAppText();
  const site = useMemo<WeddingSiteData | null>(() => {
    if (!draft) return null;
    return {
      content: localizeContent(parseWeddingContent(draft), editing ?? undefined),
      weddingUrl: (draft.weddingUrl as string) || null,
      weddingTheme: String(draft.weddingTheme ?? 'light'),
      weddingDate: draft.weddingDate ? new Date(String(draft.weddingDate)) : null,
      timeZone: String(draft.timeZone ?? 'UTC'),
      ownerPro: pro,
      now: new Date(),
      // Empty text sections show with their hints here; guests never see them.
      editing: true,
    };
  }, [draft, pro, editing]);
  if (!site) return null;
  const pick = (event: MouseEvent) => {
    const target = event.target as Element;
    const link = target.closest('a');
    const inFrame = target.ownerDocument !== document;
    if (link && !(inFrame && link.getAttribute('href')?.startsWith('#'))) event.preventDefault();
    const section = target.closest('[data-section]')?.getAttribute('data-section');
    if (isSectionKey(section)) onPick(section);
    else if (target.closest('.w-header')) onPick('details');
  };
  const page = (
    <InlineIslandsContext.Provider value={true}>
      <WeddingSite site={site} />
    </InlineIslandsContext.Provider>
  );
  return (
    <div className={`b-preview b-preview--${device}`} role="region" aria-label={t('builder.preview.region')}>
      <fieldset className="b-device">
        <legend className="b-device__legend">{t('builder.preview.on')}</legend>
        {DEVICES.map(({ value, label }) => (
          <label key={value} className={`b-device__option${device === value ? ' is-checked' : ''}`}>
            <input type="radio" name="preview-device" value={value} checked={device === value} onChange={() => setDevice(value)} />
            {t(label)}
          </label>
        ))}
      </fieldset>
      {/* A pointer shortcut: every section's panel is also one keyboard step away in the Sections list. */}
      <div className="b-preview__page" onClick={pick}>
        {device === 'phone' ? <PhoneFrame>{page}</PhoneFrame> : page}
      </div>
    </div>
  );
}
