// The setup wizard's steps, one action each (issue 29 item 2): POST /app/setup/{names,date,address,design,publish}.
// A step's form gets a 303 to the next step (the last to the builder, with the toast), or the step again with
// what was typed and the reason (400). Changing an existing date or address asks first (product.md §4
// UPDATE_DATE / UPDATE_DOMAIN): the answer is then the confirmation step; `confirm=yes` saves, `confirm=back`
// shows the step again as typed. An unknown step goes back to the first.
import type { Context } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../../core/actions/define-action';
import { UserError } from '../../../../core/errors';
import type { OwnerEnv } from '../../../../core/http/context';
import { setFlash } from '../../../../core/http/flash';
import { requirePageOwner } from '../../../../core/http/middleware/guards';
import { publicOrigin } from '../../../../core/http/request-info';
import { dateChange, domainChange } from '../../../../shared/wedding/change-confirmations';
import { PUBLISH_TEXTS } from '../../../../shared/wedding/publish';
import { localDateAndTime, quickSettingsFields, withWeddingInstant } from '../../domain/quick-settings';
import { weddingRepository } from '../../domain/repository';
import { updateWedding } from '../../domain/update-wedding';
import { readWedding, weddingJson, type Wedding } from '../../domain/wedding';
import { changeWeddingUrl } from '../../domain/wedding-url-change';
import { ConfirmChangesStep } from '../../views/setup/ConfirmChangesStep';
import { SETUP_STEPS, type SetupStep, type SetupValues } from '../../views/setup/SetupWizardPage';
import { appPage } from './app-page';
import { addressAvailable, confirmAnswer } from './confirm-step';
import { appText } from '../../../../shared/i18n/app';

const TITLE = appText('weddings.title.setup');
const SET_UP = appText('weddings.setup.done');

const savedAnswer = z.object({ saved: z.literal(true), wedding: z.looseObject({ version: z.number().int() }) });
const stepAnswer = z.union([savedAnswer, confirmAnswer]);
type StepAnswer = z.output<typeof stepAnswer>;

const confirmField = { confirm: z.string().optional() };
const inputs = {
  names: z.object({
    brideGroomOneName: z.string().trim().min(1, appText('weddings.setup.namesMissing')),
    brideGroomTwoName: z.string().trim().min(1, appText('weddings.setup.namesMissing')),
    joiner: z.string(),
  }),
  date: z
    .object({
      date: quickSettingsFields.date,
      time: quickSettingsFields.time,
      timeZone: quickSettingsFields.timeZone,
      weddingLocation: z.string().default(''),
      ...confirmField,
    })
    .transform(withWeddingInstant),
  address: z.object({ weddingUrl: z.string().default(''), ...confirmField }),
  design: z.object({ weddingTheme: z.string().optional() }),
  // The step's button publishes; an already published site just goes on to the builder.
  publish: z.object({ published: z.string().optional() }),
};
type StepInput<S extends SetupStep> = z.output<(typeof inputs)[S]>;

function save(c: Context<OwnerEnv>, body: Record<string, unknown>) {
  return updateWedding(
    { weddings: weddingRepository(c.var.store), queue: c.var.queue, config: c.var.config },
    { weddingId: c.var.wedding.id, pro: c.var.pro, body },
  );
}

const saved = (wedding: Wedding): StepAnswer => ({ saved: true, wedding: weddingJson(wedding) });

