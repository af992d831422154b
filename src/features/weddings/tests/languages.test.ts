import { beforeEach, describe, expect, it } from 'vitest';
import { weddingsRepository } from '../../../core/db/weddings-repository';
import { readWedding } from '../domain/wedding';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { seed } from '../../../seed/seed';

type Json = Record<string, any>;

describe('the wedding’s languages and per-language texts through the builder’s save (issue 27 item 2)', () => {
  let t: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    t = createTestApp();
  });
  const stored = async (id: string) => readWedding((await weddingsRepository(t.store).byId(id))!);

  it('starts in English only and saves the default language with the others', async () => {
    const owner = await createTestUser(t.store);
    const api = client(t.app, owner.cookie);
    const first = (await (await api.get('/api/v1/weddings/current-wedding')).json()) as Json;
    expect(first.wedding.languages).toEqual(['en']);
    expect(first.wedding.translations).toEqual({});

    const res = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { languages: ['es', 'en', 'ar'], version: first.wedding.version });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).wedding.languages).toEqual(['es', 'en', 'ar']);
    expect((await stored(owner.wedding.id)).languages).toEqual(['es', 'en', 'ar']);
  });

  it('refuses an unknown language or none with 400 and keeps the languages', async () => {
    const owner = await createTestUser(t.store);
    const api = client(t.app, owner.cookie);
    for (const languages of [['en', 'xx'], [], ['fr', 'fr']]) {
      const res = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { languages });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).msg).toMatch(/Languages must be among|at least one|once/);
    }
    expect((await stored(owner.wedding.id)).languages).toEqual(['en']);
  });

  it('saves translations beside the default texts, reads them back, and a language sent replaces only its own', async () => {
    const owner = await createTestUser(t.store);
    const api = client(t.app, owner.cookie);
    const id = owner.wedding.id;
    const saved = await api.patch(`/api/v1/weddings/${id}`, {
      ourStoryHeading: 'Our Story',
      tasks: [{ time: '4 pm', title: 'Ceremony', text: 'In the garden' }],
      translations: { es: { ourStoryHeading: 'Nuestra historia', 'tasks.0.title': 'Ceremonia' }, fr: { ourStoryHeading: 'Notre histoire' } },
    });
    expect(saved.status).toBe(200);
    const wedding = ((await saved.json()) as Json).wedding;
    expect(wedding.ourStoryHeading).toBe('Our Story');
    // The schedule item's translation sent by its place is kept by the item's id (issue 27).
    expect(wedding.translations).toEqual({
      es: { ourStoryHeading: 'Nuestra historia', [`tasks.${wedding.tasks[0].id}.title`]: 'Ceremonia' },
      fr: { ourStoryHeading: 'Notre histoire' },
    });

    const again = await api.patch(`/api/v1/weddings/${id}`, {
      translations: { es: { ourStoryComment: 'Nos conocimos en Lisboa.' } },
      version: wedding.version,
    });
    expect(again.status).toBe(200);
    expect((await stored(id)).content.translations).toEqual({ es: { ourStoryComment: 'Nos conocimos en Lisboa.' }, fr: { ourStoryHeading: 'Notre histoire' } });
    const read = (await (await api.get(`/api/v1/weddings/${id}`)).json()) as Json;
    expect(read.wedding.translations.fr).toEqual({ ourStoryHeading: 'Notre histoire' });
  });

  it('refuses a translation of a text the page does not have (400, nothing stored) and a stale version (409)', async () => {
    const owner = await createTestUser(t.store);
    const api = client(t.app, owner.cookie);
    const id = owner.wedding.id;
    const bad = await api.patch(`/api/v1/weddings/${id}`, { ourStoryHeading: 'Changed', translations: { es: { madeUp: 'x' } } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).msg).toBe('There is no text "madeUp" to translate');
    expect((await stored(id)).content.ourStoryHeading).toBe('Our Story');

    await api.patch(`/api/v1/weddings/${id}`, { translations: { es: { ourStoryHeading: 'Primera' } } });
    const stale = await api.patch(`/api/v1/weddings/${id}`, { translations: { es: { ourStoryHeading: 'Segunda' } }, version: 1 });
    expect(stale.status).toBe(409);
    expect((await stored(id)).content.translations).toEqual({ es: { ourStoryHeading: 'Primera' } });
  });

  it('the public page in Spanish shows the Spanish texts and the default text where none was written', async () => {
    const owner = await createTestUser(t.store, { weddingUrl: 'dos-lenguas' });
    const api = client(t.app, owner.cookie);
    const saved = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, {
      languages: ['en', 'es'],
      published: true,
      ourStoryHeading: 'How we met',
      customOneHeading: 'Getting there',
      ourStorySection: true,
      customOneSection: true,
      ourStoryComment: 'A rainy Tuesday.',
      customOneComment: 'Fly into Oakland.',
      translations: { es: { ourStoryHeading: 'Cómo nos conocimos' } },
    });
    expect(saved.status).toBe(200);
    const es = await (await t.app.request('/dos-lenguas?lang=es')).text();
    expect(es).toContain('Cómo nos conocimos');
    expect(es).not.toContain('How we met');
    expect(es).toContain('Getting there');
    const en = await (await t.app.request('/dos-lenguas')).text();
    expect(en).toContain('How we met');
    expect(en).not.toContain('Cómo nos conocimos');
  });

  it('the demo speaks English, Spanish, French and Arabic with its own texts, and a second seed changes nothing', async () => {
    await seed(t.store, { adminPassword: 'admin-password-for-tests' });
    const pages = {
      en: await (await t.app.request('/demo')).text(),
      es: await (await t.app.request('/demo?lang=es')).text(),
      fr: await (await t.app.request('/demo?lang=fr')).text(),
      ar: await (await t.app.request('/demo?lang=ar')).text(),
    };
    expect(pages.en).toContain('Our Story');
    expect(pages.es).toContain('Nuestra historia');
    expect(pages.es).toContain('Ceremonia');
    expect(pages.fr).toContain('Notre histoire');
    expect(pages.ar).toContain('قصّتنا');
    expect(pages.ar).toContain('<html lang="ar" dir="rtl">');
    expect(pages.es).not.toContain('Our Story<');
    const demo = async () => {
      const { version, languages } = (await weddingsRepository(t.store).byUrl('demo'))!;
      return { version, languages };
    };
    const before = await demo();
    await seed(t.store, { adminPassword: 'admin-password-for-tests' });
    expect(await demo()).toEqual(before);
    expect(before).toMatchObject({ languages: ['en', 'es', 'fr', 'ar'] });
  });

  it('the demo’s events in Spanish, French and Arabic on its site and its RSVP page: their names translated, no English of the couple’s left', async () => {
    await seed(t.store, { adminPassword: 'admin-password-for-tests' });
    // The events' English, and the last English the demo's site showed in other languages: its info tiles' texts
    // (the record's defaults, which the demo keeps) and the wedding party's heading and photo placeholder.
    const english = [
      'Welcome drinks',
      'Wedding day',
      'Garden party attire',
      'Say hello the night before',
      'After-Party',
      'Cocktail attire is appreciated',
      'Children are welcome',
      'Wedding Party',
      'Photo coming soon',
    ];
    const names = {
      es: ['Copa de bienvenida', 'Día de la boda', 'Elegante de jardín'],
      fr: ['Apéritif de bienvenue', 'Jour du mariage', 'Tenue de garden-party'],
      ar: ['مشروبات الترحيب', 'يوم الزفاف', 'لباس حفلات الحدائق'],
    };
    for (const [lang, translated] of Object.entries(names)) {
      for (const path of [`/demo?lang=${lang}`, `/demo/rsvp?lang=${lang}`]) {
        const html = await (await t.app.request(path)).text();
        for (const name of translated) expect(html, `${path}: ${name}`).toContain(name);
        for (const name of english) expect(html, `${path}: ${name}`).not.toContain(name);
      }
    }
    const en = await (await t.app.request('/demo/rsvp')).text();
    for (const name of english.slice(0, 2)) expect(en).toContain(name);
    expect(await (await t.app.request('/demo')).text()).toContain('After-Party');
  });
});
