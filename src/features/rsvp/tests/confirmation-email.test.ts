// Issue 22 item 3: a guest who answers with an e-mail address gets a confirmation through the one
// e-mail pipeline, once per answer submission: what they answered per person and event, the events
// with "Add to calendar", and their link to change it while changes are allowed. Not Pro-gated.
import { eq } from 'drizzle-orm';
import { engineTables, queuedJobs } from '../../../../tests/helpers/test-engine';
import { first } from '../../../core/db/store/portable';
import { describe, expect, it } from 'vitest';
import { rsvpWedding } from './helpers';

const { emails, guests, rsvpSettings, weddings } = engineTables();

async function setup(role: 'userFree' | 'userPaid' = 'userFree') {
  const w = await rsvpWedding({ role, weddingUrl: `cf-${Math.random().toString(36).slice(2, 8)}` });
  await w.transaction(() =>
    w
      .sql()
      .update(weddings)
      .set({ weddingDate: new Date('2027-06-19T14:00:00Z') })
      .where(eq(weddings.id, w.wedding.id)),
  );
  const welcome = (
    await (
      await w.ownerClient.post('/api/v1/events', {
        title: 'Welcome drinks',
        date: '2027-06-18',
        startTime: '19:00',
        endTime: '22:00',
        venueName: 'The Boathouse',
      })
    ).json()
  ).event as { id: string };
  const jose = await w.addGuest({ name: 'Jose Garcia', household: 'Garcias', plusOneAllowed: true });
  const maria = await w.addGuest({ name: 'Maria Garcia', household: 'Garcias' });
  const meal = await w.addQuestion({ label: 'Meal', kind: 'choice', options: ['Fish', 'Vegetarian'], eventId: 'wedding-day' });
  const confirmations = async () => await w.sql().select().from(emails).where(eq(emails.kind, 'rsvp-confirmation'));
  const patch = (body: Record<string, unknown>) => w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, { token: w.tokenOf(jose), ...body });
  return { w, welcome, jose, maria, meal, confirmations, patch };
}

