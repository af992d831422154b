import { CARD_TEXT_FIELDS, CARD_TEXT_LABELS, CARD_TEXT_LIMITS, type CardTextField } from '../../../email';
import type { cardJson } from '../../../email';
import type { CardProductKey } from '../../../email';
import type { GuestSendStatus } from '../../../email';
import { EMAIL_PRO_ONLY } from '../../../../shared/email/texts';
import InviteImage from '../../../../../islands/InviteImage';
import SendDialogs from '../../../../../islands/SendDialogs';
import { Island } from '../../../../core/rendering/hydration/Island';
import { FormError } from '../../../../core/rendering/components/Form';
import { cardStyleFor } from '../../../email/web';
import { AnnounceStyles } from './announce-styles';
import { SendPanel } from '../campaign/SendPanel';
import type { GuestColumn } from '../campaign/GuestStatusTable';
import { UpsellNotice } from './SendStateBadge';
import { languageDir, type Lang, type WritingLanguages } from '../../../../shared/i18n';
import { LANGUAGE_NAMES_IN_ENGLISH } from '../../../../shared/wedding/languages';
import type { CardTexts } from '../../../email';
import { type AppTranslate, appText, useAppText } from '../../../../shared/i18n/app';

export interface DesignPreview {
  key: string;
  label: string;
  description: string;
  swatch: string;
  /** The whole e-mail as it would go out, shown in a sandboxed frame. */
  html: string;
}

export interface CardEditorProps {
  product: CardProductKey;
  /** /app/announce/{slug} */
  basePath: string;
  pro: boolean;
  card: ReturnType<typeof cardJson>;
  previews: DesignPreview[];
  /** The wedding's default language and its others: a group of the card's texts per other language (issue 27 item 2). */
  languages: WritingLanguages;
  /** Per other language, what its readers get where the couple wrote nothing (shown in grey). */
  translationDefaults: Partial<Record<Lang, CardTexts>>;
  /** What the couple typed when a save was refused. */
  typed?: Record<string, string> | null;
  error?: string | null;
  ownerEmail: string;
  statuses: GuestSendStatus[];
  tests: { to: string; status: string; at: string }[];
  bulkAvailableAt: string | null;
  requestIds: { owner: string; single: string; bulk: string };
  sentHref: string | null;
  formatTime: (iso: string) => string;
}

/** Layouts built around the card photo (the others show it above the words when there is one). */
const PHOTO_LAYOUTS = new Set(['photo-top', 'split', 'circle-photo']);

const MULTI_LINE = new Set<CardTextField>(['message', 'locationLine', 'note', 'heading']);

const HINTS: Partial<Record<CardTextField, string>> = {
  names: appText('announce.editor.hint.names'),
  dateLine: appText('announce.editor.hint.dateLine'),
  locationLine: appText('announce.editor.hint.locationLine'),
  buttonText: appText('announce.editor.hint.buttonText'),
};

/** One card text's field: its name, what it holds, what shows in grey when empty. */
function TextField(props: { field: CardTextField; name: string; label: string; value: string; placeholder: string; lang?: Lang; hint?: string }) {
  const { field } = props;
  const common = {
    className: 'field__input',
    name: props.name,
    defaultValue: props.value,
    placeholder: props.placeholder,
    maxLength: CARD_TEXT_LIMITS[field],
    ...(props.lang ? { lang: props.lang, dir: languageDir(props.lang) } : {}),
  };
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the input or textarea rendered inside
    <label className="field">
      <span className="field__label">{props.label}</span>
      {MULTI_LINE.has(field) ? <textarea {...common} rows={field === 'message' ? 4 : 2} /> : <input {...common} type="text" />}
      {props.hint && <span className="field__hint">{props.hint}</span>}
    </label>
  );
}

