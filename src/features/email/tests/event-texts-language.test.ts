// Issue 27: the couple's events in each guest's e-mails in the guest's language, through the real sends: the
// invitation's events, the change of plans (its old and new place as the couple had translated them) and the
// calendar file the e-mails link to (the guest's token). Per field, the default text where no translation was written.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { rsvpToken } from '../../guests';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { eventInput } from '../../../../tests/helpers/event-input';
import { addGuest, createCouple, emailsOf, setGuest, setWedding } from './helpers';

const brunch = eventInput({ venueName: 'The Orangery', venueAddress: '1 Vine Road, Napa', dressCode: 'Smart casual' });
const translations = {
  es: { title: 'Brunch de despedida', venueName: 'El Invernadero', dressCode: 'Elegante informal' },
  ar: { title: 'فطور الوداع', venueAddress: '١ طريق فاين، نابا' },
};

async function setUp() {
  const t = createTestApp();
  const couple = await createCouple(t.store);
  await setWedding(t.store, couple.wedding.id, { languages: ['en', 'es', 'ar'] });
  const withLanguage = async (name: string, email: string, language: string) => {
    const guest = await addGuest(t.store, couple.wedding.id, name, email);
    await setGuest(t.store, guest.id, { language });
    return { ...guest, language };
  };
  const lucia = await withLanguage('Lucía Pérez', 'lucia@example.com', 'es');
  const amira = await withLanguage('Amira Haddad', 'amira@example.com', 'ar');
  const owner = client(t.app, couple.cookie);
  const created = await owner.post('/api/v1/events', { ...brunch, translations });
  expect(created.status).toBe(201);
  const eventId = ((await created.json()) as { event: { id: string } }).event.id;
  const { t: tables, sql } = portable(t.store);
  const { emails } = tables;
  const to = async (kind: 'invite' | 'event-change', address: string) =>
    first(
      await sql()
        .select()
        .from(emails)
        .where(and(eq(emails.weddingId, couple.wedding.id), eq(emails.kind, kind), eq(emails.to, address))),
    )!;
  return { ...t, couple, lucia, amira, owner, eventId, to };
}

describe("the couple's events in each guest's e-mails and calendar file, in the guest's language", () => {
  it('an invitation, then a change of plans, then the calendar file, in Spanish and in Arabic', async () => {
    const t = await setUp();
    expect((await t.owner.patch('/api/v1/send-invite', { guestIds: [t.lucia.id, t.amira.id], mode: 'invite' })).status).toBe(200);
    expect(await emailsOf(t.store, t.couple.wedding.id)).toHaveLength(2);

    // The invitation lists the guest's events: the Spanish title and venue name, the default address; dates in Spanish.
    const inviteEs = await t.to('invite', 'lucia@example.com');
    expect(inviteEs.text).toContain('Brunch de despedida');
    expect(inviteEs.text).toContain('El Invernadero, 1 Vine Road, Napa');
    expect(inviteEs.text).toContain('Día de la boda');
    expect(inviteEs.text).toContain('lunes, 15 de junio de 2026');
    expect(inviteEs.text).not.toContain('Farewell brunch');
    const inviteAr = await t.to('invite', 'amira@example.com');
    expect(inviteAr.html).toContain('<html lang="ar" dir="rtl">');
    expect(inviteAr.text).toContain('فطور الوداع');
    expect(inviteAr.text).toContain('The Orangery, ١ طريق فاين، نابا');
    expect(inviteAr.text).not.toContain('Farewell brunch');

    // The couple moves it to the Glasshouse (and translates the new place into Spanish), then tells the guests.
    const moved = await t.owner.patch(`/api/v1/events/${t.eventId}`, {
      ...brunch,
      venueName: 'The Glasshouse',
      startTime: '11:30',
      endTime: '14:00',
      translations: { ...translations, es: { ...translations.es, venueName: 'La Casa de Cristal' } },
    });
    expect(moved.status).toBe(200);
    const [change] = ((await (await t.owner.get('/api/v1/events/changes')).json()) as { changes: { id: string }[] }).changes;
    expect((await t.owner.form(`/app/events/changes/${change!.id}/notify`, {})).status).toBe(303);

    const es = await t.to('event-change', 'lucia@example.com');
    expect(es.subject).toBe('Cambio de planes: Brunch de despedida');
    expect(es.html).toContain('<html lang="es" dir="ltr">');
    // What was and what is now, each as the couple had written it in Spanish; the hours as Spanish writes them.
    expect(es.text).toContain('Dónde: La Casa de Cristal, 1 Vine Road, Napa (antes: El Invernadero, 1 Vine Road, Napa)');
    expect(es.text).toMatch(/Cuándo: 15 jun 2026, 11:30\s*–\s*14:00 \(antes: 15 jun 2026, 10:30\s*–\s*13:00\)/);
    expect(es.text).not.toContain('Farewell brunch');
    const ar = await t.to('event-change', 'amira@example.com');
    expect(ar.subject).toBe('تغيير في الخطط: فطور الوداع');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    // No Arabic name for either place: the default names, with the Arabic address.
    expect(ar.text).toContain('The Glasshouse, ١ طريق فاين، نابا');
    expect(ar.text).toContain('The Orangery, ١ طريق فاين، نابا');

    // The calendar file their e-mails link to (with their token): the event's texts and Vowly's words in their language.
    const ics = async (guest: { id: string; weddingId: string; rsvpLinkVersion: number }) =>
      (await t.app.request(`/${t.couple.weddingUrl}/events/${t.eventId}.ics?guest=${encodeURIComponent(rsvpToken(t.config, guest))}`)).text();
    const calendarEs = (await ics(t.lucia)).replace(/\r\n[ \t]/g, '');
    expect(calendarEs).toContain('SUMMARY:Brunch de despedida · Amelia & Jonah');
    expect(calendarEs).toContain('LOCATION:La Casa de Cristal\\, 1 Vine Road\\, Napa');
    expect(calendarEs).toContain('Código de vestimenta: Elegante informal');
    const calendarAr = (await ics(t.amira)).replace(/\r\n[ \t]/g, '');
    expect(calendarAr).toContain('SUMMARY:فطور الوداع · Amelia & Jonah');
    expect(calendarAr).toContain('قواعد اللباس: Smart casual');
  });
});
