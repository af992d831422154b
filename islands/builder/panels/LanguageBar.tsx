// The builder's languages (issue 27 item 2): which languages the site is in (the default first) and
// which one the couple is writing in. In another language than the default, every text field shows
// the default text beside the translation (translated-field.tsx).
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useAppText } from '../../../src/shared/i18n/app';
import { LANGUAGE_CODES } from '../../../src/shared/i18n/languages';
import { LANGUAGE_NAMES_IN_ENGLISH, readSiteLanguages, type SiteLanguage } from '../../../src/shared/wedding/languages';
import { editingLanguageAtom } from '../state/builder-session';
import { draftAtom, editAtom, saveAtom } from '../state/draft';
import { SaveButton } from './controls';

function LanguageSettings({ languages }: { languages: SiteLanguage[] }) {
  const edit = useSetAtom(editAtom);
  const save = useSetAtom(saveAtom);
  const set = (next: SiteLanguage[]) => edit({ languages: next });
  const toggle = (lang: SiteLanguage, on: boolean) => set(on ? [...languages, lang] : languages.filter((l) => l !== lang));
  const t = useAppText();
  return (
    <div className="b-languages__settings">
      <label className="b-field">
        <span className="b-field__label">{t('builder.languages.default')}</span>
        <select
          className="b-input"
          name="defaultLanguage"
          value={languages[0]}
          onChange={(e) => set([e.target.value as SiteLanguage, ...languages.filter((l) => l !== e.target.value)])}
        >
          {LANGUAGE_CODES.map((lang) => (
            <option key={lang} value={lang}>
              {LANGUAGE_NAMES_IN_ENGLISH[lang]}
            </option>
          ))}
        </select>
        <span className="b-field__hint">{t('builder.languages.defaultHint')}</span>
      </label>
      <fieldset className="b-languages__others">
        <legend className="b-field__label">{t('builder.languages.also')}</legend>
        {LANGUAGE_CODES.filter((lang) => lang !== languages[0]).map((lang) => (
          <label key={lang} className="b-check">
            <input type="checkbox" name="languages" value={lang} checked={languages.includes(lang)} onChange={(e) => toggle(lang, e.target.checked)} />
            <span>{LANGUAGE_NAMES_IN_ENGLISH[lang]}</span>
          </label>
        ))}
      </fieldset>
      <SaveButton label={t('builder.languages.save')} onClick={() => save({ fields: ['languages'], successText: t('builder.languages.saved') })} />
    </div>
  );
}

export function LanguageBar() {
  const draft = useAtomValue(draftAtom);
  const [editing, setEditing] = useAtom(editingLanguageAtom);
  const [open, setOpen] = useState(false);
  const t = useAppText();
  if (!draft) return null;
  const languages = readSiteLanguages(draft.languages);
  const current = editing && languages.includes(editing as SiteLanguage) ? editing : languages[0];
  return (
    <section className="b-languages" aria-label={t('builder.languages.title')}>
      <div className="b-languages__bar">
        <span className="b-field__label">{t('builder.languages.writingIn')}</span>
        <div className="b-languages__switch" role="group" aria-label={t('builder.languages.writingIn')}>
          {languages.map((lang, index) => (
            <button
              key={lang}
              type="button"
              className={`b-languages__lang${lang === current ? ' is-active' : ''}`}
              aria-pressed={lang === current}
              onClick={() => setEditing(index === 0 ? null : lang)}
            >
              {index === 0 ? t('builder.languages.defaultName', { name: LANGUAGE_NAMES_IN_ENGLISH[lang] }) : LANGUAGE_NAMES_IN_ENGLISH[lang]}
            </button>
          ))}
        </div>
        <button type="button" className="btn b-small b-languages__edit" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('builder.languages.done') : t('builder.languages.open')}
        </button>
      </div>
      {open && <LanguageSettings languages={languages} />}
    </section>
  );
}