/** The card's own words: in the wedding's default language, named when the wedding has others. */
function TextFields({ card, typed, language }: { card: CardEditorProps['card']; typed?: Record<string, string> | null; language: string | null }) {
  const t = useAppText();
  return (
    <fieldset className="form__group">
      <legend>{language ? t('announce.editor.wordsIn', { language }) : t('announce.editor.words')}</legend>
      <p className="field__hint">{t('announce.editor.wordsHint')}</p>
      {CARD_TEXT_FIELDS.map((field) => (
        <TextField
          key={field}
          field={field}
          name={field}
          label={CARD_TEXT_LABELS[field]}
          value={typed?.[field] ?? (card.custom as Record<string, string | undefined>)[field] ?? ''}
          placeholder={card.defaults[field]}
          hint={HINTS[field]}
        />
      ))}
    </fieldset>
  );
}

/** The card's texts in one of the wedding's other languages (issue 27 item 2), each with what its readers get when left empty. */
function TranslationFields(props: {
  card: CardEditorProps['card'];
  lang: Lang;
  defaultLanguage: Lang;
  defaults?: CardTexts;
  typed?: Record<string, string> | null;
  /** The card's page (save-the-date, invitation) in this language: the saved words as guests reading it see them. */
  previewHref: string | null;
}) {
  const t = useAppText();
  const { card, lang, typed } = props;
  const name = LANGUAGE_NAMES_IN_ENGLISH[lang];
  const written = (card.translations as Partial<Record<Lang, Record<string, string>>>)[lang] ?? {};
  return (
    <fieldset className="form__group" data-lang={lang} data-testid={`card-language-${lang}`}>
      <legend>{t('announce.editor.in', { language: name })}</legend>
      <p className="field__hint">
        {t('announce.editor.translationHint', { language: name, defaultLanguage: LANGUAGE_NAMES_IN_ENGLISH[props.defaultLanguage] })}
        {props.previewHref && (
          <>
            {' '}
            <a href={props.previewHref} target="_blank" rel="noopener">
              {t('announce.editor.seeSaved', { language: name })}
            </a>
          </>
        )}
      </p>
      {CARD_TEXT_FIELDS.map((field) => {
        const fieldName = `translations.${lang}.${field}`;
        return (
          <TextField
            key={field}
            field={field}
            name={fieldName}
            label={t('announce.editor.fieldIn', { field: CARD_TEXT_LABELS[field], language: name })}
            value={typed?.[fieldName] ?? written[field] ?? ''}
            placeholder={props.defaults?.[field] ?? card.fields[field]}
            lang={lang}
          />
        );
      })}
    </fieldset>
  );
}

