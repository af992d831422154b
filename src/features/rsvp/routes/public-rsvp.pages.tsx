// /{weddingUrl}/rsvp and /{weddingUrl}/rsvp/submitted: the guest's RSVP as plain HTML forms
// (they work with JavaScript off; the RsvpForm island takes them over when it can).
//   GET  /{w}/rsvp[?token=]  find-by-name form, or the household's answer form for a valid link
//   POST /{w}/rsvp/find      name → 303 to the personal link, or the note form (never a list)
//   POST /{w}/rsvp           answers → 303 /{w}/rsvp/submitted?token=…, or the form again with errors
//   POST /{w}/rsvp/request   a note for the couple → 303 /{w}/rsvp/submitted?request=sent
// Unknown wedding → /, protected without the access cookie → /password/{w}, closed → /rsvp-offline.
import { Hono, type Context, type Next } from 'hono';
import type { RsvpFormProps } from '../../../../islands/rsvp/props';
import { findGuest } from '../../guests';
import { rsvpToken } from '../../guests';
import { RsvpValidationError, saveRsvp } from '../domain/answer';
import { guestByToken } from '../domain/household';
import { countedAnswers } from '../domain/counted-answers';
import { lookupGuest } from '../domain/guest-lookup';
import { RateLimitedError } from '../../../core/rate-limit';
import { draftFromMembers } from '../../../shared/rsvp/model';
import { applyPatch, draftForDisplay, readSubmission, readToken } from '../domain/read-submission';
import { createGuestRequest } from '../domain/requests';
import { guestRequestSchema } from '../../../shared/rsvp/schemas';
import { deadlineText } from '../domain/settings';
import { FULL_NAME_NEEDED, LINK_INVALID, LOOKUP_EMAIL_NEEDED, NAME_REQUIRED, NOT_FOUND_BY_NAME } from '../../../shared/rsvp/texts';
import type { PublishedWedding } from '../../site';
import { isReservedWeddingUrl } from '../../weddings';
import { RsvpPage } from '../views/public/RsvpPage';
import { RsvpSubmittedPage } from '../views/public/RsvpSubmittedPage';
import { rsvpEventList } from '../../events';
import { specialQuestionsAfterRsvp } from '../../special-requests';
import { siteDataFromWedding } from '../../site';
import { WeddingHead, weddingTitle } from '../../site';
import { UserError } from '../../../core/errors';
import { readBody } from '../../../core/http/api/parse-body';
import type { AppEnv } from '../../../core/http/context';
import { requestOrigin, setWeddingPageHeaders } from '../../site';
import { clientIp } from '../../../core/http/request-info';
import { pageRedirectFor, rsvpGate } from './access';
import { rsvpOfflinePath } from '../../site';
import { confirmationFor, householdFor, managerUrl, queueAnswerEmails, takeLookup } from './shared';
import { renderEmail } from '../../email';
import { recordRsvpStarted } from '../../journey';

/** Where publicRsvpPages is mounted: c.req.param('weddingUrl') is the wedding's address. */
export const RSVP_PAGES_PATH = '/:weddingUrl{[A-Za-z0-9][A-Za-z0-9-]*}/rsvp';
type Gate = Extract<ReturnType<typeof rsvpGate>, { ok: true }>;

function render<E extends AppEnv>(c: Context<E>, gate: Gate, body: React.ReactNode, status: 200 | 400 | 409 | 429 = 200) {
  const { found } = gate;
  const site = siteDataFromWedding(found.wedding, { ownerPro: found.ownerPro });
  setWeddingPageHeaders(c, { privateCache: true });
  c.status(status);
  return c.render(body as React.ReactElement, {
    title: `RSVP · ${weddingTitle(site)}`,
    head: <WeddingHead site={site} origin={requestOrigin(c)} path={`/${found.wedding.weddingUrl}/rsvp`} />,
    bodyClass: 'wedding-page rsvp-page',
  });
}

function formProps(found: PublishedWedding, gate: Gate, props: Partial<RsvpFormProps>): RsvpFormProps {
  return {
    weddingUrl: found.wedding.weddingUrl ?? '',
    view: 'find',
    household: null,
    questions: [],
    allowRsvpResubmit: gate.settings.allowRsvpResubmit,
    deadlineText: deadlineText(gate.settings.deadline, found.wedding.timeZone),
    draft: null,
    errors: {},
    notice: null,
    name: '',
    request: { name: '', email: '', message: '' },
    ...props,
  };
}