describe("the guest's confirmation e-mail (issue 22 item 3)", () => {
  it('is queued once per answer with the answers per person and event, calendar links and the change link (Free plan too)', async () => {
    const { w, welcome, jose, maria, meal, confirmations, patch } = await setup('userFree');
    const res = await patch({
      email: 'Jose@Example.com',
      members: [
        {
          guestId: jose.id,
          events: { 'wedding-day': 'Accepted', [welcome.id]: 'Declined' },
          plusOne: true,
          plusOneName: 'Luz Ortega',
          answers: { [meal.id]: 'Fish' },
          plusOneAnswers: { [meal.id]: 'Vegetarian' },
        },
        { guestId: maria.id, events: { 'wedding-day': 'Declined', [welcome.id]: 'Declined' }, answers: { [meal.id]: 'Fish' } },
      ],
    });
    expect(res.status).toBe(200);
    const [mail, ...more] = await confirmations();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: 'jose@example.com', subject: 'Your RSVP for Ana & Jo', guestId: jose.id, status: 'queued' });
    expect(mail!.idempotencyKey).toMatch(/^rsvp-confirmation:/);
    // Through the one pipeline: its send job is queued, once.
    expect((await queuedJobs(w)).filter((j) => (j.payload as { emailId?: string }).emailId === mail!.id)).toHaveLength(1);
    const token = encodeURIComponent(w.tokenOf(jose));
    const text = mail!.text;
    // One block per person (events in the wedding's order), the plus-one's own.
    const block = (name: string) =>
      text
        .slice(text.indexOf(`\n${name}\n`) + 1)
        .split('\n\n')[0]!
        .split('\n');
    expect(block('Jose Garcia').sort()).toEqual(
      ['Jose Garcia', '- Wedding day: Attending', '- Welcome drinks: Not attending', '- Bringing Luz Ortega', '- Meal: Fish'].sort(),
    );
    expect(block('Luz Ortega (with Jose Garcia)')).toEqual(['Luz Ortega (with Jose Garcia)', '- Meal: Vegetarian']);
    expect(block('Maria Garcia').sort()).toEqual(['Maria Garcia', '- Wedding day: Not attending', '- Welcome drinks: Not attending'].sort());
    expect(text.match(/Meal: Fish/g)).toHaveLength(1); // Maria's kept answer is not news: she declined
    // The event they attend, with Add to calendar; not the welcome drinks nobody attends.
    expect(text).toContain('Wedding day\nSaturday, June 19 · 2:00 PM – 5:00 PM');
    expect(text).toContain(`Add to calendar: http://localhost/${w.weddingUrl}/events/wedding-day.ics?guest=${token}`);
    expect(text).toContain('Google Calendar: https://calendar.google.com/calendar/render?');
    expect(text).not.toContain('Welcome drinks\n');
    expect(text).toContain(`Change my answer: http://localhost/${w.weddingUrl}/rsvp?token=${token}`);
    expect(mail!.html).toContain('Add to calendar');
    expect(mail!.html).toContain(`href="http://localhost/${w.weddingUrl}/events/wedding-day.ics?guest=${token}"`);
    expect(mail!.html).toContain('Change my answer');

    // A second submission is a second confirmation (its own key); an answer without an address none.
    expect((await patch({ email: 'jose@example.com', members: [{ guestId: jose.id, answers: { [meal.id]: 'Vegetarian' } }] })).status).toBe(200);
    expect(await confirmations()).toHaveLength(2);
    expect((await patch({ members: [{ guestId: jose.id, answers: { [meal.id]: 'Fish' } }] })).status).toBe(200);
    expect(await confirmations()).toHaveLength(2);
  });

  it('after declining everything it shows no stale answers; without changes allowed it has no change link; the plain form sends it too', async () => {
    const { w, welcome, jose, maria, meal, confirmations } = await setup('userPaid');
    await w.transaction(() => w.sql().insert(rsvpSettings).values({ weddingId: w.wedding.id, allowRsvpResubmit: false }));
    const sent = await w.visitor.form(`/${w.weddingUrl}/rsvp`, {
      token: w.tokenOf(jose),
      email: 'jose@example.com',
      [`event.wedding-day.${jose.id}`]: 'Declined',
      [`event.${welcome.id}.${jose.id}`]: 'Declined',
      [`answer.${meal.id}.${jose.id}`]: 'Fish',
      [`event.wedding-day.${maria.id}`]: 'Declined',
      [`event.${welcome.id}.${maria.id}`]: 'Declined',
    });
    expect(sent.status).toBe(303);
    const [mail] = await confirmations();
    expect(mail!.text).toContain('You will be missed!');
    expect(mail!.text).not.toContain('Fish');
    expect(mail!.text).not.toContain('Add to calendar');
    expect(mail!.text).not.toContain('Change my answer');
  });

  it("is written in the guest's language (issue 27): theirs, or the one they chose on the page, which becomes theirs", async () => {
    const { w, welcome, jose, maria, meal, confirmations, patch } = await setup('userFree');
    await w.transaction(() => w.sql().update(guests).set({ language: 'ar' }).where(eq(guests.id, jose.id)));
    const members = [
      { guestId: jose.id, events: { 'wedding-day': 'Accepted', [welcome.id]: 'Declined' }, answers: { [meal.id]: 'Fish' } },
      { guestId: maria.id, events: { 'wedding-day': 'Declined', [welcome.id]: 'Declined' } },
    ];
    expect((await patch({ email: 'jose@example.com', members })).status).toBe(200);
    const [arabic] = await confirmations();
    expect(arabic!.subject).toBe('ردّكم على Ana & Jo');
    expect(arabic!.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic!.html).toContain('شكرًا لك يا Jose Garcia!');
    // The wedding day read from the wedding's date is named in Vowly's words in the guest's language (issue 27).
    expect(arabic!.text).toContain('- يوم الزفاف: سيحضر');
    expect(arabic!.text).toContain('تغيير ردّي:');

    // Answering from the page in Spanish (?lang=es, the switcher's): the confirmation is Spanish and so is the guest from now on.
    const res = await w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp?lang=es`, { token: w.tokenOf(jose), email: 'jose@example.com', members });
    expect(res.status).toBe(200);
    const spanish = (await confirmations()).find((mail) => mail.id !== arabic!.id)!;
    expect(spanish.subject).toBe('Tu respuesta para Ana & Jo');
    expect(spanish.html).toContain('<html lang="es" dir="ltr">');
    expect(spanish.text).toContain('¡Gracias, Jose Garcia!');
    expect(spanish.text).toContain('- Día de la boda: Asistirá');
    expect(spanish.text).toContain('- Meal: Fish');
    // The event's time by Intl in the wedding's zone, in Spanish.
    expect(spanish.text).toMatch(/Día de la boda\nsábado, 19 de junio de 2027, \d{1,2}:00 – \d{1,2}:00/);
    expect(spanish.text).toContain('Cambiar mi respuesta:');
    expect(first(await w.sql().select().from(guests).where(eq(guests.id, jose.id)))!.language).toBe('es');
  });
});
