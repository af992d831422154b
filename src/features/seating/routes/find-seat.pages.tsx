// /{weddingUrl}/seat (issue 24 item 7): a guest finds their table by typing their name, once the couple
// lets guests find their table. The RSVP page's lookup (tolerant of spelling, throttled per address and
// per wedding, an e-mail asked for under attack): no list to browse, and only the guest's own table (and
// their plus-one's) is shown. A personal RSVP link (?token=) shows it without typing.
//   GET  /{w}/seat[?token=]   the find form, or the guest's table for a valid personal link
//   POST /{w}/seat            name (and e-mail under attack) → the guest's table, or why not
// Unknown wedding or tables not shown → the not-found page; protected without access → /password/{w}.
import { type Context, Hono, type Next } from 'hono';
import type { AppEnv } from '../../../core/http/context';
import { readBody } from '../../../core/http/api/parse-body';
import { clientIp } from '../../../core/http/request-info';
import { RateLimitedError } from '../../../core/rate-limit';
import { negotiateLanguage, siteLanguages, translator, type Lang } from '../../../shared/i18n';
import { FindForm, guestOfToken, lookupGuest, pageRedirectFor, type RsvpGate, rsvpGate } from '../../rsvp';
import { GuestCardShell, renderComingSoon, requestOrigin, setWeddingPageHeaders, siteDataFromWedding, WeddingHead, weddingTitle } from '../../site';
import { isReservedWeddingUrl } from '../../weddings';
import { guestTables, lookupOpen } from '../domain/guest-tables';
import { seatingRepository } from '../domain/repository';
import { GuestTables } from '../views/YourTables';

/** Where findSeatPages is mounted: c.req.param('weddingUrl') is the wedding's address. */
export const FIND_SEAT_PATH = '/:weddingUrl{[A-Za-z0-9][A-Za-z0-9-]*}/seat';

type OpenGate = Extract<RsvpGate, { ok: true }>;

async function gateOf(c: Context<AppEnv>, next: Next): Promise<OpenGate | Response> {
  const weddingUrl = c.req.param('weddingUrl') ?? '';
  const gate = await rsvpGate(c, weddingUrl, 'page', { ignoreClosed: true, guestToken: c.req.query('token') });
  if (!gate.ok) {
    if (gate.comingSoon) return renderComingSoon(c, gate.comingSoon);
    if (gate.code === 'wedding.not-found' && isReservedWeddingUrl(weddingUrl)) {
      await next();
      return c.res;
    }
    return c.redirect(pageRedirectFor(gate), c.req.method === 'GET' ? 302 : 303);
  }
  if (!(await lookupOpen(seatingRepository(c.var.store), gate.found.wedding.id))) {
    await next();
    return c.res;
  }
  return gate;
}

/** The page's language (issue 27): ?lang= (the find form's address), the personal link's guest's, the browser's among the wedding's. */
function languageOf(c: Context<AppEnv>, gate: OpenGate, guest?: { language?: string | null } | null): Lang {
  return negotiateLanguage(
    { explicit: c.req.query('lang'), guest: guest?.language, acceptLanguage: c.req.header('accept-language') },
    siteLanguages(gate.found.wedding),
  );
}

function render(c: Context<AppEnv>, gate: OpenGate, lang: Lang, body: React.ReactNode, status: 200 | 400 | 429 = 200) {
  const { found } = gate;
  const t = translator(lang);
  const site = siteDataFromWedding(found.wedding, { ownerPro: found.ownerPro });
  setWeddingPageHeaders(c, { privateCache: true });
  c.status(status);
  return c.render(
    <GuestCardShell site={site} kicker={t('seat.kicker')}>
      {body}
    </GuestCardShell>,
    {
      lang,
      title: t('seat.title', { title: weddingTitle(site) }),
      head: <WeddingHead site={site} origin={requestOrigin(c)} path={`/${found.wedding.weddingUrl}/seat`} />,
      bodyClass: 'wedding-page rsvp-page',
    },
  );
}

function findForm(
  c: Context<AppEnv>,
  gate: OpenGate,
  lang: Lang,
  typed: { name: string; email: string | null },
  errors: Record<string, string>,
  status: 200 | 400 | 429 = 200,
) {
  // The find form is the RSVP's (no language field): the page's language rides on its address unless it is English.
  const action = `/${gate.found.wedding.weddingUrl}/seat${lang === 'en' ? '' : `?lang=${lang}`}`;
  return render(
    c,
    gate,
    lang,
    <>
      <p>{translator(lang)('seat.intro')}</p>
      <FindForm action={action} name={typed.name} email={typed.email} errors={errors} testId="find-seat-form" />
    </>,
    status,
  );
}

async function showTables(c: Context<AppEnv>, gate: OpenGate, lang: Lang, guestId: string, name: string) {
  const tables = await guestTables(seatingRepository(c.var.store), gate.found.wedding, guestId);
  return render(
    c,
    gate,
    lang,
    <>
      <p>{translator(lang)('seat.welcome', { name })}</p>
      <GuestTables tables={tables} />
    </>,
  );
}

/** Mounted at /{weddingUrl}/seat (FIND_SEAT_PATH), after the app's own /app/… pages. */
export const findSeatPages = new Hono<AppEnv>()
  .get('/', async (c, next) => {
    const gate = await gateOf(c, next);
    if (gate instanceof Response) return gate;
    const token = c.req.query('token');
    const guest = token ? await guestOfToken(c.var.store, c.var.config, gate.found.wedding.id, token) : null;
    const lang = languageOf(c, gate, guest);
    if (guest) return showTables(c, gate, lang, guest.id, guest.name);
    return findForm(c, gate, lang, { name: '', email: null }, {});
  })
  .post('/', async (c, next) => {
    const gate = await gateOf(c, next);
    if (gate instanceof Response) return gate;
    const body = await readBody(c);
    const lang = languageOf(c, gate);
    const t = translator(lang);
    const name = typeof body.name === 'string' ? body.name.trim().slice(0, 200) : '';
    const email = typeof body.email === 'string' ? body.email.trim().slice(0, 254) : null;
    if (!name) return findForm(c, gate, lang, { name, email }, { name: t('rsvp.error.nameRequired') }, 400);
    let found: Awaited<ReturnType<typeof lookupGuest>>;
    try {
      found = await lookupGuest(c.var.store, gate.found.wedding.id, clientIp(c), { name, email: email ?? undefined });
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      c.header('Retry-After', String(Math.ceil(error.retryAfterMs / 1000)));
      return findForm(c, gate, lang, { name, email }, { form: error.message }, 429);
    }
    if (found.kind === 'email-needed') return findForm(c, gate, lang, { name, email: email ?? '' }, { form: t('rsvp.lookupEmailNeeded') }, 400);
    if (found.kind === 'full-name') return findForm(c, gate, lang, { name, email }, { name: t('rsvp.fullNameNeeded') }, 400);
    if (found.kind === 'none') return findForm(c, gate, lang, { name, email }, { name: t('seat.notFound') }, 400);
    const guest = await seatingRepository(c.var.store).guestName(gate.found.wedding.id, found.guestId);
    return showTables(c, gate, lang, found.guestId, guest ?? name);
  });
