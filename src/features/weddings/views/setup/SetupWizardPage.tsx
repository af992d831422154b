import TimeZoneField from '../../../../../islands/TimeZoneField';
import { zoneNotChosen } from '../../../../shared/wedding/time-zone-guess';
import type { ThemeCatalogueEntry } from '../../../../shared/wedding';
import ConfirmChanges from '../../../../../islands/ConfirmChanges';
import { Island } from '../../../../core/rendering/hydration/Island';
import { FormError } from '../../../../core/rendering/components/Form';
import { WeddingUrlField } from '../WeddingUrlField';
import { DesignPreview } from '../DesignPreview';
import { PUBLISH_TEXTS } from '../../../../shared/wedding/publish';
import { defaultWeddingContent } from '../../../../shared/wedding/record';
import { richText } from '../../../../shared/i18n';
import { useAppText } from '../../../../shared/i18n/app';

export const SETUP_STEPS = ['names', 'date', 'address', 'design', 'publish'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export interface SetupValues {
  brideGroomOneName: string;
  brideGroomTwoName: string;
  joiner: string;
  date: string;
  time: string;
  timeZone: string;
  weddingLocation: string;
  weddingUrl: string;
  weddingTheme: string;
  /** Whether guests see the site (the publish step). */
  published: boolean;
}

function Progress({ step }: { step: SetupStep }) {
  const t = useAppText();
  const current = SETUP_STEPS.indexOf(step);
  return (
    <ol className="setup__steps" aria-label={t('weddings.setup.steps')}>
      {SETUP_STEPS.map((name, index) => (
        <li key={name} className={index === current ? 'setup__step setup__step--current' : 'setup__step'} aria-current={index === current ? 'step' : undefined}>
          <a href={`/app/setup/${name}`}>{t('weddings.setup.step', { number: index + 1, title: t(`weddings.setup.step.${name}`) })}</a>
        </li>
      ))}
    </ol>
  );
}

function Fields({
  step,
  values,
  timeZones,
  origin,
  catalogue,
}: {
  step: SetupStep;
  values: SetupValues;
  timeZones: string[];
  origin: string;
  catalogue: readonly ThemeCatalogueEntry[];
}) {
  const t = useAppText();
  switch (step) {
    case 'names': {
      const defaults = defaultWeddingContent();
      return (
        <>
          <label className="field">
            <span className="field__label">{t('weddings.setup.nameOne')}</span>
            <input
              className="field__input"
              name="brideGroomOneName"
              defaultValue={values.brideGroomOneName}
              placeholder={defaults.brideGroomOneName}
              maxLength={100}
              required
            />
          </label>
          <label className="field">
            <span className="field__label">{t('weddings.setup.joiner')}</span>
            <select className="field__input" name="joiner" defaultValue={values.joiner}>
              <option value="&">&amp;</option>
              <option value="and">{t('weddings.setup.joiner.and')}</option>
              <option value="+">+</option>
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('weddings.setup.nameTwo')}</span>
            <input
              className="field__input"
              name="brideGroomTwoName"
              defaultValue={values.brideGroomTwoName}
              placeholder={defaults.brideGroomTwoName}
              maxLength={100}
              required
            />
          </label>
        </>
      );
    }
    case 'date':
      return (
        <>
          <label className="field">
            <span className="field__label">{t('weddings.setup.date')}</span>
            <input className="field__input" type="date" name="date" defaultValue={values.date} />
            <span className="field__hint">{t('weddings.setup.date.hint')}</span>
          </label>
          <label className="field">
            <span className="field__label">{t('weddings.setup.time')}</span>
            <input className="field__input" type="time" name="time" defaultValue={values.time} />
          </label>
          <Island
            island={TimeZoneField}
            props={{ value: values.timeZone, zones: timeZones, guess: zoneNotChosen(values.timeZone, values.date), placeInput: 'weddingLocation' }}
          />
          <label className="field">
            <span className="field__label">{t('weddings.setup.where')}</span>
            <input
              className="field__input"
              name="weddingLocation"
              defaultValue={values.weddingLocation}
              maxLength={200}
              placeholder={t('weddings.setup.where.placeholder')}
            />
          </label>
        </>
      );
    case 'address':
      return <WeddingUrlField origin={origin} value={values.weddingUrl} required hint={t('weddings.setup.address.hint')} />;
    case 'design':
      return (
        <fieldset className="setup__designs">
          <legend className="field__label">{t('weddings.setup.design')}</legend>
          {catalogue.map((entry) => (
            <label key={entry.id} className="setup__design">
              <input type="radio" name="weddingTheme" value={entry.title} defaultChecked={entry.title === values.weddingTheme} />
              <DesignPreview entry={entry} />
              <span>{entry.displayedTitle}</span>
            </label>
          ))}
        </fieldset>
      );
    case 'publish':
      return <PublishStep values={values} origin={origin} />;
  }
}

