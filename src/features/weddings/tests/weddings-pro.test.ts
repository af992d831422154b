import { beforeEach, describe, expect, it } from 'vitest';
import { weddingsRepository } from '../../../core/db/weddings-repository';
import { readWedding } from '../domain/wedding';
import type { Role } from '../../../core/db/schema';
import { defaultPageOrder } from '../../../shared/wedding';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';

type Json = Record<string, any>;
const MAP_MESSAGE = 'Upgrade to Pro to add the Google Map section.';
const UNLOCK_MESSAGE = 'Upgrade to unlock';
const EMBED = 'https://www.google.com/maps/embed?pb=!1m18!1m12';

const orderWithMap = () => defaultPageOrder().map((entry) => (entry.title === 'customFive' ? { ...entry, sidebarActive: true, render: true } : entry));

describe('Pro-only fields and PATCH /weddings-pro/{id}', () => {
  let t: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    t = createTestApp();
  });
  const stored = async (id: string) => readWedding((await weddingsRepository(t.store).byId(id))!);
  const userWith = async (role: Role, weddingUrl?: string) => {
    const owner = await createTestUser(t.store, { role, weddingUrl });
    return { ...owner, api: client(t.app, owner.cookie) };
  };

  describe('a free user', () => {
    it('gets 403 with the upgrade message on the Pro route, whatever it carries', async () => {
      const free = await userWith('userFree');
      const cases: [Record<string, unknown>, string][] = [
        [{ enablePassword: true, websitePassword: 'secret' }, UNLOCK_MESSAGE],
        [{ enableFooter: false }, UNLOCK_MESSAGE],
        [{ customFiveHeading: 'Find us', googleMapsEmbedLink: EMBED }, MAP_MESSAGE],
        [{ pageOrder: orderWithMap() }, MAP_MESSAGE],
        [{ ourStoryHeading: 'Not Pro at all' }, UNLOCK_MESSAGE],
      ];
      for (const [body, msg] of cases) {
        const res = await free.api.patch(`/api/v1/weddings-pro/${free.wedding.id}`, body);
        expect(res.status, JSON.stringify(body)).toBe(403);
        expect(await res.json()).toEqual({ msg, code: 'PRO_REQUIRED' });
      }
      expect((await stored(free.wedding.id)).version).toBe(1);
    });

    it('gets 403 for Pro-only fields on the plain route too, and nothing is written', async () => {
      const free = await userWith('userFree');
      const cases: [Record<string, unknown> | URLSearchParams, string][] = [
        [{ enablePassword: true, websitePassword: 'secret' }, UNLOCK_MESSAGE],
        [{ websitePassword: 'secret' }, UNLOCK_MESSAGE],
        [new URLSearchParams({ enableFooter: 'false' }), UNLOCK_MESSAGE],
        [{ customFiveSection: true }, MAP_MESSAGE],
        [{ googleMapsEmbedLink: EMBED }, MAP_MESSAGE],
        [{ customFiveHeading: 'Find us', ourStoryHeading: 'Mixed' }, MAP_MESSAGE],
        [new URLSearchParams({ pageOrder: JSON.stringify(orderWithMap()) }), MAP_MESSAGE],
      ];
      for (const [body, msg] of cases) {
        const res = await free.api.patch(`/api/v1/weddings/${free.wedding.id}`, body);
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ msg, code: 'PRO_REQUIRED' });
      }
      const after = await stored(free.wedding.id);
      expect(after.version).toBe(1);
      expect(after.content).toMatchObject({
        enablePassword: false,
        websitePassword: '',
        enableFooter: true,
        customFiveSection: false,
        ourStoryHeading: 'Our Story',
      });
    });

    it('may re-send unchanged Pro values (the builder sends every toggle with the order) and switch Pro features off', async () => {
      const free = await userWith('userFree');
      const order = defaultPageOrder().map((entry) => (entry.title === 'fancyCard' ? { ...entry, sidebarActive: true, render: true } : entry));
      const res = await free.api.patch(`/api/v1/weddings/${free.wedding.id}`, {
        pageOrder: order,
        customFiveSection: false,
        enablePassword: false,
        enableFooter: true,
        fancyCardSection: true,
      });
      expect(res.status).toBe(200);
      expect((await stored(free.wedding.id)).content.fancyCardSection).toBe(true);
    });
  });

  describe.each<Role>(['userPaid', 'admin'])('a %s user', (role) => {
    it('sets the password, the gate and the footer on the Pro route; the public page follows', async () => {
      const url = `pro-${role.toLowerCase()}`;
      const pro = await userWith(role, url);
      const res = await pro.api.patch(
        `/api/v1/weddings-pro/${pro.wedding.id}`,
        new URLSearchParams({ websitePassword: 'olive grove', enablePassword: 'true', enableFooter: 'false' }),
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as Json;
      expect(body.msg).toBe('Wedding updated');
      // The owner reads the password back in the Pro tab.
      expect(body.wedding).toMatchObject({ websitePassword: 'olive grove', enablePassword: true, enableFooter: false });

      const visitor = client(t.app);
      expect((await visitor.get(`/api/v1/public/${url}`)).status).toBe(403);
      expect((await visitor.post(`/api/v1/private/${url}`, { password: 'nope' })).status).toBe(401);
      expect((await visitor.post(`/api/v1/private/${url}`, { password: 'olive grove' })).status).toBe(200);
      const pageRes = await visitor.get(`/${url}`);
      expect(pageRes.status).toBe(200);
      const page = await pageRes.text();
      expect(page).toContain('Partner One');
      expect(page).not.toContain('Made with Vowly');
    });

    it('adds the map section with its fields (Pro route or plain route)', async () => {
      const url = `map-${role.toLowerCase()}`;
      const pro = await userWith(role, url);
      const res = await pro.api.patch(`/api/v1/weddings-pro/${pro.wedding.id}`, {
        pageOrder: orderWithMap(),
        customFiveHeading: 'Find the vineyard',
        googleMapsEmbedLink: EMBED,
      });
      expect(res.status).toBe(200);
      expect((await stored(pro.wedding.id)).content).toMatchObject({
        customFiveSection: true,
        customFiveHeading: 'Find the vineyard',
        googleMapsEmbedLink: EMBED,
      });
      const pageRes = await client(t.app).get(`/${url}`);
      expect(pageRes.status).toBe(200);
      const page = await pageRes.text();
      expect(page).toContain('Find the vineyard');
      expect(page).toContain('https://www.google.com/maps/embed');

      expect((await pro.api.patch(`/api/v1/weddings/${pro.wedding.id}`, { customFiveComment: 'Parking at the gate' })).status).toBe(200);
    });

    it('cannot switch the gate on without a password', async () => {
      const pro = await userWith(role);
      const res = await pro.api.patch(`/api/v1/weddings-pro/${pro.wedding.id}`, { enablePassword: true });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ msg: 'Set a website password before turning password protection on', code: 'wedding.password-needed' });
      expect((await stored(pro.wedding.id)).content.enablePassword).toBe(false);
    });

    it('still needs to own the wedding and respects the version', async () => {
      const pro = await userWith(role);
      const other = await userWith('userPaid');
      expect((await other.api.patch(`/api/v1/weddings-pro/${pro.wedding.id}`, { enableFooter: false })).status).toBe(403);
      expect((await pro.api.patch(`/api/v1/weddings-pro/${pro.wedding.id}`, { enableFooter: false, version: 9 })).status).toBe(409);
      expect((await stored(pro.wedding.id)).content.enableFooter).toBe(true);
    });
  });
});
