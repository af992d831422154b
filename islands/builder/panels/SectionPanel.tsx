import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useAppText } from '../../../src/shared/i18n/app';
import { EDITOR_MESSAGES } from '../../../src/shared/wedding/editor-messages';
import { normalizePageOrder, sectionByKey, type SectionKey } from '../../../src/shared/wedding/sections';
import { proAtom, openPanelAtom, upgradeAtom } from '../state/builder-session';
import { draftAtom, editAtom, saveAtom } from '../state/draft';
import { setSectionEnabledAtom } from '../state/lists';
import { useIsLoading } from '../state/use-draft';
import { ProBadge, SaveButton, Select, TextArea, TextInput } from './controls';
import { SECTION_EXTRA_FIELDS, SECTION_FIELDS, type FieldSpec } from './section-fields';
import type { WeddingEdits, WeddingField } from '../state/api';

function Field({ spec, onPicked }: { spec: FieldSpec; onPicked: (name: WeddingField) => void }) {
  const edit = useSetAtom(editAtom);
  if (spec.kind === 'textarea') return <TextArea name={spec.name} label={spec.label} rows={spec.rows} maxLength={spec.maxLength} />;
  if (spec.kind === 'select') {
    const pick = spec.saveOnChange
      ? (value: string) => {
          edit({ [spec.name]: value } as WeddingEdits);
          onPicked(spec.name);
        }
      : undefined;
    return <Select name={spec.name} label={spec.label} options={spec.options} onChange={pick} />;
  }
  return (
    <TextInput
      name={spec.name}
      label={spec.label}
      type={spec.kind === 'url' ? 'url' : 'text'}
      placeholder={spec.placeholder}
      hint={spec.hint}
      help={spec.help}
      maxLength={spec.maxLength}
    />
  );
}

export function sectionSaveFields(key: SectionKey): WeddingField[] {
  const section = sectionByKey(key);
  const menu: WeddingField[] = section.anchor ? ['navHidden'] : [];
  return [...(SECTION_FIELDS[key] ?? []).map((f) => f.name), ...(SECTION_EXTRA_FIELDS[key] ?? []), ...menu, section.toggleField, 'pageOrder'];
}

/** Whether the section has an entry in the site's top-bar menu (issue 25 item 3): on unless the couple hid it. */
function MenuEntrySwitch({ sectionKey }: { sectionKey: SectionKey }) {
  const draft = useAtomValue(draftAtom);
  const edit = useSetAtom(editAtom);
  const hidden = (draft?.navHidden ?? []) as SectionKey[];
  const shown = !hidden.includes(sectionKey);
  const t = useAppText();
  return (
    <label className="b-check">
      <input
        type="checkbox"
        name="navShown"
        checked={shown}
        onChange={(e) => edit({ navHidden: e.target.checked ? hidden.filter((key) => key !== sectionKey) : [...hidden, sectionKey] })}
      />
      <span>{t('builder.section.inMenu')}</span>
    </label>
  );
}

/** One section's dropdown panel: Enabled switch, its fields, its save button. */
export function SectionPanel({
  sectionKey,
  children,
  saveLabel,
  onSave,
}: {
  sectionKey: SectionKey;
  children?: ReactNode;
  saveLabel?: string;
  onSave?: () => Promise<unknown> | undefined;
}) {
  const section = sectionByKey(sectionKey);
  const draft = useAtomValue(draftAtom);
  const pro = useAtomValue(proAtom);
  const setEnabled = useSetAtom(setSectionEnabledAtom);
  const save = useSetAtom(saveAtom);
  const setUpgrade = useSetAtom(upgradeAtom);
  const [openPanel, setOpenPanel] = useAtom(openPanelAtom);
  const loading = useIsLoading();
  const t = useAppText();
  if (!draft) return null;
  const order = normalizePageOrder(draft.pageOrder);
  const entry = order.find((e) => e.title === sectionKey);
  const enabled = Boolean(entry?.render);
  const locked = section.proOnly && !pro;
  const open = openPanel === sectionKey;

  const toggle = (on: boolean) => {
    if (locked && on) {
      setUpgrade({ open: true, message: EDITOR_MESSAGES.mapNeedsPro });
      return;
    }
    setEnabled({ key: sectionKey, enabled: on });
  };

  return (
    <section className={`b-panel${open ? ' b-panel--open' : ''}`} data-section={sectionKey}>
      <header className="b-panel__header">
        <button type="button" className="b-panel__title" aria-expanded={open} onClick={() => setOpenPanel(open ? null : sectionKey)}>
          {section.displayName}
          {section.proOnly && <ProBadge />}
        </button>
        <label className={`b-switch${locked ? ' is-locked' : ''}`} title={locked ? EDITOR_MESSAGES.upgradeToUnlock : t('builder.section.enabled')}>
          <input
            type="checkbox"
            aria-label={t('builder.section.enabledLabel', { section: section.displayName })}
            checked={enabled}
            disabled={loading}
            onChange={(e) => toggle(e.target.checked)}
          />
          <span>{t('builder.section.enabled')}</span>
        </label>
      </header>
      {open && (
        <div className="b-panel__body">
          {locked && <p className="b-note">{EDITOR_MESSAGES.upgradeToUnlock}</p>}
          {children}
          {(SECTION_FIELDS[sectionKey] ?? []).map((spec) => (
            <Field key={spec.name} spec={spec} onPicked={(name) => void save({ fields: [name], pro: section.proOnly && pro })} />
          ))}
          {section.anchor && <MenuEntrySwitch sectionKey={sectionKey} />}
          <SaveButton
            label={saveLabel}
            disabled={locked}
            onClick={() => (onSave ? onSave() : save({ fields: sectionSaveFields(sectionKey), pro: section.proOnly && pro }))}
          />
        </div>
      )}
    </section>
  );
}
