import { useAtom, useAtomValue } from 'jotai';
import { useAppText } from '../../src/shared/i18n/app';
import { normalizePageOrder, type SectionKey } from '../../src/shared/wedding/sections';
import { DesignTab } from './panels/DesignTab';
import { DetailsTab } from './panels/DetailsTab';
import { GalleryPanel } from './panels/GalleryPanel';
import { LanguageBar } from './panels/LanguageBar';
import { MainPhotoPanel, TextOverImagePanel } from './panels/ImageSectionPanels';
import { PartyPanel } from './panels/PartyPanel';
import { ProTab } from './panels/ProTab';
import { SchedulePanel } from './panels/SchedulePanel';
import { SectionPanel } from './panels/SectionPanel';
import { EDITOR_TABS, type EditorTab, editorTabAtom } from './state/builder-session';
import { draftAtom } from './state/draft';

function Panel({ sectionKey }: { sectionKey: SectionKey }) {
  switch (sectionKey) {
    case 'mainPhoto':
      return <MainPhotoPanel />;
    case 'images':
    case 'customTwo':
      return <GalleryPanel sectionKey={sectionKey} />;
    case 'schedule':
      return <SchedulePanel />;
    case 'weddingParty':
      return <PartyPanel />;
    case 'customSix':
      return <TextOverImagePanel />;
    default:
      return <SectionPanel sectionKey={sectionKey} />;
  }
}

const TAB_LABEL = { Details: 'builder.tab.details', Design: 'builder.tab.design', Pro: 'builder.tab.pro' } as const satisfies Record<EditorTab, string>;

/** The side editor: tabs Details, Design, Pro, then the panels of the active sections. */
export function Editor() {
  const [tab, setTab] = useAtom(editorTabAtom);
  const draft = useAtomValue(draftAtom);
  const t = useAppText();
  const active = normalizePageOrder(draft?.pageOrder).filter((e) => e.sidebarActive);
  return (
    <div className="b-editor">
      <LanguageBar />
      <div className="b-tabs" role="tablist">
        {EDITOR_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`b-tabs__tab${tab === name ? ' is-active' : ''}`}
            onClick={() => setTab(name)}
          >
            {t(TAB_LABEL[name])}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'Details' && <DetailsTab />}
        {tab === 'Design' && <DesignTab />}
        {tab === 'Pro' && <ProTab />}
      </div>
      <h2 className="b-editor__heading">{t('builder.editor.sections')}</h2>
      {active.map((entry) => (
        <Panel key={entry.title} sectionKey={entry.title} />
      ))}
    </div>
  );
}
