// The quick settings' save, one action (issue 29 item 2): POST /app/quick-settings, the no-JS form (with
// JavaScript the page saves through PATCH /api/v1/weddings/{id} and PATCH /api/v1/domain). A change of the
// date or the address asks first (product.md §4 UPDATE_DATE / UPDATE_DOMAIN): the answer is then the
// confirmation step, not a save; `confirm=yes` saves, `confirm=back` shows the form again as typed.
// A form gets a 303 with the toast, or the page again with the reason (400); `fetch` gets the result as JSON.
import type { Context } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../../core/actions/define-action';
import { UserError } from '../../../../core/errors';
import type { OwnerEnv } from '../../../../core/http/context';
import { setFlash } from '../../../../core/http/flash';
import { requirePageOwner } from '../../../../core/http/middleware/guards';
import { publicOrigin } from '../../../../core/http/request-info';
import { dateChange, domainChange, type PendingChange } from '../../../../shared/wedding/change-confirmations';
import { localDateAndTime, QUICK_SETTINGS_MESSAGES, quickSettingsFields, withWeddingInstant } from '../../domain/quick-settings';
import { weddingRepository } from '../../domain/repository';
import { updateWedding } from '../../domain/update-wedding';
import { readWedding, weddingJson } from '../../domain/wedding';
import { versionSchema } from '../../domain/wedding-patch';
import { changeWeddingUrl } from '../../domain/wedding-url-change';
import { ConfirmChangesStep } from '../../views/setup/ConfirmChangesStep';
import type { QuickSettingsValues } from '../../views/setup/QuickSettingsPage';
import { appPage } from './app-page';
import { addressAvailable, confirmAnswer, refusedBeforeSaving } from './confirm-step';
import { appText } from '../../../../shared/i18n/app';

const TITLE = appText('weddings.title.quickSettings');

const quickSettingsInput = z
  .object({
    ...quickSettingsFields,
    /** The version the form was read at (a stale one is refused); unreadable reads as none. */
    version: versionSchema.catch(undefined),
    confirm: z.string().optional(),
  })
  .transform(withWeddingInstant);
type QuickSettingsInput = z.output<typeof quickSettingsInput>;

const quickSettingsAnswer = z.union([
  z.object({ saved: z.literal(true), msg: z.string(), wedding: z.looseObject({ version: z.number().int() }) }),
  confirmAnswer,
]);
type QuickSettingsAnswer = z.output<typeof quickSettingsAnswer>;

/** The typed form as hidden fields for the confirmation step. */
function hiddenFields(values: QuickSettingsValues): Record<string, string> {
  const fields: Record<string, string> = {
    date: values.date,
    time: values.time,
    timeZone: values.timeZone,
    weddingUrl: values.weddingUrl,
    version: String(values.version),
  };
  if (values.published) fields.published = 'true';
  return fields;
}

/** What the form had typed, from the form's fields as sent. */
export function typedQuickSettings(submitted: Record<string, unknown>, fallback: { timeZone: string; version: number }): QuickSettingsValues {
  return {
    date: String(submitted.date ?? ''),
    time: String(submitted.time ?? ''),
    timeZone: String(submitted.timeZone ?? fallback.timeZone),
    weddingUrl: String(submitted.weddingUrl ?? ''),
    published: submitted.published === 'true' || submitted.published === 'on',
    version: fallback.version,
  };
}

async function saveQuickSettings(c: Context<OwnerEnv>, input: QuickSettingsInput): Promise<QuickSettingsAnswer> {
  const wedding = readWedding(c.var.wedding);
  if (wedding.weddingUrl && input.weddingUrl === '') throw new UserError('wedding.address-needed', QUICK_SETTINGS_MESSAGES.addressNeeded);
  if (input.confirm === 'back') return { saved: false, changes: [] };
  if (input.confirm !== 'yes') {
    const saved = localDateAndTime(wedding.weddingDate, wedding.timeZone);
    const addressMoves = input.weddingUrl !== '' && input.weddingUrl.toLowerCase() !== (wedding.weddingUrl ?? '');
    if (addressMoves) await addressAvailable(weddingRepository(c.var.store), input.weddingUrl, wedding.id);
    const changes = [
      dateChange({ ...saved, timeZone: wedding.timeZone }, { date: input.date, time: input.time, timeZone: input.timeZone }),
      domainChange(publicOrigin(c), wedding.weddingUrl ?? '', input.weddingUrl),
    ].filter((change): change is PendingChange => change !== null);
    if (changes.length > 0) return { saved: false, changes };
  }
  // The address first: it is the step that can be refused (taken, reserved), and then nothing is saved.
  let expected = input.version;
  if (input.weddingUrl !== (wedding.weddingUrl ?? '') && input.weddingUrl !== '') {
    expected = (await changeWeddingUrl(weddingRepository(c.var.store), wedding.id, input.weddingUrl, expected)).version;
  }
  const result = await updateWedding(
    { weddings: weddingRepository(c.var.store), queue: c.var.queue, config: c.var.config },
    {
      weddingId: wedding.id,
      pro: c.var.pro,
      body: {
        version: expected,
        weddingDate: input.weddingDate ? input.weddingDate.toISOString() : '',
        timeZone: input.timeZone,
        published: String(input.published),
      },
    },
  );
  return { saved: true, msg: QUICK_SETTINGS_MESSAGES.saved, wedding: weddingJson(result.wedding) };
}

/** The quick settings page again: the form as typed, with the reason when there is one. */
export type RenderQuickSettings = (c: Context<OwnerEnv>, values: QuickSettingsValues, error?: string) => Promise<Response>;

/** Mounted at /app/quick-settings; `render` is the page's. */
export function quickSettingsAction(render: RenderQuickSettings) {
  return defineAction({
    method: 'POST',
    path: '/',
    guard: requirePageOwner,
    summary: "Save the wedding's date, time zone, web address and whether the site is online (a changed date or address asks first)",
    input: quickSettingsInput,
    output: quickSettingsAnswer,
    run: saveQuickSettings,
    form: {
      onSuccess: (c, result, input) => {
        if (result.saved) {
          setFlash(c, result.msg);
          return c.redirect('/app/quick-settings', 303);
        }
        const wedding = readWedding(c.var.wedding);
        const typed = { ...input, version: input.version ?? wedding.version };
        if (result.changes.length === 0) return render(c, typed);
        return appPage(c, TITLE, <ConfirmChangesStep action="/app/quick-settings" changes={result.changes} fields={hiddenFields(typed)} />);
      },
      onError: async (c, problem, submitted) => {
        const formVersion = versionSchema.catch(undefined).parse(submitted.version);
        // Refused before anything was saved (the address is not free): the form as typed, at its version.
        if (problem.error && refusedBeforeSaving(problem.error)) {
          const wedding = readWedding(c.var.wedding);
          return render(c, typedQuickSettings(submitted, { timeZone: wedding.timeZone, version: formVersion ?? wedding.version }), problem.msg);
        }
        // Otherwise the wedding as saved now (a refused save may have moved the address first).
        const row = (await weddingRepository(c.var.store).byId(c.var.wedding.id)) ?? c.var.wedding;
        c.set('wedding', row);
        const saved = readWedding(row);
        return render(c, typedQuickSettings(submitted, { timeZone: saved.timeZone, version: saved.version }), problem.msg);
      },
    },
  });
}
