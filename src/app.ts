import { Hono } from 'hono';
import { sqliteStore } from './core/db/store/sqlite-store';
import { compress } from './core/http/middleware/compress';
import type { AppDeps, AppEnv } from './core/http/context';
import { handleError, handleNotFound } from './core/http/error-handler';
import { limitRequestBodies } from './core/http/middleware/body-limit';
import { deviceGate } from './core/http/middleware/device-gate';
import { loadSession } from './core/http/middleware/session';
import { previousAddressRedirect } from './features/site/routers';
import { sameOriginOnly } from './core/http/middleware/same-origin';
import { securityHeaders } from './core/http/middleware/security-headers';
import { renderer } from './core/http/renderer';
import { adminApi, adminPages } from './features/admin/routers';
import {
  announcePages,
  emailSettingsApi,
  invitationCardPages,
  inviteApi,
  publicCardApi,
  saveTheDateCardPages,
  sendInviteApi,
} from './features/announce/routers';
import { unsubscribePages } from './features/email/routers';
import { journeyApi, journeyPages } from './features/journey/routers';
import { appDesignsPages, contactPages, dashboardPage, quickSettingsPages, settingsPages, setupPages, unknownAppPage } from './features/weddings/routers';
import { calendarPages } from './features/events/routers';
import { noticeSettingsPages, notificationsApi } from './features/notifications/routers';
import { activityApi, activityPages } from './features/activity/routers';
import { cateringApi, cateringPages } from './features/catering/routers';
import { supportApi } from './features/support/routers';
import { FIND_SEAT_PATH, findSeatPages, seatingApi, seatingPages } from './features/seating/routers';
import { authApi, googleSignInPages, loginPages, logoutPage, registerPages, userPages } from './features/accounts/routers';
import { usersApi } from './features/accounts/routers';
import { builderPages } from './features/builder/routers';
import { calendarApi, EVENT_FILES_PATH, eventFiles, eventsApi, eventsPages } from './features/events/routers';
import { guestListApi, guestListPages } from './features/guests/routers';
import { createEventLogger } from './core/log/logger';
import { clientBuildId } from './features/site/routers';
import { cataloguePagesEtag } from './features/site/routers';
import { requestLog } from './core/http/middleware/request-log';
import { createGuestPageCache } from './features/site/routers';
import { createAppState } from './core/http/app-state';
import { createMetrics } from './core/http/metrics/metrics';
import { metricsRoutes } from './core/http/metrics/metrics.routes';
import { healthRoutes } from './core/http/health/health.routes';
import { infoPages } from './features/pages/routers';
import { appPaymentsPages, paymentsApi, paymentsPages, stripeWebhookApi } from './features/payments/routers';
import {
  designsPages,
  fontFiles,
  cardArtImages,
  cardNamesImages,
  ornamentImages,
  passwordPages,
  privateSiteApi,
  publicSiteApi,
  rsvpOfflinePage,
  themePreviewImages,
  weddingOfflinePage,
  weddingSiteRoutes,
} from './features/site/routers';
import { publicRsvpPages, RSVP_PAGES_PATH, rsvpApi, rsvpGuestApi, rsvpManagerPages, rsvpSettingsPages } from './features/rsvp/routers';
import { publicQuestionsPages, questionsGuestApi, questionsGuestListApi, specialRequestsApi, specialRequestsPages } from './features/special-requests/routers';
import { couplePhotosApi, couplePhotosPages, PHOTO_PAGES_PATH, photoAddPages, photoAlbumPages, publicPhotosApi } from './features/photos/routers';
import { inviteUploadsApi, localUploadEndpoint, storedImagePages, weddingUploadsApi } from './features/uploads/routers';
import { LOCAL_UPLOAD_PATH } from './core/config/image-host';
import { webhooksApi } from './features/email/routers';
import { domainApi, weddingsApi, weddingsProApi } from './features/weddings/routers';
import { acceptPages, currentWeddingApi, currentWeddingPages, plannersApi, plannersPages } from './features/planners/routers';
import { openApiDocument } from './core/http/openapi';
import { warnForwardedWithoutTrust } from './core/http/proxy-warnings';
import { builtAssets, publicFiles } from './core/http/static';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const store = deps.store ?? sqliteStore(deps.db);
  const metrics = deps.config.METRICS_TOKEN ? createMetrics({ token: deps.config.METRICS_TOKEN, store, queue: deps.queue }) : null;
  if (metrics) app.use(metrics.middleware);
  if (deps.config.LOG_REQUESTS)
    app.use(requestLog(deps.logger ?? createEventLogger({ format: deps.config.LOG_FORMAT, production: deps.config.isProduction, service: 'web' })));
  // Anonymous visits to an unchanged public wedding page are answered here, prebuilt (see the file).
  const buildId = clientBuildId(deps.config.clientBuildDir);
  const guestPages = createGuestPageCache({ db: deps.db, store, config: deps.config, buildId });
  app.use(guestPages.middleware);
  app.use(cataloguePagesEtag({ buildId, gated: Boolean(deps.config.APP_GATE_PASSWORD) }));
  app.use(warnForwardedWithoutTrust(deps.config));
  // Outermost after logging: CSP, framing, nosniff, referrer, no-store for personal answers, HSTS.
  app.use(securityHeaders(deps.config));
  app.use('/assets/*', builtAssets(deps.config.clientBuildDir));
  // This app's caches (src/core/http/app-state.ts): reached through c.var, never module singletons.
  const state = createAppState(deps.config);
  app.use(async (c, next) => {
    c.set('db', deps.db);
    c.set('store', store);
    c.set('queue', deps.queue);
    c.set('config', deps.config);
    c.set('assets', state.assets);
    c.set('fontFiles', state.fontFiles);
    c.set('uploadServers', state.uploadServers);
    c.set('uploadsInFlight', state.uploadsInFlight);
    await next();
  });
  // Probes answer before compression, sessions and the rest.
  app.route('/healthz', healthRoutes());
  app.use(compress());
  app.use(renderer);
  // Before anything reads a body (the unsubscribe POST and the device gate included).
  app.use(limitRequestBodies);
  // Unsubscribe links work from any mail client (RFC 8058 one-click POST); the token authorises.
  app.route('/unsubscribe', unsubscribePages);
  // Provider webhooks come from servers, not browsers: the signature authorises (before the gate).
  app.route('/api/v1/webhooks', webhooksApi);
  app.route('/api/v1/payments', stripeWebhookApi);
  // The metrics scraper has its bearer token, not a gate cookie.
  app.route('/metrics', metricsRoutes(metrics));
  app.use(sameOriginOnly);
  app.use(deviceGate);
  app.use(loadSession);
  // Old web addresses of a wedding redirect to its current one (issue 12 item 10).
  app.use(previousAddressRedirect);
  app.onError(handleError);
  app.notFound(handleNotFound);

  // One router per URL prefix (product.md §7). Where features share a prefix their paths never overlap,
  // and none of them guards the whole prefix: each guards its own routes.
  const api = new Hono<AppEnv>();
  // Account
  api.route('/auth', authApi);
  api.route('/users', usersApi);
  api.route('/users/calendar', calendarApi);
  api.route('/support', supportApi);
  api.route('/notifications', notificationsApi);
  api.route('/activity', activityApi);
  api.route('/catering', cateringApi);
  // Wedding and public
  api.route('/weddings', weddingsApi);
  api.route('/weddings', weddingUploadsApi);
  api.route('/weddings', currentWeddingApi);
  api.route('/weddings-pro', weddingsProApi);
  api.route('/planners', plannersApi);
  api.route('/domain', domainApi);
  api.route('/public', questionsGuestApi('public'));
  api.route('/public', rsvpGuestApi('public'));
  api.route('/public', publicSiteApi);
  api.route('/public', publicCardApi);
  api.route('/public', publicPhotosApi);
  api.route('/private', questionsGuestApi('private'));
  api.route('/private', rsvpGuestApi('private'));
  api.route('/private', privateSiteApi);
  // Guests, answers and e-mail
  // First at /guest-list: the questions page's public POST/PATCH (unguarded, see its file); then the couple's.
  api.route('/guest-list', questionsGuestListApi);
  api.route('/guest-list', guestListApi);
  api.route('/rsvp', rsvpApi);
  api.route('/special-requests', specialRequestsApi);
  api.route('/events', eventsApi);
  api.route('/seating', seatingApi);
  api.route('/photos', couplePhotosApi);
  api.route('/journey', journeyApi);
  api.route('/invite', inviteApi);
  api.route('/invite', inviteUploadsApi);
  api.route('/send-invite', sendInviteApi);
  api.route('/email-settings', emailSettingsApi);
  // Payment and admin
  api.route('/payments', paymentsApi);
  api.route('/admin', adminApi);
  // The API described from this app's own route table (src/core/http/openapi.ts), built on first request.
  let apiDocument: ReturnType<typeof openApiDocument> | undefined;
  api.get('/openapi.json', (c) => {
    apiDocument ??= openApiDocument(app.routes);
    return c.json(apiDocument);
  });
  app.route('/api/v1', api);

  app.route('/', infoPages);
  app.route('/login', loginPages);
  app.route('/register', registerPages);
  app.route('/logout', logoutPage);
  app.route('/user', userPages);
  app.route('/auth/google', googleSignInPages);
  app.route('/app/payments', appPaymentsPages);
  app.route('/payments', paymentsPages);
  app.route('/app', dashboardPage);
  app.route('/app/settings/notifications', noticeSettingsPages);
  app.route('/app/settings', settingsPages);
  app.route('/app/planners', plannersPages);
  app.route('/app/current-wedding', currentWeddingPages);
  app.route('/planners/accept', acceptPages);
  app.route('/app/contact', contactPages);
  app.route('/app/quick-settings', quickSettingsPages);
  app.route('/app/setup', setupPages);
  app.route('/app/designs', appDesignsPages);
  app.route('/app/calendar', calendarPages);
  app.route('/app/events', eventsPages);
  app.route('/app/seating', seatingPages);
  app.route('/app/activity', activityPages);
  app.route('/app/catering', cateringPages);
  app.route('/app/photos', couplePhotosPages);
  app.route('/app/announce', announcePages);
  app.route('/invite', invitationCardPages);
  app.route('/savethedate', saveTheDateCardPages);
  app.route('/app/journey', journeyPages);
  app.route('/app/admin', adminPages);
  app.route('/builder', builderPages);
  app.route(LOCAL_UPLOAD_PATH, localUploadEndpoint);
  app.route('/uploads/vowly', storedImagePages);
  app.route('/app/guest-list', guestListPages);
  app.route('/app/wedding/edit/rsvp', rsvpSettingsPages);
  app.route('/app/rsvp', rsvpManagerPages);
  // After the app's own /app/… pages: /{weddingUrl}/rsvp would take 'app' for a wedding.
  app.route(RSVP_PAGES_PATH, publicRsvpPages);
  app.route(FIND_SEAT_PATH, findSeatPages);
  app.route(PHOTO_PAGES_PATH, photoAddPages);
  app.route(PHOTO_PAGES_PATH, photoAlbumPages);
  app.route('/app/special-request', specialRequestsPages);
  app.route('/questions', publicQuestionsPages);
  app.route('/password', passwordPages);
  app.route('/wedding-offline', weddingOfflinePage);
  app.route('/rsvp-offline', rsvpOfflinePage);
  app.route('/designs', designsPages);
  app.route('/fonts', fontFiles);
  app.route('/themes', themePreviewImages);
  app.route('/ornaments', ornamentImages);
  app.route('/card-names', cardNamesImages);
  app.route('/card-art', cardArtImages);
  // After every /app page router: any other path under /app.
  app.route('/app', unknownAppPage);
  app.use(publicFiles);
  // Last: /{weddingUrl} matches any free top-level name.
  app.route(EVENT_FILES_PATH, eventFiles);
  app.route('/', weddingSiteRoutes);
  return app;
}
