import { describe, expect, it } from 'vitest';
import { setWedding } from '../../email/tests/helpers';
import { rsvpWedding } from '../../rsvp/tests/helpers';

const brunch = {
  title: 'Farewell brunch',
  date: '2031-06-15',
  startTime: '10:30',
  endTime: '13:00',
  venueName: 'The Orangery',
  venueAddress: '1 Kew Road, Richmond',
  dressCode: 'Smart casual',
  notes: 'Children welcome',
};

// Issue 27 item 2: an event's name, place and notes per language, beside the default texts.
describe('events in the wedding’s languages', () => {
  it('saves an event’s translations through the events action, reads them back, and refuses a text the event lacks', async () => {
    const w = await rsvpWedding();
    const created = await w.ownerClient.post('/api/v1/events', {
      ...brunch,
      translations: { es: { title: 'Brunch de despedida', notes: 'Niños bienvenidos' } },
    });
    expect(created.status).toBe(201);
    const { event } = (await created.json()) as { event: { id: string; title: string; translations: unknown } };
    expect(event.title).toBe('Farewell brunch');
    expect(event.translations).toEqual({ es: { title: 'Brunch de despedida', notes: 'Niños bienvenidos' } });

    // Saved again without translations: they stay; with them: replaced.
    await w.ownerClient.patch(`/api/v1/events/${event.id}`, { ...brunch, venueName: 'The Glasshouse' });
    const listed = (await (await w.ownerClient.get('/api/v1/events')).json()) as { events: { id: string; translations: unknown }[] };
    expect(listed.events.find((e) => e.id === event.id)?.translations).toEqual({ es: { title: 'Brunch de despedida', notes: 'Niños bienvenidos' } });
    await w.ownerClient.patch(`/api/v1/events/${event.id}`, { ...brunch, translations: { fr: { title: 'Brunch d’adieu' } } });
    const again = (await (await w.ownerClient.get('/api/v1/events')).json()) as { events: { id: string; translations: unknown }[] };
    expect(again.events.find((e) => e.id === event.id)?.translations).toEqual({ fr: { title: 'Brunch d’adieu' } });

    const bad = await w.ownerClient.post('/api/v1/events', { ...brunch, translations: { es: { mapUrl: 'https://x.example' } } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { msg: string }).msg).toBe('There is no text "mapUrl" to translate');
  });

  it('the public schedule in Spanish shows the event’s Spanish name and the default where none was written', async () => {
    const w = await rsvpWedding();
    await setWedding(w.store, w.wedding.id, { languages: ['en', 'es'], weddingDate: new Date('2031-06-14T16:00:00Z') });
    expect((await w.ownerClient.post('/api/v1/events', { ...brunch, translations: { es: { title: 'Brunch de despedida' } } })).status).toBe(201);
    const url = `/${w.wedding.weddingUrl}`;
    const es = await (await w.app.request(`${url}?lang=es`)).text();
    expect(es).toContain('Brunch de despedida');
    expect(es).toContain('The Orangery');
    const en = await (await w.app.request(url)).text();
    expect(en).toContain('Farewell brunch');
    expect(en).not.toContain('Brunch de despedida');
  });

  it('the app’s event form has the texts per other language beside the default, saves them, and the public schedule shows them', async () => {
    const w = await rsvpWedding();
    await setWedding(w.store, w.wedding.id, { languages: ['en', 'es', 'ar'], weddingDate: new Date('2031-06-14T16:00:00Z') });
    const page = await (await w.ownerClient.get('/app/events')).text();
    expect(page).toContain('Title in Spanish');
    expect(page).toContain('Notes in Arabic');
    expect(page).toMatch(/lang="ar" dir="rtl"[^>]*name="translations\.ar\.title"/);

    const added = await w.ownerClient.form('/app/events', {
      ...brunch,
      audience: 'everyone',
      'translations.es.title': 'Brunch de despedida',
      'translations.es.venueName': '',
      'translations.es.notes': 'Niños bienvenidos',
      'translations.ar.title': 'فطور الوداع',
    });
    expect(added.status).toBe(303);
    const listed = (await (await w.ownerClient.get('/api/v1/events')).json()) as { events: { id: string; title: string; translations: unknown }[] };
    const event = listed.events.find((e) => e.title === 'Farewell brunch')!;
    expect(event.translations).toEqual({ es: { title: 'Brunch de despedida', notes: 'Niños bienvenidos' }, ar: { title: 'فطور الوداع' } });

    // Editing shows each language's texts in their fields; a refused save shows what was typed.
    const edit = await (await w.ownerClient.get('/app/events')).text();
    expect(edit).toMatch(/name="translations\.es\.title"[^>]*value="Brunch de despedida"/);
    // The default text as each field's placeholder; in a right-to-left field, isolated so it reads as typed (not "Kew Road, Richmond 1").
    expect(edit).toMatch(/placeholder="1 Kew Road, Richmond" name="translations\.es\.venueAddress"/);
    expect(edit).toMatch(/placeholder="\u20681 Kew Road, Richmond\u2069" name="translations\.ar\.venueAddress"/);
    const refused = await w.ownerClient.form(`/app/events/${event.id}`, { ...brunch, title: '', 'translations.es.title': 'Brunch del domingo' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/name="translations\.es\.title"[^>]*value="Brunch del domingo"/);

    const url = `/${w.wedding.weddingUrl}`;
    const es = await (await w.app.request(`${url}?lang=es`)).text();
    expect(es).toContain('Brunch de despedida');
    expect(es).toContain('Niños bienvenidos');
    expect(es).toContain('The Orangery');
    const ar = await (await w.app.request(`${url}?lang=ar`)).text();
    expect(ar).toContain('فطور الوداع');
    expect(ar).toContain('Children welcome');
  });
});