const runs: { [S in SetupStep]: (c: Context<OwnerEnv>, input: StepInput<S>) => Promise<StepAnswer> } = {
  names: async (c, input) => saved((await save(c, input)).wedding),
  date: async (c, input) => {
    const wedding = readWedding(c.var.wedding);
    if (input.confirm === 'back') return { saved: false, changes: [] };
    if (input.confirm !== 'yes') {
      const before = { ...localDateAndTime(wedding.weddingDate, wedding.timeZone), timeZone: wedding.timeZone };
      const change = dateChange(before, { date: input.date, time: input.time, timeZone: input.timeZone });
      if (change) return { saved: false, changes: [change] };
    }
    const body = { weddingDate: input.weddingDate ? input.weddingDate.toISOString() : '', timeZone: input.timeZone, weddingLocation: input.weddingLocation };
    return saved((await save(c, body)).wedding);
  },
  address: async (c, input) => {
    const wedding = readWedding(c.var.wedding);
    if (input.confirm === 'back') return { saved: false, changes: [] };
    if (input.confirm !== 'yes') {
      const change = domainChange(publicOrigin(c), wedding.weddingUrl ?? '', input.weddingUrl);
      if (change) {
        await addressAvailable(weddingRepository(c.var.store), input.weddingUrl, wedding.id);
        return { saved: false, changes: [change] };
      }
    }
    await changeWeddingUrl(weddingRepository(c.var.store), wedding.id, input.weddingUrl);
    return saved(readWedding((await weddingRepository(c.var.store).byId(wedding.id)) ?? c.var.wedding));
  },
  design: async (c, input) => saved((await save(c, { weddingTheme: input.weddingTheme, resetColors: 'true' })).wedding),
  publish: async (c, input) => {
    if (!readWedding(c.var.wedding).weddingUrl) throw new UserError('wedding.address-needed', PUBLISH_TEXTS.needsAddress);
    return saved((await save(c, input.published === 'true' ? { published: 'true' } : {})).wedding);
  },
};

/** The hidden fields the confirmation step posts back. */
function confirmFields(step: SetupStep, typed: SetupValues): Record<string, string> {
  if (step === 'address') return { weddingUrl: typed.weddingUrl };
  return { date: typed.date, time: typed.time, timeZone: typed.timeZone, weddingLocation: typed.weddingLocation };
}

/** The step as typed: the saved values, overwritten by the form's text fields. */
export function typedSetup(saved: SetupValues, fields: Record<string, unknown>): SetupValues {
  const typed = Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === 'string'));
  return { ...saved, ...(typed as Partial<SetupValues>), published: saved.published };
}

/** The step again, as typed, with the reason when there is one (the wizard page's render). */
export type RenderSetup = (c: Context<OwnerEnv>, step: SetupStep, values: SetupValues, error?: string) => Response | Promise<Response>;

function stepAction<S extends SetupStep>(step: S, render: RenderSetup, valuesOf: (wedding: Wedding) => SetupValues) {
  return defineAction({
    method: 'POST',
    path: `/${step}`,
    guard: requirePageOwner,
    summary: `Save the setup's ${step} step`,
    input: inputs[step] as (typeof inputs)[S],
    output: stepAnswer,
    run: runs[step] as (c: Context<OwnerEnv>, input: z.output<(typeof inputs)[S]>) => Promise<StepAnswer>,
    form: {
      onSuccess: (c, result, input) => {
        if (!result.saved) {
          const typed = typedSetup(valuesOf(readWedding(c.var.wedding)), input as Record<string, unknown>);
          if (result.changes.length === 0) return render(c, step, typed);
          return appPage(c, TITLE, <ConfirmChangesStep action={`/app/setup/${step}`} changes={result.changes} fields={confirmFields(step, typed)} />);
        }
        const next = SETUP_STEPS[SETUP_STEPS.indexOf(step) + 1];
        if (next) return c.redirect(`/app/setup/${next}`, 303);
        setFlash(c, (input as { published?: string }).published === 'true' ? PUBLISH_TEXTS.published : SET_UP);
        return c.redirect('/builder', 303);
      },
      onError: (c, problem, submitted) => render(c, step, typedSetup(valuesOf(readWedding(c.var.wedding)), submitted), problem.msg),
    },
  });
}

/** Mounted at /app/setup: each step's form, then any other step back to the first. */
export function setupActions(render: RenderSetup, valuesOf: (wedding: Wedding) => SetupValues) {
  return [
    ...SETUP_STEPS.map((step) => stepAction(step, render, valuesOf)),
    defineAction({
      method: 'POST',
      path: '/:step',
      guard: requirePageOwner,
      summary: 'An unknown setup step: back to the first',
      input: z.object({}),
      output: z.object({ next: z.string() }),
      run: () => ({ next: '/app/setup/names' }),
      form: { onSuccess: (c, result) => c.redirect(result.next, 303) },
    }),
  ];
}