/**
 * The last step (issue 22 item 12): until the couple publishes, guests see a coming-soon page with
 * their names and date; the preview opens the real site, which only they can see.
 */
function PublishStep({ values, origin }: { values: SetupValues; origin: string }) {
  const t = useAppText();
  if (!values.weddingUrl) {
    return (
      <p>
        {PUBLISH_TEXTS.needsAddress} <a href="/app/setup/address">{t('weddings.setup.chooseAddress')}</a>.
      </p>
    );
  }
  const siteUrl = `${origin}/${values.weddingUrl}`;
  return (
    <div className="setup__publish">
      {values.published ? (
        <p>
          {PUBLISH_TEXTS.publishedAt} <a href={siteUrl}>{siteUrl}</a>.
        </p>
      ) : (
        <>
          <p>{PUBLISH_TEXTS.notPublished}</p>
          <p>{richText(t, 'weddings.setup.lookFirst', { url: <strong>{siteUrl}</strong> })}</p>
          <input type="hidden" name="published" value="true" />
        </>
      )}
      <p>
        <a className="btn" href={`/${values.weddingUrl}`} target="_blank" rel="noopener">
          {PUBLISH_TEXTS.preview}
        </a>
      </p>
    </div>
  );
}

/** /app/setup/{step}: four short forms that work without JavaScript, each saved on 'Next'. */
export function SetupWizardPage(props: {
  step: SetupStep;
  values: SetupValues;
  saved?: SetupValues;
  timeZones: string[];
  origin: string;
  catalogue: readonly ThemeCatalogueEntry[];
  error?: string | null;
}) {
  const t = useAppText();
  const { step, error } = props;
  const index = SETUP_STEPS.indexOf(step);
  const last = index === SETUP_STEPS.length - 1;
  return (
    <section className="card app-card setup">
      <Progress step={step} />
      <form method="post" action={`/app/setup/${step}`} className="form" id="setup-form">
        <h2>{t(`weddings.setup.step.${step}`)}</h2>
        <FormError message={error} />
        <Fields {...props} />
        <div className="setup__actions">
          {index > 0 && (
            <a className="btn" href={`/app/setup/${SETUP_STEPS[index - 1]}`}>
              {t('weddings.setup.back')}
            </a>
          )}
          {last && !props.values.published && props.values.weddingUrl && (
            <a className="btn" href="/builder">
              {t('weddings.setup.notYet')}
            </a>
          )}
          {(!last || props.values.weddingUrl) && (
            <button className="btn btn--primary" type="submit">
              {!last ? t('weddings.setup.next') : props.values.published ? t('weddings.setup.openBuilder') : PUBLISH_TEXTS.publish}
            </button>
          )}
        </div>
      </form>
      {props.saved && (step === 'date' || step === 'address') && (
        <Island
          island={ConfirmChanges}
          props={{
            formId: 'setup-form',
            origin: props.origin,
            initial:
              step === 'date' ? { date: props.saved.date, time: props.saved.time, timeZone: props.saved.timeZone } : { weddingUrl: props.saved.weddingUrl },
          }}
        />
      )}
    </section>
  );
}
