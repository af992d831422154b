// Who may see a wedding site (issue 22 items 11-12, issue 29 item 7), on a site repository in memory: the wedding
// at an address in any case, the coming-soon page until it is published (its couple and admins preview it), the
// password gate's pass, and a guest's address checked as stored. The password attempts and their rate limits
// need the store's buckets: the route tests cover them.
import { describe, expect, it, vi } from 'vitest';
import type { WeddingRow } from '../../../../core/db/schema';
import { defaultWeddingContent, type WeddingContent } from '../../../../shared/wedding/record';
import type { SiteRepository } from '../repository';
import { issueAccessToken } from './access-cookie';
import { guestAccessToken, hasSiteAccess, isGuestEmail, publishedWeddingAt, siteDoorAt, siteVisit, weddingAtAddress } from './site-access';

const config = { SESSION_SECRET: 'unit-test-secret', dataDir: '/nonexistent' };

function row(weddingUrl: string, fields: Partial<WeddingRow> = {}, content: Partial<WeddingContent> = {}): WeddingRow {
  return {
    id: `id-${weddingUrl}`,
    ownerId: 'owner',
    weddingUrl,
    weddingTheme: 'classic',
    weddingDate: null,
    timeZone: 'UTC',
    published: true,
    version: 1,
    pageGeneration: 1,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    trackOpens: false,
    pro: false,
    languages: ['en'],
    content: { ...defaultWeddingContent(), ...content },
    ...fields,
  };
}

function site(rows: WeddingRow[], guestEmails: string[] = []) {
  const repository: SiteRepository = {
    weddingAt: vi.fn(async (weddingUrl: string) => {
      const found = rows.find((r) => r.weddingUrl === weddingUrl);
      return found && { row: found, ownerRole: 'userFree' as const };
    }),
    hasGuestEmail: vi.fn(async (_weddingId: string, email: string) => guestEmails.includes(email)),
  };
  return repository;
}

describe('the wedding at an address', () => {
  it('is found in any case, with its owner’s plan; an empty or overlong address is not looked up', async () => {
    const repository = site([row('ann-and-bo', { pro: true })]);
    expect(await weddingAtAddress(repository, 'Ann-And-Bo')).toMatchObject({ wedding: { id: 'id-ann-and-bo', weddingUrl: 'ann-and-bo' }, ownerPro: true });
    expect(await weddingAtAddress(repository, 'nobody-here')).toBeNull();
    expect(await weddingAtAddress(repository, '')).toBeNull();
    expect(await weddingAtAddress(repository, 'a'.repeat(101))).toBeNull();
    expect(repository.weddingAt).toHaveBeenCalledTimes(2);
  });

  it('is public only once published', async () => {
    const repository = site([row('live'), row('draft', { published: false })]);
    expect((await publishedWeddingAt(repository, 'live'))?.wedding.id).toBe('id-live');
    expect(await publishedWeddingAt(repository, 'draft')).toBeNull();
  });

  it('has a door with just the password fields, the defaults when its content is no object', async () => {
    const repository = site([
      row('gated', {}, { enablePassword: true, websitePassword: 'Rosa2026', ourStoryHeading: 'Us' }),
      row('odd', { content: [] as unknown as WeddingRow['content'] }),
    ]);
    expect(await siteDoorAt(repository, 'GATED')).toEqual({
      id: 'id-gated',
      ownerId: 'owner',
      published: true,
      content: { enablePassword: true, websitePassword: 'Rosa2026' },
    });
    expect((await siteDoorAt(repository, 'odd'))?.content).toEqual({ enablePassword: false, websitePassword: '' });
    expect(await siteDoorAt(repository, 'none')).toBeNull();
  });
});

describe('siteVisit', () => {
  const repository = site([row('live'), row('draft', { published: false })]);
  const kind = async (url: string, viewer: Parameters<typeof siteVisit>[2]) => {
    const visit = await siteVisit(repository, url, viewer);
    return visit && (visit.kind === 'site' ? `site${visit.preview ? ' (preview)' : ''}` : visit.kind);
  };

  it('shows a published site to everyone, and an unpublished one to its couple and admins only', async () => {
    expect(await kind('live', null)).toBe('site');
    expect(await kind('draft', { id: 'owner', role: 'userFree' })).toBe('site (preview)');
    expect(await kind('draft', { id: 'someone', role: 'admin' })).toBe('site (preview)');
    expect(await kind('draft', { id: 'someone', role: 'userPaid' })).toBe('comingSoon');
    expect(await kind('draft', undefined)).toBe('comingSoon');
    expect(await kind('unknown', null)).toBeNull();
  });
});

describe('the password gate', () => {
  const now = Date.UTC(2027, 5, 1);
  const door = (enablePassword: boolean, websitePassword = 'Rosa2026') => ({
    id: 'w1',
    ownerId: 'o',
    published: true,
    content: { enablePassword, websitePassword },
  });

  it('lets everyone in when off; when on, only with a pass for the current password', () => {
    const pass = issueAccessToken(config, 'w1', 'Rosa2026', now);
    expect(hasSiteAccess(config, door(false), undefined, now)).toBe(true);
    expect(hasSiteAccess(config, door(true), undefined, now)).toBe(false);
    expect(hasSiteAccess(config, door(true), pass, now)).toBe(true);
    expect(hasSiteAccess(config, door(true, 'Lily2026'), pass, now)).toBe(false);
    expect(hasSiteAccess(config, door(true), 'forged.token', now)).toBe(false);
  });

  it('gives a guest with their own link the same pass the password gives', async () => {
    const found = await weddingAtAddress(site([row('gated', { id: 'w1' }, { enablePassword: true, websitePassword: 'Rosa2026' })]), 'gated');
    expect(hasSiteAccess(config, door(true), guestAccessToken(config, found!.wedding, now), now)).toBe(true);
  });

  it('knows a guest’s address as stored (trimmed, lower-case); empty or overlong is nobody’s', async () => {
    const repository = site([], ['ann@example.com']);
    expect(await isGuestEmail(repository, 'w1', '  Ann@Example.com ')).toBe(true);
    expect(await isGuestEmail(repository, 'w1', 'bo@example.com')).toBe(false);
    expect(await isGuestEmail(repository, 'w1', '   ')).toBe(false);
    expect(await isGuestEmail(repository, 'w1', `${'a'.repeat(315)}@x.com`)).toBe(false);
    expect(repository.hasGuestEmail).toHaveBeenCalledTimes(2);
  });
});
