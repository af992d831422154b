import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useAppText } from '../../../src/shared/i18n/app';
import { designType, fontsUntouched } from '../../../src/shared/wedding/design-families';
import { DEFAULT_FONTS, FONT_OPTIONS, fontOption, type FontField, type FontOption } from '../../../src/shared/wedding/fonts';
import { draftAtom, editAtom } from '../state/draft';
import { useDraftField } from '../state/use-draft';
import type { WeddingField } from '../state/api';

const FALLBACK = { script: 'cursive', serif: 'serif', sans: 'sans-serif' } as const;
const family = (font: FontOption) => `'${font.key}', ${FALLBACK[font.category]}`;

/**
 * A font choice showing every font in its own face. A native <select> cannot promise that (phones
 * and macOS draw their own menus), so this is a small listbox: arrows, Home/End, a letter to jump,
 * Enter or Space to choose, Escape to close. The faces come from the page's self-hosted
 * @font-face rules; a font's file is fetched only when the list is first shown.
 */
export function FontPicker({ name, label }: { name: WeddingField; label: string }) {
  const [value, setValue] = useDraftField<string>(name);
  const draft = useAtomValue(draftAtom);
  const edit = useSetAtom(editAtom);
  // While the couple has chosen no font the page shows the design's pairing (design-families.ts): say so.
  const field = name as FontField;
  const untouched = fontsUntouched({ ...DEFAULT_FONTS, ...(draft as Partial<Record<FontField, string>> | null) });
  const pairing = designType(String(draft?.weddingTheme ?? 'light'));
  const designFont = untouched ? fontOption(pairing[field]) : undefined;
  const current = designFont ?? fontOption(value) ?? FONT_OPTIONS[0]!;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const t = useAppText();

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (open) listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const show = () => {
    setActive(Math.max(0, FONT_OPTIONS.indexOf(current)));
    setOpen(true);
  };
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const choose = (font: FontOption) => {
    // The first choice keeps the design's other fonts: they are written with it.
    if (untouched) edit({ ...pairing, [name]: font.key });
    else if (font.key !== value) setValue(font.key);
    close();
  };
  const onListKey = (event: KeyboardEvent) => {
    const last = FONT_OPTIONS.length - 1;
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: last, PageDown: active + 8, PageUp: active - 8 };
    if (event.key in moves) setActive(Math.min(last, Math.max(0, moves[event.key]!)));
    else if (event.key === 'Enter' || event.key === ' ') choose(FONT_OPTIONS[active]!);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') close(false);
    else if (event.key.length === 1 && /\S/.test(event.key)) {
      // Jump to the next font starting with the typed letter.
      const letter = event.key.toLowerCase();
      const order = [...FONT_OPTIONS.slice(active + 1), ...FONT_OPTIONS.slice(0, active + 1)];
      const found = order.find((font) => font.label.toLowerCase().startsWith(letter));
      if (found) setActive(FONT_OPTIONS.indexOf(found));
    } else return;
    event.preventDefault();
  };

  return (
    <div className="b-field b-font">
      <span className="b-field__label" id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        className="b-input b-font__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-button`}
        data-font-field={name}
        style={{ fontFamily: family(current) }}
        onClick={() => (open ? close() : show())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            show();
          }
        }}
      >
        {current.label}
        {designFont && <span className="b-font__design"> {t('builder.font.design')}</span>}
      </button>
      {open && (
        <ul
          ref={listRef}
          role="listbox"
          tabIndex={-1}
          className="b-font__list"
          aria-labelledby={`${id}-label`}
          aria-activedescendant={`${id}-option-${active}`}
          onKeyDown={onListKey}
          onBlur={(e) => {
            if (!e.currentTarget.parentElement?.contains(e.relatedTarget as Node | null)) close(false);
          }}
        >
          {FONT_OPTIONS.map((font, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: listbox pattern, focus stays on the input (aria-activedescendant)
            <li
              key={font.key}
              id={`${id}-option-${index}`}
              data-index={index}
              role="option"
              aria-selected={font.key === current.key}
              className={`b-font__option${index === active ? ' is-active' : ''}`}
              style={{ fontFamily: family(font) }}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(font)}
            >
              {font.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
