import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { readWedding, type Wedding } from '../../domain/wedding';
import { THEME_CATALOGUE } from '../../../../shared/wedding';
import { defaultWeddingContent } from '../../../../shared/wedding/record';
import { localDateAndTime, timeZoneNames } from '../../domain/quick-settings';
import { SETUP_STEPS, SetupWizardPage, type SetupStep, type SetupValues } from '../../views/setup/SetupWizardPage';
import type { AppEnv, OwnerEnv } from '../../../../core/http/context';
import { requirePageOwner } from '../../../../core/http/middleware/guards';
import { publicOrigin } from '../../../../core/http/request-info';
import { appPage } from './app-page';
import { setupActions } from './setup.actions';
import { registerActions } from '../../../../core/actions/register-actions';
import { appText } from '../../../../shared/i18n/app';

const TITLE = appText('weddings.title.setup');
const stepSchema = z.enum(SETUP_STEPS);
const _namesSchema = z.object({
  brideGroomOneName: z.string().trim().min(1, appText('weddings.setup.namesMissing')),
  brideGroomTwoName: z.string().trim().min(1, appText('weddings.setup.namesMissing')),
  joiner: z.string(),
});

/** A name still at its default ('Partner One') is shown as the field's hint, not as its value the couple must delete. */
function ownName(name: string, fallback: string): string {
  return name === fallback ? '' : name;
}

function valuesOf(wedding: Wedding): SetupValues {
  const defaults = defaultWeddingContent();
  return {
    brideGroomOneName: ownName(wedding.content.brideGroomOneName, defaults.brideGroomOneName),
    brideGroomTwoName: ownName(wedding.content.brideGroomTwoName, defaults.brideGroomTwoName),
    joiner: wedding.content.joiner,
    ...localDateAndTime(wedding.weddingDate, wedding.timeZone),
    timeZone: wedding.timeZone,
    weddingLocation: wedding.content.weddingLocation,
    weddingUrl: wedding.weddingUrl ?? '',
    weddingTheme: wedding.weddingTheme,
    published: wedding.published,
  };
}

function render(c: Context<OwnerEnv>, step: SetupStep, values: SetupValues, error?: string) {
  if (error) c.status(400);
  return appPage(
    c,
    TITLE,
    <SetupWizardPage
      step={step}
      values={values}
      saved={valuesOf(readWedding(c.var.wedding))}
      timeZones={timeZoneNames()}
      origin={publicOrigin(c)}
      catalogue={THEME_CATALOGUE}
      error={error}
    />,
  );
}

// /app/setup: the setup wizard (names → date and place → web address → design → builder).
export const setupPages = new Hono<AppEnv>()
  .route('/', registerActions(new Hono<OwnerEnv>(), setupActions(render, valuesOf)))
  .use(requirePageOwner)
  .get('/', (c) => c.redirect('/app/setup/names'))
  .get('/:step', (c) => {
    const step = stepSchema.safeParse(c.req.param('step'));
    if (!step.success) return c.redirect('/app/setup/names');
    return render(c, step.data, valuesOf(readWedding(c.var.wedding)));
  });
