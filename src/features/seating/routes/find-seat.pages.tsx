// /{weddingUrl}/seat (issue 24 item 7): a guest finds their table by typing their name, once the couple
// lets guests find their table. The RSVP page's lookup (tolerant of spelling, throttled per address and
// per wedding, an e-mail asked for under attack): no list to browse, and only the guest's own table (and
// their plus-one's) is shown. A personal RSVP link (?token=) shows it without typing.
//   GET  /{w}/seat[?token=]   the find form, or the guest's table for a valid personal link
//   POST /{w}/seat            name (and e-mail under attack) → the guest's table, or why not: an action (issue 29
//                             item 2; JSON { guest, tables, msg?, ask? } for fetch), counted by the ONE lookup limiter
// Unknown wedding or tables not shown → the not-found page; protected without access → /password/{w}.
import { type Context, Hono, type MiddlewareHandler, type Next } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import { passOn, registerActions } from '../../../core/actions/register-actions';
import type { AppEnv } from '../../../core/http/context';
import { clientIp } from '../../../core/http/request-info';
import { RateLimitedError, retryAfterSeconds } from '../../../core/rate-limit';
import { LOOKUP_NAME_MAX, nameLookupSchema } from '../../../shared/rsvp/lookup-schema';
import { negotiateLanguage, siteLanguages, translator, type Lang } from '../../../shared/i18n';
import { guestOfToken, lookupGuest } from '../../rsvp';
import { FindForm, pageRedirectFor, type RsvpGate, rsvpGate } from '../../rsvp/web';
import { GuestCardShell, renderComingSoon, requestOrigin, setWeddingPageHeaders, siteDataFromWedding, WeddingHead, weddingTitle } from '../../site/web';
import { isReservedWeddingUrl } from '../../weddings';
import { type GuestTable, guestTables, lookupOpen } from '../domain/guest-tables';
import { seatingRepository } from '../domain/repository';
import { GuestTables } from '../views/YourTables';

/** Where findSeatPages is mounted: c.req.param('weddingUrl') is the wedding's address. */
export const FIND_SEAT_PATH = '/:weddingUrl{[A-Za-z0-9][A-Za-z0-9-]*}/seat';

type OpenGate = Extract<RsvpGate, { ok: true }>;
type SeatGateEnv = { Variables: AppEnv['Variables'] & { seatGate: OpenGate } };
/** The seat page's e-mail field keeps at most this much (its input's maxLength). */
const SEAT_EMAIL_MAX = 254;

async function gateOf<E extends AppEnv>(c: Context<E>, next: Next): Promise<OpenGate | Response> {
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
function languageOf<E extends AppEnv>(c: Context<E>, gate: OpenGate, guest?: { language?: string | null } | null): Lang {
  return negotiateLanguage(
    { explicit: c.req.query('lang'), guest: guest?.language, acceptLanguage: c.req.header('accept-language') },
    siteLanguages(gate.found.wedding),
  );
}

function render<E extends AppEnv>(c: Context<E>, gate: OpenGate, lang: Lang, body: React.ReactNode, status: 200 | 400 | 429 = 200) {
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

function findForm<E extends AppEnv>(
  c: Context<E>,
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

function tablesPage<E extends AppEnv>(c: Context<E>, gate: OpenGate, lang: Lang, name: string, tables: GuestTable[]) {
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

/** The page's guard for the find form's post: a shut gate redirects; tables not shown (or a reserved name) are another route's. */
const seatPageGate: MiddlewareHandler<SeatGateEnv> = async (c, next) => {
  const gate = await gateOf(c, () => passOn(c, next));
  if (gate instanceof Response) return gate;
  c.set('seatGate', gate);
  await next();
};

const seatReply = z.object({
  /** The guest found (their name as the couple wrote it), or null with `msg` (and `ask` when more is needed). */
  guest: z.object({ name: z.string() }).nullable(),
  tables: z.array(z.object({ eventTitle: z.string(), table: z.string().nullable(), plusOneTable: z.string().nullable() })),
  msg: z.string().optional(),
  ask: z.enum(['email', 'fullName']).optional(),
});

function typed(submitted: Record<string, unknown>) {
  return {
    name: typeof submitted.name === 'string' ? submitted.name.trim().slice(0, LOOKUP_NAME_MAX) : '',
    email: typeof submitted.email === 'string' ? submitted.email.trim().slice(0, SEAT_EMAIL_MAX) : null,
  };
}

const findSeatAction = defineAction({
  method: 'POST',
  path: '/',
  guard: seatPageGate,
  summary: 'Find your table by your name (and the e-mail your invitation was sent to, when asked)',
  input: nameLookupSchema,
  output: seatReply,
  run: async (c: Context<SeatGateEnv>, input): Promise<z.output<typeof seatReply>> => {
    const gate = c.var.seatGate;
    const t = translator(languageOf(c, gate));
    const { name, email } = typed(input);
    const found = await lookupGuest(c.var.store, gate.found.wedding.id, clientIp(c), { name, email: email ?? undefined });
    if (found.kind === 'email-needed') return { guest: null, tables: [], msg: t('rsvp.lookupEmailNeeded'), ask: 'email' };
    if (found.kind === 'full-name') return { guest: null, tables: [], msg: t('rsvp.fullNameNeeded'), ask: 'fullName' };
    if (found.kind === 'none') return { guest: null, tables: [], msg: t('seat.notFound') };
    const repository = seatingRepository(c.var.store);
    const guestName = (await repository.guestName(gate.found.wedding.id, found.guestId)) ?? name;
    return { guest: { name: guestName }, tables: await guestTables(repository, gate.found.wedding, found.guestId) };
  },
  form: {
    onSuccess: (c, result, input) => {
      const gate = c.var.seatGate;
      const lang = languageOf(c, gate);
      const { name, email } = typed(input);
      if (result.guest) return tablesPage(c, gate, lang, result.guest.name, result.tables);
      if (result.ask === 'email') return findForm(c, gate, lang, { name, email: email ?? '' }, { form: result.msg! }, 400);
      return findForm(c, gate, lang, { name, email }, { name: result.msg! }, 400);
    },
    onError: (c, problem, submitted) => {
      const gate = c.var.seatGate;
      const lang = languageOf(c, gate);
      const { name, email } = typed(submitted);
      if (problem.error instanceof RateLimitedError) {
        c.header('Retry-After', retryAfterSeconds(problem.error.retryAfterMs));
        return findForm(c, gate, lang, { name, email }, { form: problem.msg }, 429);
      }
      if (problem.error) throw problem.error;
      return findForm(c, gate, lang, { name, email }, { name: translator(lang)('rsvp.error.nameRequired') }, 400);
    },
  },
});

/** Mounted at /{weddingUrl}/seat (FIND_SEAT_PATH), after the app's own /app/… pages. */
export const findSeatPages = new Hono<AppEnv>()
  .get('/', async (c, next) => {
    const gate = await gateOf(c, next);
    if (gate instanceof Response) return gate;
    const token = c.req.query('token');
    const guest = token ? await guestOfToken(c.var.store, c.var.config, gate.found.wedding.id, token) : null;
    const lang = languageOf(c, gate, guest);
    if (guest) return tablesPage(c, gate, lang, guest.name, await guestTables(seatingRepository(c.var.store), gate.found.wedding, guest.id));
    return findForm(c, gate, lang, { name: '', email: null }, {});
  })
  .route('/', registerActions(new Hono<SeatGateEnv>(), [findSeatAction]));
