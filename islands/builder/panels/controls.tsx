import { useState, type ReactNode } from 'react';
import { useAppText } from '../../../src/shared/i18n/app';
import { useDraftField, useIsLoading } from '../state/use-draft';
import type { WeddingField } from '../state/api';
import { textHint } from '../../../src/shared/wedding/record';
import { TranslatedField, useTranslationTarget } from './translated-field';

export interface Option {
  value: string;
  label: string;
}

export function TextInput({
  name,
  label,
  placeholder,
  hint,
  help,
  type = 'text',
  maxLength,
}: {
  name: WeddingField;
  label: string;
  placeholder?: string;
  hint?: string;
  help?: { href: string; text: string };
  type?: 'text' | 'url' | 'password';
  maxLength?: number;
}) {
  const [value, setValue] = useDraftField<string>(name);
  const translation = useTranslationTarget(name);
  if (translation && type === 'text') return <TranslatedField name={name} label={label} maxLength={maxLength} {...translation} />;
  return (
    <label className="b-field">
      <span className="b-field__label">{label}</span>
      <input
        className="b-input"
        name={name}
        type={type}
        value={value ?? ''}
        placeholder={placeholder ?? textHint(name)}
        maxLength={maxLength}
        onChange={(e) => setValue(e.target.value)}
      />
      {hint && <span className="b-field__hint">{hint}</span>}
      {help && (
        <a className="b-field__hint" href={help.href} target="_blank" rel="noopener noreferrer">
          {help.text}
        </a>
      )}
    </label>
  );
}

/** A text area; a section text with guidance (record.ts TEXT_HINTS) shows it as its placeholder. */
export function TextArea({ name, label, rows = 4, maxLength }: { name: WeddingField; label: string; rows?: number; maxLength?: number }) {
  const [value, setValue] = useDraftField<string>(name);
  const translation = useTranslationTarget(name);
  if (translation) return <TranslatedField name={name} label={label} multiline rows={rows} maxLength={maxLength} {...translation} />;
  return (
    <label className="b-field">
      <span className="b-field__label">{label}</span>
      <textarea
        className="b-input"
        name={name}
        rows={rows}
        value={value ?? ''}
        maxLength={maxLength}
        placeholder={textHint(name)}
        onChange={(e) => setValue(e.target.value)}
      />
    </label>
  );
}

export function Select({
  name,
  label,
  options,
  onChange,
}: {
  name: WeddingField;
  label: string;
  options: readonly Option[];
  onChange?: (value: string) => void;
}) {
  const [value, setValue] = useDraftField<string>(name);
  return (
    <label className="b-field">
      <span className="b-field__label">{label}</span>
      <select className="b-input" name={name} value={value ?? ''} onChange={(e) => (onChange ? onChange(e.target.value) : setValue(e.target.value))}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Checkbox({ name, label, disabled }: { name: WeddingField; label: string; disabled?: boolean }) {
  const [value, setValue] = useDraftField<boolean>(name);
  return (
    <label className="b-check">
      <input type="checkbox" name={name} checked={Boolean(value)} disabled={disabled} onChange={(e) => setValue(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/**
 * A save or update button: disabled while any load is in progress; the one that was pressed says
 * 'Saving…' until its own action has finished.
 */
export function SaveButton({ onClick, label, disabled }: { onClick: () => Promise<unknown> | undefined; label?: string; disabled?: boolean }) {
  const loading = useIsLoading();
  const t = useAppText();
  return (
    <BusyButton className="btn btn--primary b-save" disabled={loading || Boolean(disabled)} busyText={t('builder.save.saving')} onClick={onClick}>
      {label ?? t('builder.save.update')}
    </BusyButton>
  );
}

/** A button that runs an action, disabled and saying busyText (aria-busy) until it has finished. */
export function BusyButton({
  className,
  disabled,
  busyText,
  onClick,
  children,
}: {
  className: string;
  disabled: boolean;
  busyText: string;
  onClick: () => Promise<unknown> | undefined;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const press = async () => {
    setBusy(true);
    try {
      await onClick();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} disabled={disabled || busy} onClick={() => void press()} aria-busy={busy}>
      {busy ? busyText : children}
    </button>
  );
}

export function ProBadge() {
  const t = useAppText();
  return <span className="b-pro-badge">{t('builder.pro.badge')}</span>;
}

export function PanelGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="b-group">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * An image file input (hidden; its label is the button): hands the chosen files over and clears
 * itself, so choosing the same file again uploads it again.
 */
export function ImageFileInput({
  onFiles,
  disabled,
  multiple,
  id,
  testId,
}: {
  onFiles: (files: File[]) => void;
  disabled: boolean;
  multiple?: boolean;
  id?: string;
  testId?: string;
}) {
  return (
    <input
      id={id}
      data-testid={testId}
      className="b-file"
      type="file"
      accept="image/*"
      multiple={multiple}
      disabled={disabled}
      onChange={(e) => {
        const files = [...(e.target.files ?? [])];
        e.target.value = '';
        onFiles(files);
      }}
    />
  );
}

/** A small button that picks one image (Replace, Photo): the label holds the hidden input. */
export function ImageFileButton({ children, onFile, disabled }: { children: ReactNode; onFile: (file: File) => void; disabled: boolean }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the file input rendered inside
    <label className="btn b-small">
      {children}
      <ImageFileInput
        disabled={disabled}
        onFiles={([file]) => {
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
