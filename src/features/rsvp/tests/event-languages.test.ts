// Issue 27: the per-event answer form a guest's personal link opens names the events in the page's language (the
// couple's translations, the default text where none, dates as the language writes them), without JavaScript and
// through the API the form's JavaScript reads; the confirmation e-mail of that answer names them the same way.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first } from '../../../core/db/store/portable';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { rsvpWedding } from './helpers';

const { emails, weddings } = engineTables();

const dinner = {
  title: 'Rehearsal dinner',
  date: '2027-06-18',
  startTime: '19:00',
  endTime: '22:00',
  venueName: 'The Boathouse',
  translations: { es: { title: 'Cena de ensayo' }, ar: { title: 'عشاء البروفة' } },
};

async function setup() {
  const w = await rsvpWedding({ timeZone: 'Europe/London', weddingUrl: `el-${Math.random().toString(36).slice(2, 8)}` });
  await w.transaction(() =>
    w
      .sql()
      .update(weddings)
      .set({ weddingDate: new Date('2027-06-19T14:00:00Z'), languages: ['en', 'es', 'ar'] })
      .where(eq(weddings.id, w.wedding.id)),
  );
  expect((await w.ownerClient.post('/api/v1/events', dinner)).status).toBe(201);
  expect((await w.ownerClient.patch('/api/v1/rsvp/settings', { deadline: '2027-05-01' })).status).toBe(200);
  const lucia = await w.addGuest({ name: 'Lucia Perez', household: 'Perez', language: 'es' });
  const sam = await w.addGuest({ name: 'Sam Perez', household: 'Perez' });
  return { w, lucia, sam };
}

/** The answer form's legends of the household's events, "title · when", each once (every member answers each). */
function eventLegends(html: string): string[] {
  const form = html.slice(html.indexOf('data-guest="'));
  const legends = [...form.matchAll(/<legend[^>]*>([^<]*)<span class="rsvp-event__when">([\s\S]*?)<\/span>/g)].map(
    ([, title, when]) => `${title}${when!.replace(/<!-- -->/g, '')}`,
  );
  return [...new Set(legends)];
}

describe('the per-event answer form in the guest’s language', () => {
  it('the personal link opens it in the guest’s Spanish, ?lang=ar in Arabic; without a language, English as before', async () => {
    const { w, lucia } = await setup();
    const link = `/${w.weddingUrl}/rsvp?token=${encodeURIComponent(w.tokenOf(lucia))}`;

    const es = await (await w.visitor.get(link)).text();
    expect(es).toContain('<html lang="es" dir="ltr">');
    expect(eventLegends(es)).toEqual([
      expect.stringMatching(/^Cena de ensayo · viernes, 18 de junio de 2027 · 19:00\s*–\s*22:00$/),
      expect.stringMatching(/^Día de la boda · sábado, 19 de junio de 2027 · 15:00\s*–\s*18:00$/),
    ]);
    expect(es).toContain('Por favor, responde antes del sábado, 1 de mayo de 2027');
    expect(es).not.toContain('Rehearsal dinner');
    expect(es).not.toContain('Please reply by');

    const ar = await (await w.visitor.get(`${link}&lang=ar`)).text();
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    const [dinnerAr, dayAr] = eventLegends(ar);
    expect(dinnerAr).toMatch(/^عشاء البروفة · الجمعة، 18 يونيو 2027/);
    expect(dayAr).toMatch(/^يوم الزفاف · السبت، 19 يونيو 2027/);
    expect(ar).toContain('نرجو الرد قبل السبت، 1 مايو 2027');

    const en = await (await w.visitor.get(`${link}&lang=en`)).text();
    expect(eventLegends(en)).toEqual(['Rehearsal dinner · Friday, June 18 · 7:00 PM – 10:00 PM', 'Wedding day · Saturday, June 19 · 3:00 PM – 6:00 PM']);
    expect(en).toContain('Please reply by Saturday, May 1, 2027');
  });

  it('the API the form’s JavaScript reads answers in the page’s language (?lang=), else the guest’s own', async () => {
    const { w, lucia, sam } = await setup();
    const api = `/api/v1/public/${w.weddingUrl}/rsvp`;
    const titles = async (query: string) =>
      ((await (await w.visitor.get(`${api}?${query}`)).json()) as { guest: { events: { title: string; when: string }[] } }).guest.events;
    // Found by name on a page in Arabic: the events in Arabic.
    const byName = await titles(`name=${encodeURIComponent('Sam Perez')}&lang=ar`);
    expect(byName.map((e) => e.title)).toEqual(['عشاء البروفة', 'يوم الزفاف']);
    expect(byName[0]!.when).toMatch(/^الجمعة، 18 يونيو 2027/);
    // Lucia's own link, no ?lang=: her Spanish.
    expect((await titles(`token=${encodeURIComponent(w.tokenOf(lucia))}`)).map((e) => e.title)).toEqual(['Cena de ensayo', 'Día de la boda']);
    // Sam has no language and the browser asks for nothing the wedding has: the default texts.
    expect((await titles(`token=${encodeURIComponent(w.tokenOf(sam))}`)).map((e) => e.title)).toEqual(['Rehearsal dinner', 'Wedding day']);
  });

  it('an answer sent from the Spanish form is summed up and confirmed by e-mail with the events in Spanish', async () => {
    const { w, lucia, sam } = await setup();
    const events = (await (await w.ownerClient.get('/api/v1/events')).json()) as { events: { id: string; main: boolean }[] };
    const dinnerId = events.events.find((e) => !e.main)!.id;
    const both = { 'wedding-day': 'Accepted', [dinnerId]: 'Accepted' };
    const sent = await w.visitor.form(`/${w.weddingUrl}/rsvp`, {
      token: w.tokenOf(lucia),
      email: 'lucia@example.com',
      ...Object.fromEntries([lucia, sam].flatMap((g) => Object.entries(both).map(([eventId, status]) => [`event.${eventId}.${g.id}`, status]))),
    });
    expect(sent.status).toBe(303);
    // The thanks page sums the answers up per event, in her Spanish too.
    const thanks = await (await w.visitor.get(sent.headers.get('location')!)).text();
    expect(thanks).toContain('Cena de ensayo');
    expect(thanks).not.toContain('Rehearsal dinner');
    const mail = first(await w.sql().select().from(emails).where(eq(emails.kind, 'rsvp-confirmation')))!;
    expect(mail.html).toContain('<html lang="es" dir="ltr">');
    expect(mail.text).toContain('Cena de ensayo');
    expect(mail.text).toContain('viernes, 18 de junio de 2027');
    expect(mail.text).not.toContain('Rehearsal dinner');
  });
});