function renderForm<E extends AppEnv>(c: Context<E>, gate: Gate, props: Partial<RsvpFormProps>, status: 200 | 400 | 409 | 429 = 200) {
  const site = siteDataFromWedding(gate.found.wedding, { ownerPro: gate.found.ownerPro });
  // A guest known by their personal link also gets their own calendar feed.
  const token = props.household?.token ?? null;
  return render(c, gate, <RsvpPage site={site} form={formProps(gate.found, gate, props)} events={rsvpEventList(c, gate.found, token)} />, status);
}

/** The household's answer form for a guest, with a draft laid over what is stored. */
function answerProps<E extends AppEnv>(
  c: Context<E>,
  gate: Gate,
  guestId: string,
  extra: Partial<RsvpFormProps> = {},
  patch?: Parameters<typeof applyPatch>[1],
) {
  const guest = findGuest(c.var.db, gate.found.wedding.id, guestId)!;
  const { view, questions } = householdFor(c, guest, gate.settings);
  const stored = draftFromMembers(view.members, view.householdAnswers);
  const household = {
    token: rsvpTokenFor(c, guest),
    householdName: view.householdName,
    members: view.members,
    householdAnswers: view.householdAnswers,
    events: view.events,
  };
  return { view: 'answer' as const, household, questions, draft: patch ? draftForDisplay(applyPatch(stored, patch)) : stored, ...extra };
}

function rsvpTokenFor<E extends AppEnv>(c: Context<E>, guest: { id: string; weddingId: string; rsvpLinkVersion: number }) {
  return rsvpToken(c.var.config, guest);
}

