import { Hono, type Context } from 'hono';
import { readWedding, type Wedding } from '../../domain/wedding';
import { localDateAndTime, QUICK_SETTINGS_MESSAGES, quickSettingsSchema, timeZoneNames } from '../../domain/quick-settings';
import { updateWedding } from '../../domain/update-wedding';
import { weddingRepository } from '../../domain/repository';
import { versionSchema } from '../../domain/wedding-patch';
import { dateChange, domainChange } from '../../../../shared/wedding/change-confirmations';
import { changeWeddingUrl, weddingUrlAvailability } from '../../domain/wedding-url-change';
import { eventLocation } from '../../../events';
import { siteLocation, weddingEventsOf } from '../../../events';
import { previousUrlsOf } from '../../domain/previous-urls';
import { releasePreviousAddress } from '../domain.api';
import { ConfirmChangesStep } from '../../views/setup/ConfirmChangesStep';
import { QuickSettingsPage, type QuickSettingsValues } from '../../views/setup/QuickSettingsPage';
import { UserError } from '../../../../core/errors';
import { firstIssue, readBody } from '../../../../core/http/api/parse-body';
import type { AppEnv, OwnerEnv } from '../../../../core/http/context';
import { setFlash } from '../../../../core/http/flash';
import { requirePageOwner } from '../../../../core/http/middleware/guards';
import { publicOrigin } from '../../../../core/http/request-info';
import { appPage } from './app-page';
import { publishSite } from './publish.action';
import { registerActions } from '../../../../core/actions/register-actions';

const TITLE = 'Quick settings';

async function render<E extends OwnerEnv>(c: Context<E>, wedding: Wedding, values: QuickSettingsValues, error?: string) {
  if (error) c.status(400);
  const saved = { ...localDateAndTime(wedding.weddingDate, wedding.timeZone), timeZone: wedding.timeZone, weddingUrl: wedding.weddingUrl ?? '' };
  const previousUrls = await previousUrlsOf(weddingRepository(c.var.store), wedding.id);
  const main = (await weddingEventsOf(c.var.store, c.var.wedding)).find((event) => event.main);
  const venue = [main ? eventLocation(main) : '', siteLocation(c.var.wedding.content)].join(' ');
  return appPage(
    c,
    TITLE,
    <QuickSettingsPage
      values={values}
      saved={saved}
      timeZones={timeZoneNames()}
      origin={publicOrigin(c)}
      previousUrls={previousUrls}
      timeZone={wedding.timeZone}
      venue={venue}
      error={error}
    />,
  );
}

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

/** The wedding as saved now (after a refused save that may have moved the address first). */
async function savedNow<E extends OwnerEnv>(c: Context<E>): Promise<Wedding> {
  const row = (await weddingRepository(c.var.store).byId(c.var.wedding.id)) ?? c.var.wedding;
  c.set('wedding', row);
  return readWedding(row);
}

// /app/quick-settings: date, time zone, web address and the publish switch, without JavaScript.
export const quickSettingsPages = new Hono<AppEnv>()
  // The Publish step's buttons (dashboard, setup, builder preview bar): an action that guards itself.
  .route(
    '/',
    registerActions(new Hono<OwnerEnv>(), [
      publishSite({ path: '/publish', guard: requirePageOwner }),
      releasePreviousAddress({ method: 'POST', path: '/previous-addresses/:weddingUrl/release', guard: requirePageOwner }),
    ]),
  )
  .use(requirePageOwner)
  .get('/', (c) => {
    const wedding = readWedding(c.var.wedding);
    return render(c, wedding, {
      ...localDateAndTime(wedding.weddingDate, wedding.timeZone),
      timeZone: wedding.timeZone,
      weddingUrl: wedding.weddingUrl ?? '',
      published: wedding.published,
      version: wedding.version,
    });
  })
  .post('/', async (c) => {
    const wedding = readWedding(c.var.wedding);
    const body = await readBody(c);
    const typed: QuickSettingsValues = {
      date: String(body.date ?? ''),
      time: String(body.time ?? ''),
      timeZone: String(body.timeZone ?? wedding.timeZone),
      weddingUrl: String(body.weddingUrl ?? ''),
      published: body.published === 'true' || body.published === 'on',
      version: wedding.version,
    };
    const parsed = quickSettingsSchema.safeParse(body);
    if (!parsed.success) return render(c, wedding, typed, firstIssue(parsed.error));
    if (wedding.weddingUrl && parsed.data.weddingUrl === '') return render(c, wedding, typed, QUICK_SETTINGS_MESSAGES.addressNeeded);
    const version = versionSchema.safeParse(body.version);
    const seenVersion = version.success ? version.data : undefined;
    if (version.data !== undefined) typed.version = version.data;
    if (body.confirm === 'back') return render(c, wedding, typed);
    // product.md §4 UPDATE_DATE / UPDATE_DOMAIN: a change of the date or the address asks first.
    // The dialog (ConfirmChanges island) sends confirm=yes; without JavaScript this step asks.
    if (body.confirm !== 'yes') {
      const saved = localDateAndTime(wedding.weddingDate, wedding.timeZone);
      const addressMoves = parsed.data.weddingUrl !== '' && parsed.data.weddingUrl.toLowerCase() !== (wedding.weddingUrl ?? '');
      if (addressMoves) {
        const availability = await weddingUrlAvailability(weddingRepository(c.var.store), parsed.data.weddingUrl, wedding.id);
        if (!availability.available) return render(c, wedding, typed, availability.msg);
      }
      const changes = [
        dateChange({ ...saved, timeZone: wedding.timeZone }, { date: parsed.data.date, time: parsed.data.time, timeZone: parsed.data.timeZone }),
        domainChange(publicOrigin(c), wedding.weddingUrl ?? '', parsed.data.weddingUrl),
      ].filter((change) => change !== null);
      if (changes.length > 0) {
        return appPage(c, TITLE, <ConfirmChangesStep action="/app/quick-settings" changes={changes} fields={hiddenFields(typed)} />);
      }
    }
    try {
      // The address first: it is the step that can be refused (taken, reserved), and then nothing is saved.
      let expected = seenVersion;
      if (parsed.data.weddingUrl !== (wedding.weddingUrl ?? '') && parsed.data.weddingUrl !== '') {
        expected = (await changeWeddingUrl(weddingRepository(c.var.store), wedding.id, parsed.data.weddingUrl, expected)).version;
      }
      await updateWedding(
        { weddings: weddingRepository(c.var.store), queue: c.var.queue, config: c.var.config },
        {
          weddingId: wedding.id,
          pro: c.var.pro,
          body: {
            version: expected,
            weddingDate: parsed.data.weddingDate ? parsed.data.weddingDate.toISOString() : '',
            timeZone: parsed.data.timeZone,
            published: String(parsed.data.published),
          },
        },
      );
    } catch (error) {
      if (error instanceof UserError) {
        const saved = await savedNow(c);
        return render(c, saved, { ...typed, version: saved.version }, error.message);
      }
      throw error;
    }
    setFlash(c, QUICK_SETTINGS_MESSAGES.saved);
    return c.redirect('/app/quick-settings', 303);
  });
