// The product scenarios of issue 29 item 5 on Vowly across two hosts (bench/two-hosts/vowly.ts), shared by
// `npm run bench:two-hosts` (the full counts) and tests/ops/two-hosts.test.ts (small counts):
// - a builder save through one host's web process, seen on the other host's public page;
// - simultaneous RSVP answers split across both web processes: none lost, none doubled;
// - bulk sends of several weddings with one worker host killed (-9) mid-send: every e-mail reaches the
//   SMTP server exactly once (the other host's worker takes the dead one's jobs).
import { rsvpToken } from '../../src/features/guests/domain/rsvp-link';
import { waitUntil } from '../../tests/helpers/processes';
import { addWedding, type VowlyOnTwoHosts } from './vowly';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The demo's page is cached on host B; its couple saves a new name through host A's web process; host B's
 * page is asked every 20 ms until it shows the name. Returns the milliseconds from the save's answer.
 */
export async function saveSeenOnOtherHost(app: VowlyOnTwoHosts, name = `Name ${Date.now()}`) {
  const [a, b] = app.hosts;
  const page = async () => (await fetch(`${b.url}/demo`)).text();
  const before = await page(); // cached on host B
  await page();
  if (before.includes(name)) throw new Error('the page already shows the new name');
  const [wedding] = await app.query<{ id: string; version: number }>(`select id, version from weddings where wedding_url = 'demo'`);
  const cookie = await app.coupleCookie('demo');
  const saved = await fetch(`${a.url}/api/v1/weddings/${wedding!.id}`, {
    method: 'PATCH',
    headers: { cookie, origin: a.url, 'content-type': 'application/json' },
    body: JSON.stringify({ version: wedding!.version, brideGroomOneName: name }),
  });
  if (saved.status !== 200) throw new Error(`the save through host A answered ${saved.status}: ${await saved.text()}`);
  const savedAt = performance.now();
  for (;;) {
    if ((await page()).includes(name)) return Math.round(performance.now() - savedAt);
    if (performance.now() - savedAt > 10_000) throw new Error('host B never showed the save');
    await sleep(20);
  }
}

/**
 * `count` guests of a new wedding answer at once (one PATCH each, a new connection each), alternately
 * through host A and host B. Returns the answers' statuses and what the database holds afterwards.
 */
export async function answersSplit(app: VowlyOnTwoHosts, count: number, weddingUrl = `answers-${count}`) {
  const { weddingId } = await addWedding(app, weddingUrl, count);
  const guests = await app.query<{ id: string; rsvp_link_version: number }>(
    'select id, rsvp_link_version from guests where wedding_id = $1 order by created_at',
    [weddingId],
  );
  const wanted = new Map(guests.map((guest, i) => [guest.id, i % 3 ? 'Accepted' : 'Declined']));
  const started = performance.now();
  const statuses = await Promise.all(
    guests.map(async (guest, i) => {
      const { url } = app.hosts[i % 2]!;
      const token = rsvpToken(app.secret, { id: guest.id, weddingId, rsvpLinkVersion: guest.rsvp_link_version });
      const res = await fetch(`${url}/api/v1/public/${weddingUrl}/rsvp`, {
        method: 'PATCH',
        headers: { origin: url, 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ token, members: [{ guestId: guest.id, status: wanted.get(guest.id) }] }),
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const wallMs = Math.round(performance.now() - started);
  const rows = await app.query<{ id: string; status: string; responded: boolean }>(
    'select id, status, responded_at is not null as responded from guests where wedding_id = $1',
    [weddingId],
  );
  const [counted] = await app.query<{ n: string }>(
    `select coalesce(sum(n), 0) as n from app_counts where key like 'guests:Accepted%' or key like 'guests:Declined%' or key like 'guests:Awaiting%'`,
  );
  return {
    wallMs,
    statuses: Object.fromEntries([...new Set(statuses)].map((status) => [status, statuses.filter((s) => s === status).length])),
    /** Guests whose stored answer is not the one they sent (lost or mixed up). */
    wrong: rows.filter((row) => !row.responded || row.status !== wanted.get(row.id)).length,
    guests: rows.length,
    /** The admin's kept total of guests, against the table (an answer counted twice moves it). */
    keptTotal: Number(counted!.n),
    tableTotal: Number((await app.query<{ n: string }>('select count(*) as n from guests'))[0]!.n),
  };
}

/**
 * `weddings` couples with `guests` guests each bulk-send their invitation at once (alternately through
 * host A and host B); once the SMTP server holds `killAfter` of their messages the worker of host B is
 * killed with -9. Waits until every e-mail row is sent (or `timeoutMs`) and counts what the server got.
 */
export async function sendWithKilledWorker(
  app: VowlyOnTwoHosts,
  { weddings, guests, killAfter, timeoutMs = 300_000 }: { weddings: number; guests: number; killAfter: number; timeoutMs?: number },
) {
  const prefix = `send-${Date.now().toString(36)}`;
  const made = [];
  for (let w = 1; w <= weddings; w++) made.push({ url: `${prefix}-${w}`, ...(await addWedding(app, `${prefix}-${w}`, guests)) });
  const ours = (to: string[]) => to.some((address) => address.endsWith(`.two-hosts.example`) && address.includes(`@${prefix}-`));
  const received = () => app.relay.received.filter((mail) => ours(mail.to));
  const started = performance.now();
  const answers = await Promise.all(
    made.map(async (wedding, i) => {
      const { url } = app.hosts[i % 2]!;
      const res = await fetch(`${url}/api/v1/send-invite`, {
        method: 'PATCH',
        headers: { cookie: await app.coupleCookie(wedding.url), origin: url, 'content-type': 'application/json' },
        body: JSON.stringify({ guestIds: 'bulk', mode: 'invite', requestId: `${wedding.url}-bulk` }),
      });
      const body = (await res.json()) as { queued?: unknown[]; msg?: string };
      if (res.status !== 200) throw new Error(`the send of ${wedding.url} answered ${res.status}: ${JSON.stringify(body)}`);
      return body.queued?.length ?? 0;
    }),
  );
  const queued = answers.reduce((sum, n) => sum + n, 0);
  const requestsMs = Math.round(performance.now() - started);
  await waitUntil(() => received().length >= killAfter || undefined, timeoutMs);
  const killed = app.hosts[1].worker;
  killed.child.kill('SIGKILL');
  await killed.exited;
  const atKill = received().length;
  const ids = made.map((wedding) => wedding.weddingId);
  const unsent = async () =>
    Number((await app.query<{ n: string }>(`select count(*) as n from emails where wedding_id = any($1) and status <> 'sent'`, [ids]))[0]!.n);
  await waitUntil(async () => (await unsent()) === 0 || undefined, timeoutMs);
  const doneMs = Math.round(performance.now() - started);
  const mails = received();
  const perAddress = new Map<string, number>();
  for (const mail of mails) for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
  const [rows] = await app.query<{ n: string; handed: string }>(
    `select count(*) as n, count(*) filter (where error is not null) as handed from emails where wedding_id = any($1)`,
    [ids],
  );
  return {
    queued,
    rows: Number(rows!.n),
    /** Rows marked sent after a crash between the hand-over and the server's answer (not sent again). */
    sentAfterCrash: Number(rows!.handed),
    received: mails.length,
    addresses: perAddress.size,
    twice: [...perAddress.values()].filter((n) => n > 1).length,
    atKill,
    requestsMs,
    doneMs,
    releasedBy: app.hosts[0].worker.output().includes('released jobs locked by workers silent'),
  };
}
