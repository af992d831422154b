import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Modal } from '../../../src/client/ui/Modal';
import { EDITOR_MESSAGES } from '../../../src/domain/wedding/limits';
import { changedProOnlySections, normalizePageOrder, SECTIONS, sectionByKey, type PageOrderEntry, type SectionKey } from '../../../src/domain/wedding/sections';
import { openPanelAtom, proAtom, upgradeAtom } from '../state/builder-session';
import { draftAtom, editAtom, saveAtom, serverWeddingAtom } from '../state/draft';
import { activeKeys, applySectionSelection, moveSection, toggleFieldsFor } from '../state/page-order';
import { useIsLoading } from '../state/use-draft';
import { SortableItem, SortableList } from './SortableList';

/** Saves the order; a change to a Pro-only section's active state uses the Pro update when Pro. */
function useSaveOrder() {
  const save = useSetAtom(saveAtom);
  const server = useAtomValue(serverWeddingAtom);
  const pro = useAtomValue(proAtom);
  return (order: PageOrderEntry[]) => {
    const before = normalizePageOrder(server?.pageOrder);
    const proChange = changedProOnlySections(before, order).length > 0;
    return save({ fields: ['pageOrder', ...Object.keys(toggleFieldsFor(order))], pro: proChange && pro });
  };
}

/** The sidebar of active sections, reorderable by handle (pointer or keyboard). */
export function SectionOrder() {
  const draft = useAtomValue(draftAtom);
  const edit = useSetAtom(editAtom);
  const setOpenPanel = useSetAtom(openPanelAtom);
  const saveOrder = useSaveOrder();
  const loading = useIsLoading();
  const [managing, setManaging] = useState(false);
  if (!draft) return null;
  const order = normalizePageOrder(draft.pageOrder);
  const active = activeKeys(order);
  return (
    <aside className="b-order" aria-label="Sections">
      <h2 className="b-order__title">Sections</h2>
      <SortableList id="section-order" items={active} onMove={(from, to) => {
        const next = moveSection(order, from as SectionKey, to as SectionKey);
        edit({ pageOrder: next });
      }}>
        {active.map((key) => {
          const entry = order.find((e) => e.title === key)!;
          return (
            <SortableItem key={key} id={key} label={sectionByKey(key).displayName}>
              <button type="button" className="b-order__name" onClick={() => setOpenPanel(key)}>
                {sectionByKey(key).displayName}
              </button>
              {!entry.render && <span className="b-note">hidden</span>}
            </SortableItem>
          );
        })}
      </SortableList>
      <div className="b-row">
        <button type="button" className="btn b-small" onClick={() => setManaging(true)}>
          + Manage Sections
        </button>
        <button type="button" className="btn btn--primary b-small" disabled={loading} onClick={() => void saveOrder(order)}>
          Save order
        </button>
      </div>
      {managing && <ManageSections order={order} onClose={() => setManaging(false)} />}
    </aside>
  );
}

/** 'Add additional Sections to your page': a checkbox per section; Cancel restores what was there. */
function ManageSections({ order, onClose }: { order: PageOrderEntry[]; onClose: () => void }) {
  const pro = useAtomValue(proAtom);
  const setUpgrade = useSetAtom(upgradeAtom);
  const [, edit] = useAtom(editAtom);
  const saveOrder = useSaveOrder();
  const [opened] = useState(order);
  const [selected, setSelected] = useState(() => new Set(activeKeys(order)));
  const loading = useIsLoading();
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
  const cancel = () => {
    edit({ pageOrder: opened });
    onClose();
  };
  return (
    <Modal title="Add additional Sections to your page" isOpen onClose={cancel}>
      <ul className="b-manage">
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <label className="b-check">
              <input type="checkbox" checked={selected.has(section.key)} onChange={(e) => toggle(section.key, e.target.checked)} />
              <span>{section.displayName}</span>
              {section.proOnly && <span className="b-pro-badge">PRO</span>}
            </label>
          </li>
        ))}
      </ul>
      <div className="b-row b-row--end">
        <button type="button" className="btn" onClick={cancel}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={loading}
          onClick={async () => {
            const next = applySectionSelection(opened, selected);
            edit({ pageOrder: next, ...toggleFieldsFor(next) });
            onClose();
            await saveOrder(next);
          }}
        >
          Save
        </button>
      </div>
    </Modal>
  );
}