/** Resolves the wedding for a page; a shut gate becomes §4's redirect. Unknown reserved names fall through. */
async function pageGate<E extends AppEnv>(c: Context<E>, next: Next, options: { ignoreClosed?: boolean } = {}): Promise<Gate | Response> {
  const weddingUrl = c.req.param('weddingUrl') ?? '';
  // A personal link (?token=) opens a protected RSVP without the password (issue 22 item 11).
  const gate = rsvpGate(c, weddingUrl, 'page', { ...options, guestToken: c.req.query('token') });
  if (gate.ok) return gate;
  if (gate.status === 404 && isReservedWeddingUrl(weddingUrl)) {
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
      const guest = guestByToken(c.var.db, c.var.config, gate.found.wedding.id, token);
      if (guest) {
        // The household's answer form, opened by a personal link: the journey's "started the RSVP" step, once.
        recordRsvpStarted(c.var.db, gate.found.wedding.id, guest.id);
        return renderForm(c, gate, answerProps(c, gate, guest.id));
      }
      return renderForm(c, gate, { notice: LINK_INVALID });
    }
    return renderForm(c, gate, {});
  })
  .post('/find', async (c, next) => {
    const gate = await pageGate(c, next);
    if (gate instanceof Response) return gate;
    const body = await readBody(c);
    const name = typeof body.name === 'string' ? body.name.slice(0, 200) : '';
    // Present (maybe empty) once it was asked for: the form keeps asking for it.
    const lookupEmail = typeof body.email === 'string' ? body.email.slice(0, 320) : null;
    if (name.trim() === '') return renderForm(c, gate, { lookupEmail, errors: { name: NAME_REQUIRED } }, 400);
    let match: ReturnType<typeof lookupGuest>;
    try {
      match = lookupGuest(c.var.db, gate.found.wedding.id, clientIp(c), { name, email: lookupEmail ?? undefined });
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      c.header('Retry-After', String(Math.ceil(error.retryAfterMs / 1000)));
      return renderForm(c, gate, { name, lookupEmail, errors: { form: error.message } }, 429);
    }
    if (match.kind === 'email-needed') return renderForm(c, gate, { name, lookupEmail: lookupEmail ?? '', notice: LOOKUP_EMAIL_NEEDED });
    if (match.kind === 'full-name') return renderForm(c, gate, { name, lookupEmail, errors: { name: FULL_NAME_NEEDED } });
    if (match.kind === 'none')
      return renderForm(c, gate, {
        view: 'request',
        name,
        lookupEmail,
        notice: NOT_FOUND_BY_NAME,
        request: { name: name.replace(/\s+/g, ' ').trim(), email: lookupEmail ?? '', message: '' },
      });
    const guest = findGuest(c.var.db, gate.found.wedding.id, match.guestId)!;
    return c.redirect(`/${gate.found.wedding.weddingUrl}/rsvp?token=${encodeURIComponent(rsvpTokenFor(c, guest))}`, 303);
  })
  .post('/request', async (c, next) => {
    const gate = await pageGate(c, next);
    if (gate instanceof Response) return gate;
    const body = await readBody(c);
    const values = {
      name: String(body.name ?? '').slice(0, 200),
      email: String(body.email ?? '').slice(0, 300),
      message: String(body.message ?? '').slice(0, 2000),
    };
    const parsed = guestRequestSchema.safeParse(values);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
      return renderForm(c, gate, { view: 'request', name: values.name, request: values, errors }, 400);
    }
    try {
      takeLookup(c, gate.found.wedding.id);
      createGuestRequest(c.var.db, gate.found.wedding.id, parsed.data);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      return renderForm(c, gate, { view: 'request', name: values.name, request: values, errors: { form: error.message } }, 429);
    }
    return c.redirect(`/${gate.found.wedding.weddingUrl}/rsvp/submitted?request=sent`, 303);
  })
  .post('/', async (c, next) => {
    const gate = await pageGate(c, next);
    if (gate instanceof Response) return gate;
    const body = await readBody(c);
    const guest = guestByToken(c.var.db, c.var.config, gate.found.wedding.id, readToken(body));
    if (!guest) return renderForm(c, gate, { notice: LINK_INVALID }, 400);
    const patch = readSubmission(body, guest.id);
    try {
      const saved = saveRsvp(c.var.db, {
        weddingId: gate.found.wedding.id,
        respondentId: guest.id,
        patch,
        by: 'guest',
        renderEmail,
        managerUrl: managerUrl(c),
        confirmation: confirmationFor(c, gate.found, readToken(body)),
      });
      await queueAnswerEmails(c, saved);
    } catch (error) {
      if (error instanceof RsvpValidationError) return renderForm(c, gate, answerProps(c, gate, guest.id, { errors: error.errors }, patch), 400);
      if (error instanceof UserError && error.status === 423) return c.redirect(rsvpOfflinePath(gate.found.wedding.weddingUrl ?? ''), 303);
      if (error instanceof UserError && (error.status === 409 || error.status === 400)) {
        return renderForm(c, gate, answerProps(c, gate, guest.id, { errors: { form: error.message } }, patch), error.status);
      }
      throw error;
    }
    return c.redirect(`/${gate.found.wedding.weddingUrl}/rsvp/submitted?token=${encodeURIComponent(readToken(body))}`, 303);
  })
  .get('/submitted', async (c, next) => {
    const gate = await pageGate(c, next, { ignoreClosed: true });
    if (gate instanceof Response) return gate;
    const site = siteDataFromWedding(gate.found.wedding, { ownerPro: gate.found.ownerPro });
    const token = c.req.query('token');
    const guest = token ? guestByToken(c.var.db, c.var.config, gate.found.wedding.id, token) : null;
    let summary = null;
    if (guest) {
      const { view, questions } = householdFor(c, guest, gate.settings);
      const changeable = gate.settings.allowRsvpResubmit && rsvpGate(c, gate.found.wedding.weddingUrl ?? '', 'page', { guestToken: token }).ok;
      // What was sent as it counts: no answers kept from before about an event now declined.
      const counted = countedAnswers(questions, view);
      summary = {
        members: counted.members,
        householdAnswers: counted.householdAnswers,
        questions,
        events: view.events,
        changeHref: changeable ? `/${gate.found.wedding.weddingUrl}/rsvp?token=${encodeURIComponent(token!)}` : null,
      };
    }
    const after = guest ? specialQuestionsAfterRsvp(c, gate.found.wedding, guest) : null;
    return render(c, gate, <RsvpSubmittedPage site={site} summary={summary} requestSent={c.req.query('request') === 'sent'} after={after} />);
  });
