import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { portable } from '../../../core/db/store/portable';
import { weddingsRepository } from '../../../core/db/weddings-repository';
import { readWedding } from '../domain/wedding';
import { defaultPageOrder, themePalette } from '../../../shared/wedding';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';

type Json = Record<string, any>;

describe('GET and PATCH /weddings', () => {
  let t: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    t = createTestApp();
  });

  const row = async (id: string) => (await weddingsRepository(t.store).byId(id))!;
  const stored = async (id: string) => readWedding(await row(id));

  describe('access', () => {
    it('GET /weddings/current-wedding returns the logged-in couple’s wedding in the builder’s shape', async () => {
      const owner = await createTestUser(t.store, { weddingUrl: 'ana-and-ben' });
      const res = await client(t.app, owner.cookie).get('/api/v1/weddings/current-wedding');
      expect(res.status).toBe(200);
      const { wedding } = (await res.json()) as Json;
      expect(wedding).toMatchObject({ _id: owner.wedding.id, weddingUrl: 'ana-and-ben', weddingTheme: 'light', version: 1 });
      // Content fields sit beside the account fields, as the builder's draft reads them.
      expect(wedding.brideGroomOneName).toBe('Partner One');
      expect(wedding.pageOrder).toEqual(defaultPageOrder());
      expect(wedding).not.toHaveProperty('ownerId');
    });

    it('answers 401 without a session on every route', async () => {
      const owner = await createTestUser(t.store);
      const anonymous = client(t.app);
      for (const res of [
        await anonymous.get('/api/v1/weddings/current-wedding'),
        await anonymous.get(`/api/v1/weddings/${owner.wedding.id}`),
        await anonymous.patch(`/api/v1/weddings/${owner.wedding.id}`, { ourStoryHeading: 'x' }),
        await anonymous.patch(`/api/v1/weddings-pro/${owner.wedding.id}`, { enableFooter: false }),
      ]) {
        expect(res.status).toBe(401);
        expect(await res.json()).toHaveProperty('msg');
      }
      expect((await stored(owner.wedding.id)).content.ourStoryHeading).toBe('Our Story');
    });

    it('lets only the owner read and change a wedding: others 403, unknown 404', async () => {
      const owner = await createTestUser(t.store);
      const other = await createTestUser(t.store);
      const mine = client(t.app, owner.cookie);
      const theirs = client(t.app, other.cookie);

      const ok = await mine.get(`/api/v1/weddings/${owner.wedding.id}`);
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as Json).wedding._id).toBe(owner.wedding.id);

      const read = await theirs.get(`/api/v1/weddings/${owner.wedding.id}`);
      expect(read.status).toBe(403);
      expect(await read.json()).toEqual({ msg: 'You can only change your own wedding', code: 'wedding.not-owner' });
      const write = await theirs.patch(`/api/v1/weddings/${owner.wedding.id}`, { ourStoryHeading: 'Hijacked' });
      expect(write.status).toBe(403);
      expect((await stored(owner.wedding.id)).content.ourStoryHeading).toBe('Our Story');

      const unknown = await mine.get('/api/v1/weddings/no-such-wedding');
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ msg: 'Wedding not found', code: 'wedding.not-found' });
      expect((await mine.patch('/api/v1/weddings/no-such-wedding', { ourStoryHeading: 'x' })).status).toBe(404);
    });
  });

  describe('PATCH content', () => {
    it('saves JSON, answers "Wedding updated" with the new wedding and bumps version and updatedAt', async () => {
      const owner = await createTestUser(t.store);
      const before = await stored(owner.wedding.id);
      const res = await client(t.app, owner.cookie).patch(`/api/v1/weddings/${owner.wedding.id}`, {
        brideGroomOneName: 'Ana',
        joiner: 'and',
        countdownStyle: 'style2',
        weddingHeader: 'We said yes',
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Json;
      expect(body.msg).toBe('Wedding updated');
      expect(body.wedding).toMatchObject({ brideGroomOneName: 'Ana', joiner: 'and', countdownStyle: 'style2', version: 2 });
      const after = await stored(owner.wedding.id);
      expect(after.content).toMatchObject({ brideGroomOneName: 'Ana', joiner: 'and', weddingHeader: 'We said yes' });
      expect(after.version).toBe(before.version + 1);
      expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
      expect(body.wedding.updatedAt).toBe(after.updatedAt.toISOString());
      // Fields not sent are untouched.
      expect(after.content.brideGroomTwoName).toBe('Partner Two');
    });

    it('saves form data, with checkboxes as text and JSON-text lists (tasks, weddingParty, pageOrder)', async () => {
      const owner = await createTestUser(t.store);
      const order = defaultPageOrder().map((entry) => (entry.title === 'weddingParty' ? { ...entry, sidebarActive: true, render: true } : entry));
      const res = await client(t.app, owner.cookie).patch(
        `/api/v1/weddings/${owner.wedding.id}`,
        new URLSearchParams({
          ourStoryHeading: 'How we met',
          textWhite: 'false',
          darkTextOverImg: 'on',
          tasks: JSON.stringify([
            { title: 'Day 1', isHeading: true },
            { time: '3:30 PM', title: 'Ceremony', text: 'Olive grove', isHeading: 'false' },
          ]),
          weddingParty: JSON.stringify([{ name: 'Clara', caption: 'Maid of honour' }]),
          pageOrder: JSON.stringify(order),
          images: `/uploads/vowly/weddings/${owner.wedding.id}/a1/w1600.webp, /uploads/vowly/weddings/${owner.wedding.id}/b2/w960.webp`,
        }),
      );
      expect(res.status).toBe(200);
      const { content } = await stored(owner.wedding.id);
      expect(content.ourStoryHeading).toBe('How we met');
      expect(content.textWhite).toBe(false);
      expect(content.darkTextOverImg).toBe(true);
      expect(content.tasks).toEqual([
        { id: expect.any(String), time: '', title: 'Day 1', text: '', isHeading: true },
        { id: expect.any(String), time: '3:30 PM', title: 'Ceremony', text: 'Olive grove', isHeading: false },
      ]);
      expect(content.weddingParty).toHaveLength(1);
      expect(content.weddingParty[0]).toMatchObject({ name: 'Clara', caption: 'Maid of honour', image: '' });
      expect(content.weddingParty[0]!.id).toMatch(/^[A-Za-z0-9_-]{8}$/);
      expect(content.pageOrder.find((e) => e.title === 'weddingParty')).toMatchObject({ sidebarActive: true, render: true });
      expect(content.weddingPartySection).toBe(true);
      expect(content.images).toEqual([`/uploads/vowly/weddings/${owner.wedding.id}/a1/w1600.webp`, `/uploads/vowly/weddings/${owner.wedding.id}/b2/w960.webp`]);
    });

    it('refuses image addresses that are not this wedding’s own uploads in a content save', async () => {
      const owner = await createTestUser(t.store);
      const other = await createTestUser(t.store);
      const api = client(t.app, owner.cookie);
      for (const body of [
        { mainImg: 'https://evil.example.com/track.gif' },
        { images: [`/uploads/vowly/weddings/${other.wedding.id}/a1/w1600.webp`] },
        { weddingParty: [{ name: 'Clara', caption: '', image: 'https://evil.example.com/c.jpg' }] },
      ]) {
        const res = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect((await res.json()).msg).toBeTruthy();
      }
      expect((await stored(owner.wedding.id)).version).toBe(owner.wedding.version);
    });

    it('refuses malformed JSON-text lists and unknown choices with a message, storing nothing', async () => {
      const owner = await createTestUser(t.store);
      const api = client(t.app, owner.cookie);
      const cases: [Record<string, string>, string][] = [
        [{ tasks: '{not json' }, 'Schedule must be a list of items'],
        [{ weddingParty: '"Clara"' }, 'Wedding party must be a list of members'],
        [{ pageOrder: '{"a":1}' }, 'Page order must be a list of sections'],
        [{ joiner: 'or' }, 'Must be one of: and, +, &'],
        [{ mainFont: 'Comic Sans MS' }, 'Unknown font'],
        [{ navColor: 'red' }, 'Colours must be OKLCH values like oklch(62.5% 0.2 260)'],
      ];
      for (const [fields, msg] of cases) {
        const res = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, new URLSearchParams({ ourStoryHeading: 'Changed', ...fields }));
        expect(res.status, JSON.stringify(fields)).toBe(400);
        expect(await res.json()).toEqual({ msg, code: 'input.invalid' });
      }
      const after = await stored(owner.wedding.id);
      expect(after.version).toBe(1);
      expect(after.content.ourStoryHeading).toBe('Our Story');
    });

    it('refuses an empty body', async () => {
      const owner = await createTestUser(t.store);
      const res = await client(t.app, owner.cookie).patch(`/api/v1/weddings/${owner.wedding.id}`, { hacker: true });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ msg: 'Nothing to update', code: 'input.nothing-to-update' });
    });

    it('ignores account fields that belong to other routes (id, address, version columns)', async () => {
      const owner = await createTestUser(t.store, { weddingUrl: 'kept-address' });
      const res = await client(t.app, owner.cookie).patch(`/api/v1/weddings/${owner.wedding.id}`, {
        _id: 'other',
        weddingUrl: 'stolen',
        ownerId: 'someone',
        ourStoryHeading: 'Hi',
      });
      expect(res.status).toBe(200);
      const after = await row(owner.wedding.id);
      expect(after).toMatchObject({ weddingUrl: 'kept-address', ownerId: owner.user.id });
    });
  });

  describe('limits enforced by the server', () => {
    it('allows 10 gallery images and refuses 11 with "limit of 10 images" (both galleries)', async () => {
      const owner = await createTestUser(t.store);
      const image = (n: number) => `/uploads/vowly/weddings/${owner.wedding.id}/img${n}/w1600.webp`;
      const api = client(t.app, owner.cookie);
      const ten = Array.from({ length: 10 }, (_, i) => image(i));
      expect((await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { images: ten })).status).toBe(200);
      for (const field of ['images', 'customTwoImages']) {
        const res = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { [field]: [...ten, image(10)] });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ msg: 'limit of 10 images', code: 'input.invalid' });
      }
      expect((await stored(owner.wedding.id)).content.images).toEqual(ten);
      expect((await stored(owner.wedding.id)).content.customTwoImages).toEqual([]);
    });

    it('allows 20 schedule items (headings included) and refuses 21', async () => {
      const owner = await createTestUser(t.store);
      const api = client(t.app, owner.cookie);
      const items = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Item ${i}`, isHeading: i % 5 === 0 }));
      expect((await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { tasks: JSON.stringify(items(20)) })).status).toBe(200);
      const res = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { tasks: items(21) });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ msg: 'Schedule limited to 20 items', code: 'input.invalid' });
      expect((await stored(owner.wedding.id)).content.tasks).toHaveLength(20);
    });

    it('allows 12 party members, refuses a 13th, and cuts names to 100 and captions to 200', async () => {
      const owner = await createTestUser(t.store);
      const api = client(t.app, owner.cookie);
      const members = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `${i}`.padEnd(150, 'n'), caption: 'c'.repeat(300) }));
      const ok = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { weddingParty: JSON.stringify(members(12)) });
      expect(ok.status).toBe(200);
      const party = (await stored(owner.wedding.id)).content.weddingParty;
      expect(party).toHaveLength(12);
      expect(party.every((m) => m.name.length === 100 && m.caption.length === 200)).toBe(true);
      const res = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { weddingParty: members(13) });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ msg: 'Wedding party limited to 12 members', code: 'input.invalid' });
    });

    it('accepts only http(s) links and only Google’s embed host for the map', async () => {
      const owner = await createTestUser(t.store, { role: 'userPaid' });
      const api = client(t.app, owner.cookie);
      for (const bad of ['javascript:alert(1)', 'ftp://files.example.com/x', 'not a url', 'data:text/html,hi']) {
        const res = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { customEightLink: bad });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ msg: 'Must be valid URL', code: 'input.invalid' });
      }
      expect((await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { customEightLink: 'https://registry.example.com/us' })).status).toBe(200);
      expect((await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { googleMapsLink: 'http://maps.google.com/?q=Napa' })).status).toBe(200);

      for (const bad of ['https://evil.example/maps/embed?pb=1', 'http://www.google.com/maps/embed?pb=1', 'https://www.google.com/search?q=maps']) {
        const res = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { googleMapsEmbedLink: bad });
        expect(res.status).toBe(400);
        expect(((await res.json()) as Json).msg).toMatch(/^Invalid Google Maps Link/);
      }
      const iframe = '<iframe src="https://www.google.com/maps/embed?pb=!1m18&amp;x=1" width="600"></iframe>';
      expect((await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { googleMapsEmbedLink: iframe })).status).toBe(200);
      expect((await stored(owner.wedding.id)).content).toMatchObject({
        customEightLink: 'https://registry.example.com/us',
        googleMapsLink: 'http://maps.google.com/?q=Napa',
        googleMapsEmbedLink: 'https://www.google.com/maps/embed?pb=!1m18&x=1',
      });
    });

    it('refuses over-long text instead of storing it', async () => {
      const owner = await createTestUser(t.store);
      const res = await client(t.app, owner.cookie).patch(`/api/v1/weddings/${owner.wedding.id}`, { brideGroomOneName: 'a'.repeat(101) });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ msg: 'Must be at most 100 characters', code: 'input.invalid' });
    });
  });

  describe('theme, colours, date, published', () => {
    it('changes the theme; resetColors=true resets the eight colours to that theme', async () => {
      const owner = await createTestUser(t.store);
      const api = client(t.app, owner.cookie);
      const custom = 'oklch(50% 0.1 30)';
      await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { navColor: custom, mainAccentColor: custom });

      const themeOnly = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { weddingTheme: 'garden' });
      expect(themeOnly.status).toBe(200);
      expect(await stored(owner.wedding.id)).toMatchObject({ weddingTheme: 'garden', content: { navColor: custom } });

      const reset = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, new URLSearchParams({ resetColors: 'true', weddingTheme: 'dracula' }));
      expect(reset.status).toBe(200);
      const after = await stored(owner.wedding.id);
      expect(after.weddingTheme).toBe('dracula');
      const palette = themePalette('dracula');
      for (const [field, value] of Object.entries(palette)) expect(after.content[field as keyof typeof palette]).toBe(value);
      expect(((await reset.json()) as Json).wedding.navColor).toBe(palette.navColor);

      const unknown = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { weddingTheme: 'neon' });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toEqual({ msg: 'Unknown theme', code: 'input.invalid' });
    });

    it('changes the date and its time zone, clears the date with an empty value', async () => {
      const owner = await createTestUser(t.store);
      const api = client(t.app, owner.cookie);
      const res = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { weddingDate: '2027-06-14T16:00:00.000Z', timeZone: 'Europe/Paris' });
      expect(res.status).toBe(200);
      expect(((await res.json()) as Json).wedding).toMatchObject({ weddingDate: '2027-06-14T16:00:00.000Z', timeZone: 'Europe/Paris' });
      expect((await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { timeZone: 'Mars/Olympus' })).status).toBe(400);
      expect((await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { weddingDate: 'next june' })).status).toBe(400);
      expect((await stored(owner.wedding.id)).weddingDate?.toISOString()).toBe('2027-06-14T16:00:00.000Z');
      expect((await api.patch(`/api/v1/weddings/${owner.wedding.id}`, new URLSearchParams({ weddingDate: '' }))).status).toBe(200);
      expect((await stored(owner.wedding.id)).weddingDate).toBeNull();
    });

    it('publishes and unpublishes the site', async () => {
      const owner = await createTestUser(t.store, { weddingUrl: 'on-and-off' });
      const api = client(t.app, owner.cookie);
      expect((await api.patch(`/api/v1/weddings/${owner.wedding.id}`, new URLSearchParams({ published: 'false' }))).status).toBe(200);
      expect((await stored(owner.wedding.id)).published).toBe(false);
      expect((await client(t.app).get('/api/v1/public/on-and-off')).status).toBe(404);
      expect((await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { published: true })).status).toBe(200);
      expect((await client(t.app).get('/api/v1/public/on-and-off')).status).toBe(200);
    });
  });

  describe('section toggles and page order', () => {
    it('a toggle sent alone switches its section in pageOrder (on joins the active ones, off hides it)', async () => {
      const owner = await createTestUser(t.store);
      const api = client(t.app, owner.cookie);
      await api.patch(`/api/v1/weddings/${owner.wedding.id}`, new URLSearchParams({ fancyCardSection: 'true', ourStorySection: 'false' }));
      const { content } = await stored(owner.wedding.id);
      const active = content.pageOrder.filter((e) => e.sidebarActive).map((e) => e.title);
      expect(active).toEqual(['mainPhoto', 'ourStory', 'images', 'schedule', 'content', 'fancyCard']);
      expect(content.pageOrder.find((e) => e.title === 'fancyCard')).toMatchObject({ render: true });
      expect(content.pageOrder.find((e) => e.title === 'ourStory')).toMatchObject({ sidebarActive: true, render: false });
      expect(content.fancyCardSection).toBe(true);
      expect(content.ourStorySection).toBe(false);
    });

    it('a pageOrder sets the toggles; an inactive section is stored as not rendered', async () => {
      const owner = await createTestUser(t.store);
      const order = [
        { id: 5, title: 'schedule', sidebarActive: true, render: true },
        { id: 7, title: 'fancyCard', sidebarActive: false, render: true },
      ];
      const res = await client(t.app, owner.cookie).patch(`/api/v1/weddings/${owner.wedding.id}`, { pageOrder: order, scheduleSection: false });
      expect(res.status).toBe(200);
      const { content } = await stored(owner.wedding.id);
      expect(content.pageOrder).toHaveLength(20);
      expect(content.pageOrder[0]).toEqual({ id: 5, title: 'schedule', sidebarActive: true, render: true });
      expect(content.pageOrder.find((e) => e.title === 'fancyCard')).toMatchObject({ sidebarActive: false, render: false });
      expect(content.scheduleSection).toBe(true);
      expect(content.imagesSection).toBe(false);
    });
  });

  describe('concurrent edits', () => {
    it('a PATCH with the current version saves; a stale version gets 409 with the latest wedding and writes nothing', async () => {
      const owner = await createTestUser(t.store);
      const tabA = client(t.app, owner.cookie);
      const tabB = client(t.app, owner.cookie);
      const first = await tabA.patch(`/api/v1/weddings/${owner.wedding.id}`, { ourStoryHeading: 'From tab A', version: 1 });
      expect(first.status).toBe(200);
      expect(((await first.json()) as Json).wedding.version).toBe(2);
      const rowBefore = await row(owner.wedding.id);

      const stale = await tabB.patch(`/api/v1/weddings/${owner.wedding.id}`, new URLSearchParams({ ourStoryHeading: 'From tab B', version: '1' }));
      expect(stale.status).toBe(409);
      const body = (await stale.json()) as Json;
      expect(body.msg).toBe('This wedding was changed elsewhere. Reload to see the latest version.');
      expect(body.wedding).toMatchObject({ version: 2, ourStoryHeading: 'From tab A' });
      // Nothing written: same row, same version and time.
      expect(await row(owner.wedding.id)).toEqual(rowBefore);

      const retried = await tabB.patch(`/api/v1/weddings/${owner.wedding.id}`, { ourStoryHeading: 'From tab B', version: 2 });
      expect(retried.status).toBe(200);
      expect(await stored(owner.wedding.id)).toMatchObject({ version: 3, content: { ourStoryHeading: 'From tab B' } });
    });

    it('a version the wedding never had is refused too, and a version that is not a number is a 400', async () => {
      const owner = await createTestUser(t.store);
      const api = client(t.app, owner.cookie);
      const res = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { ourStoryHeading: 'x', version: 7 });
      expect(res.status).toBe(409);
      expect((await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { ourStoryHeading: 'x', version: 'one' })).status).toBe(400);
      expect((await stored(owner.wedding.id)).version).toBe(1);
    });

    it('without a version the last write wins, and each write still bumps the version once', async () => {
      const owner = await createTestUser(t.store);
      const api = client(t.app, owner.cookie);
      const results = await Promise.all(
        ['One', 'Two', 'Three'].map((heading) => api.patch(`/api/v1/weddings/${owner.wedding.id}`, { ourStoryHeading: heading })),
      );
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      const versions = await Promise.all(results.map(async (r) => ((await r.json()) as Json).wedding.version));
      expect(versions.sort()).toEqual([2, 3, 4]);
      expect((await stored(owner.wedding.id)).version).toBe(4);
    });

    it('the write is conditional on the version it read (no lost update between read and write)', async () => {
      const owner = await createTestUser(t.store);
      // Someone else bumps the row directly, as another process would.
      const { t: tables, sql, transaction } = portable(t.store);
      await transaction(() => sql().update(tables.weddings).set({ version: 5 }).where(eq(tables.weddings.id, owner.wedding.id)));
      const res = await client(t.app, owner.cookie).patch(`/api/v1/weddings/${owner.wedding.id}`, { ourStoryHeading: 'Late', version: 1 });
      expect(res.status).toBe(409);
      expect((await stored(owner.wedding.id)).content.ourStoryHeading).toBe('Our Story');
    });
  });

  describe('the public page follows a PATCH', () => {
    it('GET /{weddingUrl} shows the new text right after the save (rendered-page cache is per version)', async () => {
      const owner = await createTestUser(t.store, { weddingUrl: 'cache-check' });
      // Our Story shows once it has its text (issue 22 item 12).
      const { t: tables, sql, transaction } = portable(t.store);
      await transaction(() =>
        sql()
          .update(tables.weddings)
          .set({ content: { ourStoryComment: 'We met at a bookshop.' } })
          .where(eq(tables.weddings.id, owner.wedding.id)),
      );
      const visitor = client(t.app);
      const before = await visitor.get('/cache-check');
      expect(before.status).toBe(200);
      const heading = (text: string) => `<h2 class="w-heading__text">${text}</h2>`;
      expect(await before.text()).toContain(heading('Our Story'));
      // A second visit is served from the cache.
      expect(await (await visitor.get('/cache-check')).text()).toContain(heading('Our Story'));

      const res = await client(t.app, owner.cookie).patch(`/api/v1/weddings/${owner.wedding.id}`, {
        ourStoryHeading: 'How Ana met Ben',
        fancyCardSection: true,
        fancyCardHeading: 'Dinner under the olive trees',
      });
      expect(res.status).toBe(200);
      const after = await (await visitor.get('/cache-check')).text();
      expect(after).toContain(heading('How Ana met Ben'));
      expect(after).not.toContain(heading('Our Story'));
      expect(after).toContain('Dinner under the olive trees');

      await client(t.app, owner.cookie).patch(`/api/v1/weddings/${owner.wedding.id}`, { fancyCardSection: false });
      expect(await (await visitor.get('/cache-check')).text()).not.toContain('Dinner under the olive trees');
    });
  });
});
