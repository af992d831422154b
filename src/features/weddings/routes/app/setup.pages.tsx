import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { readWedding, type Wedding } from '../../domain/wedding';
import { THEME_CATALOGUE } from '../../../../shared/wedding';
import { localDateAndTime, quickSettingsSchema, timeZoneNames } from '../../domain/quick-settings';
import { updateWedding } from '../../domain/update-wedding';
import { weddingRepository } from '../../domain/repository';
import { dateChange, domainChange } from '../../../../shared/wedding/change-confirmations';
import { changeWeddingUrl, weddingUrlAvailability } from '../../domain/wedding-url-change';
import { ConfirmChangesStep } from '../../views/setup/ConfirmChangesStep';
import { SETUP_STEPS, SetupWizardPage, type SetupStep, type SetupValues } from '../../views/setup/SetupWizardPage';
import { UserError } from '../../../../core/errors';
import { firstIssue, readBody } from '../../../../core/http/api/parse-body';
import type { AppEnv, OwnerEnv } from '../../../../core/http/context';
import { setFlash } from '../../../../core/http/flash';
import { requirePageOwner } from '../../../../core/http/middleware/guards';
import { publicOrigin } from '../../../../core/http/request-info';
import { appPage } from './app-page';
import { PUBLISH_TEXTS } from '../../../../shared/wedding/publish';

const TITLE = 'Setup';
const stepSchema = z.enum(SETUP_STEPS);
const namesSchema = z.object({
  brideGroomOneName: z.string().trim().min(1, 'Please enter both names'),
  brideGroomTwoName: z.string().trim().min(1, 'Please enter both names'),
  joiner: z.string(),
});

function valuesOf(wedding: Wedding): SetupValues {
  return {
    brideGroomOneName: wedding.content.brideGroomOneName,
    brideGroomTwoName: wedding.content.brideGroomTwoName,
    joiner: wedding.content.joiner,
    ...localDateAndTime(wedding.weddingDate, wedding.timeZone),
    timeZone: wedding.timeZone,
    weddingLocation: wedding.content.weddingLocation,
    weddingUrl: wedding.weddingUrl ?? '',
    weddingTheme: wedding.weddingTheme,
    published: wedding.published,
  };
}

function render<E extends OwnerEnv>(c: Context<E>, step: SetupStep, values: SetupValues, error?: string) {
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

/** The body of updateWedding for one step, or a message for the form. */
function stepChange(step: SetupStep, body: Record<string, unknown>): Record<string, unknown> | string {
  if (step === 'names') {
    const parsed = namesSchema.safeParse(body);
    return parsed.success ? parsed.data : firstIssue(parsed.error);
  }
  if (step === 'date') {
    const parsed = quickSettingsSchema.safeParse({ ...body, weddingUrl: '' });
    if (!parsed.success) return firstIssue(parsed.error);
    return {
      weddingDate: parsed.data.weddingDate ? parsed.data.weddingDate.toISOString() : '',
      timeZone: parsed.data.timeZone,
      weddingLocation: String(body.weddingLocation ?? ''),
    };
  }
  if (step === 'design') return { weddingTheme: body.weddingTheme, resetColors: 'true' };
  // The publish step's button publishes; an already published site just goes on to the builder.
  if (step === 'publish') return body.published === 'true' ? { published: 'true' } : {};
  return {};
}

/** The server-rendered confirmation step for the date or address step, or null when nothing needs asking. */
async function confirmationStep<E extends OwnerEnv>(
  c: Context<E>,
  step: 'date' | 'address',
  wedding: Wedding,
  body: Record<string, unknown>,
  typed: SetupValues,
) {
  const action = `/app/setup/${step}`;
  if (step === 'address') {
    const change = domainChange(publicOrigin(c), wedding.weddingUrl ?? '', String(body.weddingUrl ?? ''));
    if (!change) return null;
    const availability = await weddingUrlAvailability(weddingRepository(c.var.store), body.weddingUrl, wedding.id);
    if (!availability.available) return render(c, step, typed, availability.msg);
    return appPage(c, TITLE, <ConfirmChangesStep action={action} changes={[change]} fields={{ weddingUrl: typed.weddingUrl }} />);
  }
  const parsed = quickSettingsSchema.safeParse({ ...body, weddingUrl: '' });
  if (!parsed.success) return render(c, step, typed, firstIssue(parsed.error));
  const saved = localDateAndTime(wedding.weddingDate, wedding.timeZone);
  const change = dateChange({ ...saved, timeZone: wedding.timeZone }, { date: parsed.data.date, time: parsed.data.time, timeZone: parsed.data.timeZone });
  if (!change) return null;
  const fields = { date: typed.date, time: typed.time, timeZone: typed.timeZone, weddingLocation: typed.weddingLocation };
  return appPage(c, TITLE, <ConfirmChangesStep action={action} changes={[change]} fields={fields} />);
}

// /app/setup: the setup wizard (names → date and place → web address → design → builder).
export const setupPages = new Hono<AppEnv>()
  .use(requirePageOwner)
  .get('/', (c) => c.redirect('/app/setup/names'))
  .get('/:step', (c) => {
    const step = stepSchema.safeParse(c.req.param('step'));
    if (!step.success) return c.redirect('/app/setup/names');
    return render(c, step.data, valuesOf(readWedding(c.var.wedding)));
  })
  .post('/:step', async (c) => {
    const step = stepSchema.safeParse(c.req.param('step'));
    if (!step.success) return c.redirect('/app/setup/names', 303);
    const wedding = readWedding(c.var.wedding);
    const body = await readBody(c);
    const typed: SetupValues = {
      ...valuesOf(wedding),
      ...(Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) as Partial<SetupValues>),
      published: wedding.published,
    };
    if (body.confirm === 'back') return render(c, step.data, typed);
    // product.md §4 UPDATE_DATE / UPDATE_DOMAIN: changing an existing date or address asks first.
    if (body.confirm !== 'yes' && (step.data === 'date' || step.data === 'address')) {
      const asked = await confirmationStep(c, step.data, wedding, body, typed);
      if (asked) return asked;
    }
    try {
      if (step.data === 'address') {
        await changeWeddingUrl(weddingRepository(c.var.store), wedding.id, body.weddingUrl);
      } else if (step.data === 'publish' && !wedding.weddingUrl) {
        return render(c, step.data, typed, PUBLISH_TEXTS.needsAddress);
      } else {
        const change = stepChange(step.data, body);
        if (typeof change === 'string') return render(c, step.data, typed, change);
        await updateWedding(
          { weddings: weddingRepository(c.var.store), queue: c.var.queue, config: c.var.config },
          { weddingId: wedding.id, pro: c.var.pro, body: change },
        );
      }
    } catch (error) {
      if (error instanceof UserError) return render(c, step.data, typed, error.message);
      throw error;
    }
    const next = SETUP_STEPS[SETUP_STEPS.indexOf(step.data) + 1];
    if (next) return c.redirect(`/app/setup/${next}`, 303);
    setFlash(c, body.published === 'true' ? PUBLISH_TEXTS.published : 'Your website is set up. Make it yours in the builder!');
    return c.redirect('/builder', 303);
  });