function DesignPicker({ previews, chosen }: { previews: DesignPreview[]; chosen: string }) {
  const t = useAppText();
  return (
    <fieldset className="form__group">
      <legend>{t('announce.editor.design')}</legend>
      <div className="announce__designs">
        {previews.map((design) => (
          <label className="announce__design" key={design.key}>
            <input type="radio" name="design" value={design.key} defaultChecked={design.key === chosen} />
            <span className="announce__swatch" style={{ background: design.swatch }} aria-hidden="true" />
            <span>
              {design.label}
              <small>{design.description}</small>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The reminder's send list: whether each guest has answered. */
const answeredColumn = (t: AppTranslate): GuestColumn<GuestSendStatus> => ({
  heading: t('announce.editor.answered'),
  cell: (status) => <span data-answered={status.answered ? 'yes' : 'no'}>{t(status.answered ? 'announce.editor.yes' : 'announce.editor.no')}</span>,
});

function CardSendPanel(props: CardEditorProps) {
  const t = useAppText();
  const { pro, basePath, requestIds, ownerEmail, formatTime, tests } = props;
  const disabled = !pro;
  const reminder = props.product === 'reminder';
  return (
    <SendPanel
      heading={t('announce.editor.send')}
      action={`${basePath}/send`}
      testIdPrefix=""
      disabled={disabled}
      statuses={props.statuses}
      formatTime={formatTime}
      single={{ requestId: requestIds.single, fields: { scope: 'single' } }}
      {...(reminder
        ? {
            // A reminder is for those who have not answered (issue 22 item 8): that is the default send, a new round each time.
            bulk: {
              requestId: requestIds.bulk,
              fields: { scope: 'bulk', newCampaign: 'true' },
              label: t('announce.editor.reminder.label'),
              count: props.statuses.filter((s) => s.canReceive && !s.answered).length,
              first: true,
              who: t('announce.editor.reminder.who'),
            },
            bulkNote: t('announce.editor.reminder.note'),
            columns: [answeredColumn(t)],
          }
        : {
            bulk: { requestId: requestIds.bulk, fields: { scope: 'bulk' } },
            bulkNote: t('announce.editor.bulkNote'),
          })}
      bulkAvailableAt={props.bulkAvailableAt}
      sentHref={props.sentHref}
      dialogs={pro && <Island island={SendDialogs} props={{ product: props.product, ownerEmail }} />}
    >
      {!pro && <UpsellNotice text={EMAIL_PRO_ONLY} />}
      <form method="post" action={`${basePath}/send`} className="announce__row" data-testid="send-test" data-send-type="test">
        <input type="hidden" name="scope" value="owner" />
        <input type="hidden" name="requestId" value={requestIds.owner} />
        <button className="btn" type="submit" disabled={disabled}>
          {t('announce.editor.testToMe')}
        </button>
        <span className="field__hint">{t('announce.editor.goesTo', { email: ownerEmail })}</span>
      </form>
      {tests.length > 0 && (
        <ul className="field__hint" data-testid="owner-tests">
          {tests.map((test, i) => (
            <li key={i}>{t('announce.editor.testLine', { to: test.to, status: test.status, when: formatTime(test.at) })}</li>
          ))}
        </ul>
      )}
    </SendPanel>
  );
}

/** /app/announce/{savethedate|invitations|reminder}: design, words, live preview and sending. */
export function CardEditorPage(props: CardEditorProps) {
  const { card, previews, basePath, error, typed } = props;
  const t = useAppText();
  const chosen = typed?.design ?? card.design;
  return (
    <div className="announce">
      <AnnounceStyles designKeys={previews.map((p) => p.key)} savedDesign={chosen} />
      <div className="announce__editor">
        <section className="card app-card">
          <form method="post" action={basePath} className="form" data-testid="card-form">
            <FormError message={error} />
            <DesignPicker previews={previews} chosen={chosen} />
            {(props.product === 'savethedate' || props.product === 'invite') && (
              <Island
                island={InviteImage}
                props={{
                  image: card.image,
                  photoDesigns: previews.filter((p) => PHOTO_LAYOUTS.has(cardStyleFor(props.product, p.key).layout)).map((p) => p.label),
                }}
              />
            )}
            <TextFields
              card={card}
              typed={typed}
              language={props.languages.others.length > 0 ? LANGUAGE_NAMES_IN_ENGLISH[props.languages.defaultLanguage] : null}
            />
            {props.languages.others.map((lang) => (
              <TranslationFields
                key={lang}
                card={card}
                lang={lang}
                defaultLanguage={props.languages.defaultLanguage}
                defaults={props.translationDefaults[lang]}
                typed={typed}
                previewHref={props.product === 'reminder' ? null : `${card.publicUrl}?lang=${lang}`}
              />
            ))}
            <div className="announce__row">
              <button className="btn btn--primary" type="submit">
                {t('announce.editor.save')}
              </button>
              <span className="field__hint">{t('announce.editor.saveHint')}</span>
            </div>
          </form>
        </section>
        <section className="announce__preview-wrap" aria-label={t('announce.editor.preview')}>
          {previews.map((design) => (
            <iframe
              key={design.key}
              className="announce__preview"
              data-design={design.key}
              title={t('announce.editor.designPreview', { design: design.label })}
              sandbox=""
              srcDoc={design.html}
              loading="lazy"
            />
          ))}
        </section>
      </div>
      <CardSendPanel {...props} />
    </div>
  );
}
