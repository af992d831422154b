import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Modal } from '../../../src/shared/client/ui/Modal';
import { useAppText } from '../../../src/shared/i18n/app';
import { EDITOR_MESSAGES } from '../../../src/shared/wedding/editor-messages';
import { changedProOnlySections, normalizePageOrder, SECTIONS, sectionByKey, type PageOrderEntry, type SectionKey } from '../../../src/shared/wedding/sections';
import { proAtom, upgradeAtom } from '../state/builder-session';
import { useShowSection } from '../show-section';
import { draftAtom, saveAtom, serverWeddingAtom } from '../state/draft';
import { moveSectionAtom, selectSectionsAtom } from '../state/lists';
import { activeKeys, toggleFieldsFor } from '../state/page-order';
import { SaveButton } from '../panels/controls';
import { SortableItem, SortableList } from './SortableList';
import { fieldsOf } from '../state/api';

/** Saves the order; a change to a Pro-only section's active state uses the Pro update when Pro. */
function useSaveOrder() {
  const save = useSetAtom(saveAtom);
  const server = useAtomValue(serverWeddingAtom);
  const pro = useAtomValue(proAtom);
  return (order: PageOrderEntry[]) => {
    const before = normalizePageOrder(server?.pageOrder);
    const proChange = changedProOnlySections(before, order).length > 0;
    return save({ fields: ['pageOrder', ...fieldsOf(toggleFieldsFor(order))], pro: proChange && pro });
  };
}

/** The sidebar of active sections, reorderable by handle (pointer, or keyboard: Space, arrows, Space). */
export function SectionOrder() {
  const draft = useAtomValue(draftAtom);
  const move = useSetAtom(moveSectionAtom);
  const showSection = useShowSection();
  const saveOrder = useSaveOrder();
  const [managing, setManaging] = useState(false);
  const t = useAppText();
  if (!draft) return null;
  const order = normalizePageOrder(draft.pageOrder);
  const active = activeKeys(order);
  return (
    <aside className="b-order" aria-label={t('builder.order.title')}>
      <h2 className="b-order__title">{t('builder.order.title')}</h2>
      <SortableList id="section-order" items={active} onMove={(from, to) => move({ from: from as SectionKey, to: to as SectionKey })}>
        {active.map((key) => {
          const entry = order.find((e) => e.title === key)!;
          return (
            <SortableItem key={key} id={key} label={sectionByKey(key).displayName}>
              <button type="button" className="b-order__name" onClick={() => showSection(key)}>
                {sectionByKey(key).displayName}
              </button>
              {!entry.render && <span className="b-note">{t('builder.order.hidden')}</span>}
            </SortableItem>
          );
        })}
      </SortableList>
      <div className="b-row">
        <button type="button" className="btn b-small" onClick={() => setManaging(true)}>
          {t('builder.order.manage')}
        </button>
        <SaveButton label={t('builder.order.save')} onClick={() => saveOrder(order)} />
      </div>
      {managing && <ManageSections order={order} onClose={() => setManaging(false)} />}
    </aside>
  );
}

/**
 * 'Add additional Sections to your page': a checkbox per section. The choice stays inside the
 * dialog until Save, so Cancel (or Escape, or ×) leaves the order and active set exactly as they
 * were when it opened.
 */
function ManageSections({ order, onClose }: { order: PageOrderEntry[]; onClose: () => void }) {
  const pro = useAtomValue(proAtom);
  const setUpgrade = useSetAtom(upgradeAtom);
  const select = useSetAtom(selectSectionsAtom);
  const saveOrder = useSaveOrder();
  const [selected, setSelected] = useState(() => new Set(activeKeys(order)));
  const t = useAppText();
  const toggle = (key: SectionKey, on: boolean) => {
    if (on && sectionByKey(key).proOnly && !pro) {
      setUpgrade({ open: true, message: EDITOR_MESSAGES.mapNeedsPro });
      return;
    }
    const next = new Set(selected);
    if (on) next.add(key);
    else next.delete(key);
    setSelected(next);
  };
  return (
    <Modal title={t('builder.manage.title')} isOpen onClose={onClose}>
      <ul className="b-manage">
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <label className="b-check">
              <input type="checkbox" checked={selected.has(section.key)} onChange={(e) => toggle(section.key, e.target.checked)} />
              <span>{section.displayName}</span>
              {section.proOnly && <span className="b-pro-badge">{t('builder.pro.badge')}</span>}
            </label>
          </li>
        ))}
      </ul>
      <div className="b-row b-row--end">
        <button type="button" className="btn" onClick={onClose}>
          {t('builder.manage.cancel')}
        </button>
        <SaveButton
          label={t('builder.manage.save')}
          onClick={async () => {
            const next = select(selected);
            onClose();
            await saveOrder(next);
          }}
        />
      </div>
    </Modal>
  );
}
