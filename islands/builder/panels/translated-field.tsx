// A text field in another of the wedding's languages (issue 27 item 2): the default-language text
// beside the translation's input, the default shown as its placeholder and named below while the
// translation is missing (guests then read the default).
import { useAtomValue, useSetAtom } from 'jotai';
import { useAppText } from '../../../src/shared/i18n/app';
import { isLang, languageDir } from '../../../src/shared/i18n/languages';
import { LANGUAGE_NAMES_IN_ENGLISH, readSiteLanguages } from '../../../src/shared/wedding/languages';
import { contentTextLimit } from '../../../src/shared/wedding/record';
import type { Translations } from '../../../src/shared/wedding/translations';
import { editingLanguageAtom } from '../state/builder-session';
import { draftAtom, editAtom } from '../state/draft';
import type { WeddingEdits, WeddingField } from '../state/api';

/** The language a text field is being translated into, or null when the couple writes the default text. */
export function useTranslationTarget(name: WeddingField): { lang: string; defaultLang: string } | null {
  const target = useTranslationLanguage();
  return target && contentTextLimit(name) !== undefined ? target : null;
}

/** The language the couple is writing in, when it is not the site's default (then texts are translations). */
export function useTranslationLanguage(): { lang: string; defaultLang: string } | null {
  const editing = useAtomValue(editingLanguageAtom);
  const draft = useAtomValue(draftAtom);
  if (!editing || !draft) return null;
  const languages = readSiteLanguages(draft.languages);
  if (!isLang(editing) || editing === languages[0] || !languages.includes(editing)) return null;
  return { lang: editing, defaultLang: languages[0]! };
}

const nameOf = (lang: string) => (isLang(lang) ? LANGUAGE_NAMES_IN_ENGLISH[lang] : lang);

export function TranslatedField({
  name,
  path = name,
  defaultText: givenDefault,
  label,
  lang,
  defaultLang,
  multiline,
  rows,
  maxLength,
}: {
  name: WeddingField;
  /** The translation's path when it is not the field itself (a schedule item's `tasks.<id>.title`), with its default text. */
  path?: string;
  defaultText?: string;
  label: string;
  lang: string;
  defaultLang: string;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
}) {
  const draft = useAtomValue(draftAtom);
  const edit = useSetAtom(editAtom);
  const translations = (draft?.translations ?? {}) as Translations;
  const own = translations[lang as keyof Translations] ?? {};
  const value = own[path] ?? '';
  const defaultText = givenDefault ?? String(draft?.[name] ?? '');
  const set = (text: string) => edit({ translations: { ...translations, [lang]: { ...own, [path]: text } } } as WeddingEdits);
  const dir = isLang(lang) ? languageDir(lang) : 'ltr';
  const t = useAppText();
  const inputLabel = t('builder.translated.inputLabel', { label, language: nameOf(lang) });
  const common = {
    className: 'b-input',
    name: `translations.${lang}.${path}`,
    lang,
    dir,
    value,
    maxLength,
    placeholder: defaultText,
    'aria-label': inputLabel,
    onChange: (e: { target: { value: string } }) => set(e.target.value),
  };
  return (
    <div className="b-field b-translated" data-translated={path}>
      <span className="b-field__label">{label}</span>
      <div className="b-translated__pair">
        <div className="b-translated__side">
          <span className="b-translated__lang">{t('builder.languages.defaultName', { name: nameOf(defaultLang) })}</span>
          <p className="b-translated__default" lang={defaultLang} data-default-text>
            {defaultText || '—'}
          </p>
        </div>
        <div className="b-translated__side">
          <span className="b-translated__lang">{nameOf(lang)}</span>
          {multiline ? <textarea rows={rows ?? 4} {...common} /> : <input type="text" {...common} />}
        </div>
      </div>
      {value.trim() === '' && (
        <span className="b-field__hint b-translated__missing">
          {t('builder.translated.missing', { language: nameOf(lang), defaultLanguage: nameOf(defaultLang) })}
        </span>
      )}
    </div>
  );
}
