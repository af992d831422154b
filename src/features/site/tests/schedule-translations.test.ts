// Issue 27: a schedule item's translations follow the item, not its place. Items have ids; translations are keyed
// by them (`tasks.<id>.title`); a schedule saved before ids (translations by place) is re-keyed when read, so the
// couple's first reorder after the upgrade keeps each Spanish text with its item.
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { weddingRow, writeWeddingRow } from './fixtures';

type Json = Record<string, any>;
type Task = { id: string; time: string; title: string; text: string; isHeading: boolean };

/** The public schedule's items as [time, title] pairs, in the page's order. */
function scheduleOf(html: string): string[][] {
  return [...html.matchAll(/<p class="w-schedule__time">([^<]*)<\/p><div class="w-schedule__body"><h3 class="w-schedule__title">([^<]*)<\/h3>/g)].map((m) => [
    m[1]!,
    m[2]!,
  ]);
}

describe('schedule translations keyed by item id', () => {
  let t: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    t = createTestApp();
  });

  async function publishedCouple(weddingUrl: string) {
    const owner = await createTestUser(t.store, { weddingUrl });
    const api = client(t.app, owner.cookie);
    const res = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { languages: ['en', 'es'], published: true, scheduleSection: true });
    expect(res.status).toBe(200);
    return { id: owner.wedding.id, api };
  }
  const read = async (api: ReturnType<typeof client>, id: string) => ((await (await api.get(`/api/v1/weddings/${id}`)).json()) as Json).wedding;

  it('through the save API: items get ids, translations are keyed by them, and a reorder keeps each with its item', async () => {
    const { id, api } = await publishedCouple('orden-es');
    const first = await api.patch(`/api/v1/weddings/${id}`, {
      tasks: [
        { time: '4 pm', title: 'Ceremony', text: '' },
        { time: '6 pm', title: 'Dinner', text: '' },
      ],
    });
    const tasks = ((await first.json()) as Json).wedding.tasks as Task[];
    expect(tasks.map((task) => task.id)).toEqual([expect.stringMatching(/^t[a-z0-9]{8}$/), expect.stringMatching(/^t[a-z0-9]{8}$/)]);
    const [ceremony, dinner] = tasks as [Task, Task];
    const translated = await api.patch(`/api/v1/weddings/${id}`, {
      translations: { es: { [`tasks.${ceremony.id}.title`]: 'Ceremonia', [`tasks.${dinner.id}.title`]: 'Cena' } },
    });
    expect(translated.status).toBe(200);
    expect(scheduleOf(await (await t.app.request('/orden-es?lang=es')).text())).toEqual([
      ['4 pm', 'Ceremonia'],
      ['6 pm', 'Cena'],
    ]);

    // Dinner first now: the Spanish goes with it.
    expect((await api.patch(`/api/v1/weddings/${id}`, { tasks: [dinner, ceremony] })).status).toBe(200);
    expect(scheduleOf(await (await t.app.request('/orden-es?lang=es')).text())).toEqual([
      ['6 pm', 'Cena'],
      ['4 pm', 'Ceremonia'],
    ]);
    // An item removed takes its translation with it; the ids stay as they were.
    await api.patch(`/api/v1/weddings/${id}`, { tasks: [ceremony] });
    const after = await read(api, id);
    expect(after.tasks.map((task: Task) => task.id)).toEqual([ceremony.id]);
    expect(after.translations).toEqual({ es: { [`tasks.${ceremony.id}.title`]: 'Ceremonia' } });
  });

  it('a schedule saved before ids: read with ids by place and translations re-keyed; the first reorder keeps the Spanish with its item', async () => {
    const { id, api } = await publishedCouple('antes-es');
    const content = (await weddingRow(t.store, id)).content as Json;
    await writeWeddingRow(t.store, id, {
      content: {
        ...content,
        tasks: [
          { time: '4 pm', title: 'Ceremony', text: 'In the garden' },
          { time: '6 pm', title: 'Dinner', text: '' },
        ],
        translations: { es: { 'tasks.0.title': 'Ceremonia', 'tasks.0.text': 'En el jardín', 'tasks.1.title': 'Cena' } },
      },
    });
    const before = await read(api, id);
    expect(before.tasks.map((task: Task) => task.id)).toEqual(['t0', 't1']);
    expect(before.translations.es).toEqual({ 'tasks.t0.title': 'Ceremonia', 'tasks.t0.text': 'En el jardín', 'tasks.t1.title': 'Cena' });

    // The builder sends the items back reordered, with the ids it read, and no translations.
    const [ceremony, dinner] = before.tasks as [Task, Task];
    expect((await api.patch(`/api/v1/weddings/${id}`, { tasks: [dinner, ceremony], version: before.version })).status).toBe(200);
    expect(scheduleOf(await (await t.app.request('/antes-es?lang=es')).text())).toEqual([
      ['6 pm', 'Cena'],
      ['4 pm', 'Ceremonia'],
    ]);
    // Stored by id from then on.
    const stored = (await weddingRow(t.store, id)).content as Json;
    expect(stored.tasks.map((task: Task) => task.id)).toEqual(['t1', 't0']);
    expect(stored.translations.es).toEqual({ 'tasks.t0.title': 'Ceremonia', 'tasks.t0.text': 'En el jardín', 'tasks.t1.title': 'Cena' });
  });

  it('an API client sending translations by place: they go to the item at that place of the list it saves', async () => {
    const { id, api } = await publishedCouple('lugar-es');
    const res = await api.patch(`/api/v1/weddings/${id}`, {
      tasks: [
        { time: '4 pm', title: 'Ceremony', text: '' },
        { time: '6 pm', title: 'Dinner', text: '' },
      ],
      translations: { es: { 'tasks.1.title': 'Cena' } },
    });
    const wedding = ((await res.json()) as Json).wedding;
    expect(wedding.translations.es).toEqual({ [`tasks.${wedding.tasks[1].id}.title`]: 'Cena' });
  });
});
