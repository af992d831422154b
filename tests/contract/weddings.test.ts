// Weddings and the public site on both engines (issue 29 item 4): the web address change (old
// addresses redirect, a taken one is refused even when two couples ask at once), the one public-page
// version (every public change moves it, inside the writer's transaction) and the guest-page cache
// (a save, then the next anonymous visit shows it), on a real SQLite file and a real PostgreSQL database.
import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { parseEnv } from '../../src/core/config/env';
import type { Db } from '../../src/core/db/connection';
import { guestPageState, publicPageChanged } from '../../src/core/db/queries/page-generation';
import type { AppEnv } from '../../src/core/http/context';
import { createGuestPageCache, offerGuestPage } from '../../src/features/site/guest-pages/guest-page-cache';
import { publishedWeddingAt } from '../../src/features/site/domain/site-access';
import { siteRepository } from '../../src/features/site/domain/repository';
import { currentUrlForPrevious, previousUrlsOf } from '../../src/features/weddings/domain/previous-urls';
import { weddingRepository } from '../../src/features/weddings/domain/repository';
import { updateWedding } from '../../src/features/weddings/domain/update-wedding';
import { changeWeddingUrl, weddingUrlAvailability } from '../../src/features/weddings/domain/wedding-url-change';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, insertRows } from '../helpers/engines';
import { recordingQueue } from '../helpers/recording-queue';
import { tempDir } from '../helpers/tmp';

const config = parseEnv({ NODE_ENV: 'test', LOG_REQUESTS: 'false', DATA_DIR: tempDir('data'), PORT: '80' });

