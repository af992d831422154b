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

export const SETUP_STEPS = ['names', 'date', 'address', 'design', 'publish'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
const STEP_TITLES: Record<SetupStep, string> = {
  names: 'Your names',
  date: 'Date and place',
  address: 'Web address',
  design: 'Design',
  publish: 'Preview and publish',
};

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
  const current = SETUP_STEPS.indexOf(step);
  return (
    <ol className="setup__steps" aria-label="Setup steps">
      {SETUP_STEPS.map((name, index) => (
        <li key={name} className={index === current ? 'setup__step setup__step--current' : 'setup__step'} aria-current={index === current ? 'step' : undefined}>
          <a href={`/app/setup/${name}`}>{`${index + 1}. ${STEP_TITLES[name]}`}</a>
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
  switch (step) {
    case 'names': {
      const defaults = defaultWeddingContent();
      return (
        <>
          <label className="field">
            <span className="field__label">First partner's name</span>
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
            <span className="field__label">Joined by</span>
            <select className="field__input" name="joiner" defaultValue={values.joiner}>
              <option value="&">&amp;</option>
              <option value="and">and</option>
              <option value="+">+</option>
            </select>
          </label>
          <label className="field">
            <span className="field__label">Second partner's name</span>
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
            <span className="field__label">Wedding date</span>
            <input className="field__input" type="date" name="date" defaultValue={values.date} />
            <span className="field__hint">Not decided yet? Leave it empty and set it later in Quick settings.</span>
          </label>
          <label className="field">
            <span className="field__label">Time</span>
            <input className="field__input" type="time" name="time" defaultValue={values.time} />
          </label>
          <Island
            island={TimeZoneField}
            props={{ value: values.timeZone, zones: timeZones, guess: zoneNotChosen(values.timeZone, values.date), placeInput: 'weddingLocation' }}
          />
          <label className="field">
            <span className="field__label">Where</span>
            <input className="field__input" name="weddingLocation" defaultValue={values.weddingLocation} maxLength={200} placeholder="Venue · City" />
          </label>
        </>
      );
    case 'address':
      return <WeddingUrlField origin={origin} value={values.weddingUrl} required hint="Letters, numbers and hyphens. You can change it later." />;
    case 'design':
      return (
        <fieldset className="setup__designs">
          <legend className="field__label">Pick a design (you can change it any time)</legend>
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
  if (!values.weddingUrl) {
    return (
      <p>
        {PUBLISH_TEXTS.needsAddress} <a href="/app/setup/address">Choose your web address</a>.
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
          <p>
            Look at your site first: <strong>{siteUrl}</strong>
          </p>
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
  const { step, error } = props;
  const index = SETUP_STEPS.indexOf(step);
  const last = index === SETUP_STEPS.length - 1;
  return (
    <section className="card app-card setup">
      <Progress step={step} />
      <form method="post" action={`/app/setup/${step}`} className="form" id="setup-form">
        <h2>{STEP_TITLES[step]}</h2>
        <FormError message={error} />
        <Fields {...props} />
        <div className="setup__actions">
          {index > 0 && (
            <a className="btn" href={`/app/setup/${SETUP_STEPS[index - 1]}`}>
              Back
            </a>
          )}
          {last && !props.values.published && props.values.weddingUrl && (
            <a className="btn" href="/builder">
              Not yet: open the builder
            </a>
          )}
          {(!last || props.values.weddingUrl) && (
            <button className="btn btn--primary" type="submit">
              {!last ? 'Next' : props.values.published ? 'Open the builder' : PUBLISH_TEXTS.publish}
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
