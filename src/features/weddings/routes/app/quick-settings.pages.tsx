import { Hono, type Context } from 'hono';
import { readWedding, type Wedding } from '../../domain/wedding';
import { localDateAndTime, timeZoneNames } from '../../domain/quick-settings';
import { weddingRepository } from '../../domain/repository';
import { eventLocation } from '../../../events';
import { siteLocation, weddingEventsOf } from '../../../events';
import { previousUrlsOf } from '../../domain/previous-urls';
import { releasePreviousAddress } from '../domain.api';
import { QuickSettingsPage, type QuickSettingsValues } from '../../views/setup/QuickSettingsPage';
import type { AppEnv, OwnerEnv } from '../../../../core/http/context';
import { requirePageOwner } from '../../../../core/http/middleware/guards';
import { publicOrigin } from '../../../../core/http/request-info';
import { appPage } from './app-page';
import { publishSite } from './publish.action';
import { quickSettingsAction } from './quick-settings.action';
import { registerActions } from '../../../../core/actions/register-actions';
import { appText } from '../../../../shared/i18n/app';

const TITLE = appText('weddings.title.quickSettings');

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

// /app/quick-settings: date, time zone, web address and the publish switch, without JavaScript.
export const quickSettingsPages = new Hono<AppEnv>()
  // The Publish step's buttons (dashboard, setup, builder preview bar): an action that guards itself.
  .route(
    '/',
    registerActions(new Hono<OwnerEnv>(), [
      publishSite({ path: '/publish', guard: requirePageOwner }),
      releasePreviousAddress({ method: 'POST', path: '/previous-addresses/:weddingUrl/release', guard: requirePageOwner }),
      // The form's save (quick-settings.action.tsx).
      quickSettingsAction((c, values, error) => render(c, readWedding(c.var.wedding), values, error)),
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
  });