describeEachEngine('weddings', ({ engine, store }) => {
  /** A couple with a published wedding at `weddingUrl`. */
  async function wedding(weddingUrl: string | null, content: Record<string, unknown> = {}) {
    const userId = newId();
    const weddingId = newId();
    await insertRows(store(), 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com`, role: 'userPaid' }]);
    await insertRows(store(), 'weddings', [{ id: weddingId, ownerId: userId, weddingUrl, content, published: true }]);
    return { userId, weddingId };
  }
  const unique = (name: string) => `${name}-${newId().slice(0, 8).toLowerCase()}`;
  const deps = () => ({ weddings: weddingRepository(store()), queue: recordingQueue().queue, config });
  const generation = async (weddingUrl: string) => (await guestPageState(store(), weddingUrl))?.generation;

  it('a new address keeps the old one redirecting, held from every other wedding, until released', async () => {
    const weddings = weddingRepository(store());
    const [oldUrl, newUrl] = [unique('old'), unique('new')];
    const a = await wedding(oldUrl);
    const b = await wedding(null);
    const changed = await changeWeddingUrl(weddings, a.weddingId, newUrl);
    expect(changed.weddingUrl).toBe(newUrl);
    expect(await currentUrlForPrevious(weddings, oldUrl.toUpperCase())).toBe(newUrl);
    expect((await previousUrlsOf(weddings, a.weddingId)).map((p) => p.weddingUrl)).toEqual([oldUrl]);
    expect(await weddingUrlAvailability(weddings, oldUrl, b.weddingId)).toMatchObject({ available: false });
    await expect(changeWeddingUrl(weddings, b.weddingId, oldUrl)).rejects.toMatchObject({ code: 'wedding.url-taken' });
    // Moving back claims it: no redirect from the address the wedding is at.
    await changeWeddingUrl(weddings, a.weddingId, oldUrl);
    expect(await currentUrlForPrevious(weddings, oldUrl)).toBeNull();
    expect(await currentUrlForPrevious(weddings, newUrl)).toBe(oldUrl);
    expect(await weddings.deletePreviousUrl(b.weddingId, newUrl)).toBe(false);
    expect(await weddings.deletePreviousUrl(a.weddingId, newUrl)).toBe(true);
    expect(await currentUrlForPrevious(weddings, newUrl)).toBeNull();
  });

  it('two couples asking for the same address at once: one gets it, the other is refused, nothing half-written', async () => {
    const weddings = weddingRepository(store());
    for (let round = 0; round < 3; round++) {
      const wanted = unique('same');
      const couples = [await wedding(unique('a')), await wedding(unique('b'))];
      const results = await Promise.allSettled(couples.map((c) => changeWeddingUrl(weddings, c.weddingId, wanted)));
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ code: 'wedding.url-taken' });
      const winner = couples[results.findIndex((r) => r.status === 'fulfilled')]!;
      const loser = couples.find((c) => c !== winner)!;
      expect((await weddings.byUrl(wanted))?.id).toBe(winner.weddingId);
      // The refused couple kept its address and remembered no old one.
      expect(await previousUrlsOf(weddings, loser.weddingId)).toEqual([]);
      expect((await weddings.byId(loser.weddingId))?.version).toBe(1);
    }
  });

  it('every public change moves the page generation, in the writer’s transaction', async () => {
    const weddingUrl = unique('gen');
    const { userId, weddingId } = await wedding(weddingUrl, { brideGroomOneName: 'Ana' });
    const start = (await generation(weddingUrl))!;
    await updateWedding(deps(), { weddingId, pro: true, body: { brideGroomOneName: 'Bea' } });
    expect(await generation(weddingUrl)).toBe(start + 1);
    await updateWedding(deps(), { weddingId, pro: true, body: { published: 'false' } });
    expect(await guestPageState(store(), weddingUrl)).toMatchObject({ generation: start + 2, published: false });
    const moved = unique('moved');
    await changeWeddingUrl(weddingRepository(store()), weddingId, moved);
    expect(await generation(moved)).toBe(start + 3);
    // By the owner (the plan shows on the page), inside a store transaction of the caller's.
    expect(await store().transaction(() => publicPageChanged(store(), { ownerId: userId }))).toBe(start + 4);
    // Rolled back with the caller's transaction.
    await expect(
      store().transaction(async () => {
        await publicPageChanged(store(), { weddingId });
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await generation(moved)).toBe(start + 4);
    expect(await publicPageChanged(store(), { weddingId: newId() })).toBeUndefined();
  });

  it('the guest-page cache serves the saved page until a save, then the new one', async () => {
    const weddingUrl = unique('cached');
    const { weddingId } = await wedding(weddingUrl, { brideGroomOneName: 'Ana' });
    const db = engine === 'sqlite' ? (store().executor() as Db) : undefined;
    const cache = createGuestPageCache({ db, store: store(), config, buildId: 'test' });
    let renders = 0;
    const app = new Hono<AppEnv>().use(cache.middleware).get('/:w', async (c) => {
      renders++;
      const found = await publishedWeddingAt(siteRepository(store()), c.req.param('w'));
      if (!found) return c.notFound();
      const html = `<p>${found.wedding.content.brideGroomOneName}</p>`;
      offerGuestPage(c, html);
      return c.html(html);
    });
    const visit = async () => (await app.request(`/${weddingUrl}`)).text();
    expect(await visit()).toBe('<p>Ana</p>');
    expect(await visit()).toBe('<p>Ana</p>');
    expect(renders).toBe(1);
    await updateWedding(deps(), { weddingId, pro: true, body: { brideGroomOneName: 'Bea' } });
    expect(await visit()).toBe('<p>Bea</p>');
    expect(await visit()).toBe('<p>Bea</p>');
    expect(renders).toBe(2);
  });

  it('the languages and the translations of a save are stored and read back (issue 27 item 2)', async () => {
    const { weddingId } = await wedding(unique('lang'), { ourStoryHeading: 'Our Story' });
    const { wedding: saved } = await updateWedding(deps(), {
      weddingId,
      pro: false,
      body: { languages: ['fr', 'en'], translations: { en: { ourStoryHeading: 'Our Story' }, es: { ourStoryHeading: 'Nuestra historia' } } },
    });
    expect(saved.languages).toEqual(['fr', 'en']);
    const again = await updateWedding(deps(), { weddingId, pro: false, body: { translations: { es: {} }, version: saved.version } });
    expect(again.wedding.content.translations).toEqual({ en: { ourStoryHeading: 'Our Story' } });
    const row = await weddingRepository(store()).byId(weddingId);
    expect(row?.languages).toEqual(['fr', 'en']);
  });
});
