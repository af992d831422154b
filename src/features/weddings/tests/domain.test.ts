import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { weddingsRepository } from '../../../core/db/weddings-repository';
import { RESERVED_WEDDING_URLS, WEDDING_URL_MAX, weddingUrlSchema } from '../domain/wedding-url';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';

type Json = Record<string, any>;

const MESSAGES = {
  required: 'Choose a web address for your site',
  tooShort: 'Your web address needs at least 3 characters',
  tooLong: 'Your web address can have at most 50 characters',
  characters: 'Use only lower-case letters, numbers and hyphens (-)',
  hyphens: 'A web address cannot start or end with a hyphen or have two hyphens in a row',
  reserved: 'That web address is reserved. Please choose another one.',
  taken: 'That web address is already taken. Please choose another one.',
};

describe('wedding web address: PATCH /domain and GET /domain', () => {
  let t: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    t = createTestApp();
  });
  const loggedIn = async (weddingUrl?: string) => {
    const owner = await createTestUser(t.store, { weddingUrl });
    return { ...owner, api: client(t.app, owner.cookie) };
  };

  it('sets the address (trimmed, lower-cased), bumps the version and the site answers there', async () => {
    const couple = await loggedIn();
    const res = await couple.api.patch('/api/v1/domain', { weddingUrl: '  Ana-And-Ben-2027 ' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.msg).toBe('Web address updated');
    expect(body.wedding).toMatchObject({ _id: couple.wedding.id, weddingUrl: 'ana-and-ben-2027', version: 2 });
    expect((await weddingsRepository(t.store).byId(couple.wedding.id))!.weddingUrl).toBe('ana-and-ben-2027');
    expect((await client(t.app).get('/ana-and-ben-2027')).status).toBe(200);
    expect((await client(t.app).get('/Ana-And-Ben-2027')).status).toBe(200);

    // Form data works too; the old address redirects to the new one (issue 12 item 10).
    expect((await couple.api.patch('/api/v1/domain', new URLSearchParams({ weddingUrl: 'ana-ben' }))).status).toBe(200);
    const old = await client(t.app).get('/ana-and-ben-2027');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/ana-ben');
    expect((await client(t.app).get('/ana-ben')).status).toBe(200);
  });

  it('refuses malformed addresses with the rule they break', async () => {
    const couple = await loggedIn('kept');
    const cases: [unknown, string][] = [
      ['', MESSAGES.required],
      [undefined, MESSAGES.required],
      ['ab', MESSAGES.tooShort],
      ['a'.repeat(WEDDING_URL_MAX + 1), MESSAGES.tooLong],
      ['ana_and_ben', MESSAGES.characters],
      ['ana and ben', MESSAGES.characters],
      ['ana/ben', MESSAGES.characters],
      ['anä-ben', MESSAGES.characters],
      ['-ana', MESSAGES.hyphens],
      ['ana-', MESSAGES.hyphens],
      ['ana--ben', MESSAGES.hyphens],
    ];
    for (const [weddingUrl, msg] of cases) {
      const res = await couple.api.patch('/api/v1/domain', { weddingUrl });
      expect(res.status, String(weddingUrl)).toBe(400);
      expect(await res.json()).toEqual({ msg, code: 'wedding.url-invalid' });
    }
    expect(await weddingsRepository(t.store).byId(couple.wedding.id)).toMatchObject({ weddingUrl: 'kept', version: 1 });
    expect((await couple.api.patch('/api/v1/domain', { weddingUrl: 'a'.repeat(WEDDING_URL_MAX) })).status).toBe(200);
  });

  it('refuses reserved words in any case', async () => {
    const couple = await loggedIn();
    for (const word of [
      'app',
      'builder',
      'login',
      'register',
      'api',
      'designs',
      'user',
      'password',
      'wedding-offline',
      'rsvp-offline',
      'questions',
      'assets',
      'uploads',
      'fonts',
      'demo',
      'healthz',
      'about',
      'faq',
      'policy',
      'terms',
      'create',
      'auth',
      'gate',
      'logout',
      'Admin',
      'RSVP',
      'savethedate',
      'invite',
      'unsubscribe',
      'payments',
    ]) {
      const res = await couple.api.patch('/api/v1/domain', { weddingUrl: word });
      expect(res.status, word).toBe(400);
      expect(await res.json()).toEqual({ msg: MESSAGES.reserved, code: 'wedding.url-invalid' });
    }
  });

  it('reserves every top-level route of the app and every file in public/', () => {
    const segments = new Set(t.app.routes.map((route) => route.path.split('/')[1] ?? ''));
    const named = [...segments].filter((segment) => segment !== '' && segment !== '*' && !segment.startsWith(':'));
    expect(named.length).toBeGreaterThan(10);
    for (const segment of named) expect(RESERVED_WEDDING_URLS.has(segment), segment).toBe(true);
    for (const file of fs.readdirSync(path.resolve(import.meta.dirname, '../../../../public'))) expect(RESERVED_WEDDING_URLS.has(file), file).toBe(true);
    // And every one of them is refused by the shared schema.
    for (const word of RESERVED_WEDDING_URLS) expect(weddingUrlSchema.safeParse(word).success, word).toBe(false);
  });

  it('refuses an address another wedding has, whatever the case (409)', async () => {
    await loggedIn('taken-site');
    const couple = await loggedIn();
    for (const weddingUrl of ['taken-site', 'Taken-Site', 'TAKEN-SITE']) {
      const res = await couple.api.patch('/api/v1/domain', { weddingUrl });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ msg: MESSAGES.taken, code: 'wedding.url-taken' });
    }
    expect((await weddingsRepository(t.store).byId(couple.wedding.id))!.weddingUrl).toBeNull();
  });

  it('keeping one’s own address is fine', async () => {
    const couple = await loggedIn('our-day');
    const res = await couple.api.patch('/api/v1/domain', { weddingUrl: 'Our-Day' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).wedding.weddingUrl).toBe('our-day');
  });

  it('a stale version is a 409 and changes nothing', async () => {
    const couple = await loggedIn('first-name');
    await couple.api.patch(`/api/v1/weddings/${couple.wedding.id}`, { ourStoryHeading: 'Moved on' });
    const res = await couple.api.patch('/api/v1/domain', { weddingUrl: 'second-name', version: 1 });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Json).wedding).toMatchObject({ weddingUrl: 'first-name', version: 2 });
    expect((await weddingsRepository(t.store).byId(couple.wedding.id))!.weddingUrl).toBe('first-name');
    expect((await couple.api.patch('/api/v1/domain', { weddingUrl: 'second-name', version: 2 })).status).toBe(200);
  });

  it('GET /domain says whether an address is available, and why not', async () => {
    await loggedIn('taken-site');
    const couple = await loggedIn('mine-already');
    const check = async (weddingUrl: string) => {
      const res = await couple.api.get(`/api/v1/domain?weddingUrl=${encodeURIComponent(weddingUrl)}`);
      expect(res.status).toBe(200);
      return (await res.json()) as Json;
    };
    expect(await check('Brand-New')).toEqual({ weddingUrl: 'brand-new', available: true, msg: 'That web address is available' });
    expect(await check('TAKEN-site')).toEqual({ weddingUrl: 'taken-site', available: false, msg: MESSAGES.taken });
    expect(await check('login')).toEqual({ weddingUrl: 'login', available: false, msg: MESSAGES.reserved });
    expect(await check('no spaces')).toEqual({ weddingUrl: 'no spaces', available: false, msg: MESSAGES.characters });
    expect(await check('mine-already')).toEqual({ weddingUrl: 'mine-already', available: true, msg: 'This is already your web address' });

    const missing = await couple.api.get('/api/v1/domain');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ msg: MESSAGES.required, code: 'input.invalid' });
  });

  it('needs a session', async () => {
    const anonymous = client(t.app);
    expect((await anonymous.get('/api/v1/domain?weddingUrl=abc')).status).toBe(401);
    expect((await anonymous.patch('/api/v1/domain', { weddingUrl: 'abc' })).status).toBe(401);
  });
});
