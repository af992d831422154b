// /{weddingUrl}/rsvp and /{weddingUrl}/rsvp/submitted: the guest's RSVP as plain HTML forms
// (they work with JavaScript off; the RsvpForm island takes them over when it can).
//   GET  /{w}/rsvp[?token=]  find-by-name form, or the household's answer form for a valid link
//   POST /{w}/rsvp/find      name → 303 to the personal link, or the note form (never a list) (find.action.tsx)
//   POST /{w}/rsvp           answers → 303 /{w}/rsvp/submitted?token=…, or the form again with errors
//                            (the answer action, answer.action.ts, which also answers fetch with JSON)
//   POST /{w}/rsvp/request   a note for the couple → 303 /{w}/rsvp/submitted?request=sent (noteForCouple)
// Unknown wedding → /, protected without the access cookie → /password/{w}, closed → /rsvp-offline.
import { Hono, type Context, type Next } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import { guestOfToken } from '../domain/guest-token';
import { countedAnswers } from '../domain/counted-answers';
import { LINK_INVALID } from '../../../shared/rsvp/texts';
import { isReservedWeddingUrl } from '../../weddings';
import { RsvpSubmittedPage } from '../views/public/RsvpSubmittedPage';
import { specialQuestionsAfterRsvp } from '../../special-requests/web';
import { siteDataFromWedding } from '../../site/web';
import type { AppEnv } from '../../../core/http/context';
import { renderComingSoon } from '../../site/web';
import { pageRedirectFor, rsvpGate } from './access';
import { answerRsvp, noteForCouple, type RsvpGateEnv, rsvpPageGate } from './answer.action';
import { findInvitationAction } from './find.action';
import { answerProps, type Gate, render, renderForm, rsvpLanguage } from './public-rsvp.render';
import { langQuery } from '../../site/web';
import { householdFor } from './shared';
import { journeyRepository } from '../../journey';
import { householdTables } from '../../seating';
import { HouseholdTablesNotice } from '../../seating/web';

/** Where publicRsvpPages is mounted: c.req.param('weddingUrl') is the wedding's address. */
export const RSVP_PAGES_PATH = '/:weddingUrl{[A-Za-z0-9][A-Za-z0-9-]*}/rsvp';

/** Resolves the wedding for a page; a shut gate becomes §4's redirect. Unknown reserved names fall through. */
async function pageGate<E extends AppEnv>(c: Context<E>, next: Next, options: { ignoreClosed?: boolean } = {}): Promise<Gate | Response> {
  const weddingUrl = c.req.param('weddingUrl') ?? '';
  // A personal link (?token=) opens a protected RSVP without the password (issue 22 item 11).
  const gate = await rsvpGate(c, weddingUrl, 'page', { ...options, guestToken: c.req.query('token') });
  if (gate.ok) return gate;
  if (gate.comingSoon) return renderComingSoon(c, gate.comingSoon);
  if (gate.code === 'wedding.not-found' && isReservedWeddingUrl(weddingUrl)) {
    await next();
    return c.res;
  }
  return c.redirect(pageRedirectFor(gate), c.req.method === 'GET' ? 302 : 303);
}

/** Mounted at /{weddingUrl}/rsvp (RSVP_PAGES_PATH), after the app's own /app/… pages. */
export const publicRsvpPages = new Hono<AppEnv>()
  .get('/', async (c, next) => {
    const gate = await pageGate(c, next);
    if (gate instanceof Response) return gate;
    const token = c.req.query('token');
    if (token) {
      const guest = await guestOfToken(c.var.store, c.var.config, gate.found.wedding.id, token);
      if (guest) {
        // The household's answer form, opened by a personal link: the journey's "started the RSVP" step, once.
        await journeyRepository(c.var.store).recordRsvpStarted(gate.found.wedding.id, guest.id, new Date());
        // Once the couple lets guests find their table, the household's own seats (issue 24 item 7).
        const tables = await householdTables(c.var.store, gate.found.wedding, guest.id);
        return renderForm(c, gate, await answerProps(c, gate, guest.id), 200, <HouseholdTablesNotice tables={tables} />, guest.language);
      }
      return renderForm(c, gate, { notice: LINK_INVALID });
    }
    return renderForm(c, gate, {});
  })
  .get('/submitted', async (c, next) => {
    const gate = await pageGate(c, next, { ignoreClosed: true });
    if (gate instanceof Response) return gate;
    const token = c.req.query('token');
    const guest = token ? await guestOfToken(c.var.store, c.var.config, gate.found.wedding.id, token) : null;
    const language = rsvpLanguage(c, gate, guest?.language);
    const site = siteDataFromWedding(gate.found.wedding, { ownerPro: gate.found.ownerPro, ...language });
    let summary = null;
    if (guest) {
      const { view, questions } = await householdFor(c, guest, gate.settings, language.i18n.lang);
      const changeable = gate.settings.allowRsvpResubmit && (await rsvpGate(c, gate.found.wedding.weddingUrl ?? '', 'page', { guestToken: token })).ok;
      // What was sent as it counts: no answers kept from before about an event now declined.
      const counted = countedAnswers(questions, view);
      summary = {
        members: counted.members,
        householdAnswers: counted.householdAnswers,
        questions,
        events: view.events,
        changeHref: changeable ? `/${gate.found.wedding.weddingUrl}/rsvp?token=${encodeURIComponent(token!)}${langQuery(language).replace('?', '&')}` : null,
      };
    }
    const after = guest ? await specialQuestionsAfterRsvp(c, gate.found.wedding, guest) : null;
    return render(c, gate, <RsvpSubmittedPage site={site} summary={summary} requestSent={c.req.query('request') === 'sent'} after={after} />, 200, language);
  })
  .route(
    '/',
    registerActions(new Hono<RsvpGateEnv>(), [
      answerRsvp({ method: 'POST', path: '/', guard: rsvpPageGate }),
      noteForCouple({ path: '/request', guard: rsvpPageGate }),
      findInvitationAction,
    ]),
  );
