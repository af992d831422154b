import { beforeEach, describe, expect, it } from 'vitest';
import { findWeddingById } from '../../../core/db/weddings';
import { readWedding } from '../domain/wedding';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';

type Json = Record<string, any>;

describe('the wedding’s languages and per-language texts through the builder’s save (issue 27 item 2)', () => {
  let t: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    t = createTestApp();
  });
  const stored = (id: string) => readWedding(findWeddingById(t.db, id)!);

  it('starts in English only and saves the default language with the others', async () => {
    const owner = await createTestUser(t.db);
    const api = client(t.app, owner.cookie);
    const first = (await (await api.get('/api/v1/weddings/current-wedding')).json()) as Json;
    expect(first.wedding.languages).toEqual(['en']);
    expect(first.wedding.translations).toEqual({});

    const res = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { languages: ['es', 'en', 'ar'], version: first.wedding.version });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).wedding.languages).toEqual(['es', 'en', 'ar']);
    expect(stored(owner.wedding.id).languages).toEqual(['es', 'en', 'ar']);
  });

  it('refuses an unknown language or none with 400 and keeps the languages', async () => {
    const owner = await createTestUser(t.db);
    const api = client(t.app, owner.cookie);
    for (const languages of [['en', 'xx'], [], ['fr', 'fr']]) {
      const res = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { languages });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).msg).toMatch(/Languages must be among|at least one|once/);
    }
    expect(stored(owner.wedding.id).languages).toEqual(['en']);
  });

  it('saves translations beside the default texts, reads them back, and a language sent replaces only its own', async () => {
    const owner = await createTestUser(t.db);
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
    expect(wedding.translations).toEqual({
      es: { ourStoryHeading: 'Nuestra historia', 'tasks.0.title': 'Ceremonia' },
      fr: { ourStoryHeading: 'Notre histoire' },
    });

    const again = await api.patch(`/api/v1/weddings/${id}`, {
      translations: { es: { ourStoryComment: 'Nos conocimos en Lisboa.' } },
      version: wedding.version,
    });
    expect(again.status).toBe(200);
    expect(stored(id).content.translations).toEqual({ es: { ourStoryComment: 'Nos conocimos en Lisboa.' }, fr: { ourStoryHeading: 'Notre histoire' } });
    const read = (await (await api.get(`/api/v1/weddings/${id}`)).json()) as Json;
    expect(read.wedding.translations.fr).toEqual({ ourStoryHeading: 'Notre histoire' });
  });

  it('refuses a translation of a text the page does not have (400, nothing stored) and a stale version (409)', async () => {
    const owner = await createTestUser(t.db);
    const api = client(t.app, owner.cookie);
    const id = owner.wedding.id;
    const bad = await api.patch(`/api/v1/weddings/${id}`, { ourStoryHeading: 'Changed', translations: { es: { madeUp: 'x' } } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).msg).toBe('There is no text "madeUp" to translate');
    expect(stored(id).content.ourStoryHeading).toBe('Our Story');

    await api.patch(`/api/v1/weddings/${id}`, { translations: { es: { ourStoryHeading: 'Primera' } } });
    const stale = await api.patch(`/api/v1/weddings/${id}`, { translations: { es: { ourStoryHeading: 'Segunda' } }, version: 1 });
    expect(stale.status).toBe(409);
    expect(stored(id).content.translations).toEqual({ es: { ourStoryHeading: 'Primera' } });
  });
});
