// Issue 26 items 3, 4 and 5: the couple's settings decide what guests see (drop box, shared album, or an
// album that opens at a moment), whether a photo waits for approval, and the printable table codes; the
// slideshow's poll sees a photo shared since it last asked; a guest's report hides a photo.
import { describe, expect, it } from 'vitest';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { client, ORIGIN } from '../../../../tests/helpers/http';
import { photoReportBuckets, takeRoom } from '../../../core/rate-limit';
import { photosRepository } from '../domain/repository';
import { DEFAULT_PHOTO_SETTINGS } from '../domain/settings';
import { SETTINGS_MESSAGES } from '../domain/settings-input';
import { phoneJpeg, postMultipart } from './helpers';

type Shared = { photos: { id: string; by: string }[]; now: string };

async function share(w: Awaited<ReturnType<typeof coupleWedding>>, name: string, extra: { name: string; value: string }[] = []) {
  const res = await postMultipart(w.app, client(w.app), `/api/v1/public/${w.weddingUrl}/photos`, [
    ...extra,
    { name: 'name', value: name },
    { name: 'file', file: await phoneJpeg(320, 240), filename: 'a.jpg' },
  ]);
  expect(res.status).toBe(201);
  return ((await res.json()) as { photo: { _id: string; status: string } }).photo;
}

describe('modes, moderation, table codes, the slideshow poll and reports', () => {
  it('the settings form and API; drop box hides the album from guests, an "after" album opens at its moment', async () => {
    const w = await coupleWedding({ weddingUrl: 'mode-pair', timeZone: 'Europe/Paris' });
    const saved = await w.ownerClient.post(
      '/app/photos/settings',
      new URLSearchParams({ mode: 'dropbox', moderation: 'post', perGuestLimit: '20', uploadFrom: '2026-06-01T18:00', uploadTo: '' }),
    );
    expect([saved.status, saved.headers.get('location')]).toEqual([303, '/app/photos#settings']);
    const repo = photosRepository(w.store);
    expect(await repo.settings(w.wedding.id)).toEqual({
      mode: 'dropbox',
      moderation: 'post',
      opensAt: null,
      uploadFrom: new Date('2026-06-01T16:00:00Z'),
      uploadTo: null,
      perGuestLimit: 20,
    });
    // The form shows it back in the wedding's zone.
    expect(await (await w.ownerClient.get('/app/photos')).text()).toContain('value="2026-06-01T18:00"');
    const refused = await w.app.request(`${ORIGIN}/api/v1/photos/settings`, {
      method: 'PUT',
      headers: { origin: ORIGIN, cookie: w.ownerClient.cookie(), 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'after', moderation: 'pre', perGuestLimit: 5 }),
    });
    expect([refused.status, ((await refused.json()) as { msg: string }).msg]).toEqual([400, SETTINGS_MESSAGES.opensAtNeeded]);

    await repo.saveSettings(w.wedding.id, { ...DEFAULT_PHOTO_SETTINGS, mode: 'dropbox', moderation: 'post' });
    const photo = await share(w, 'Dee');
    expect(photo.status).toBe('shared');
    expect((await w.visitor.get(`/${w.weddingUrl}/photos`)).headers.get('location')).toBe(`/${w.weddingUrl}`);
    expect((await w.visitor.get(`/api/v1/public/${w.weddingUrl}/photos`)).status).toBe(404);
    expect((await w.ownerClient.get(`/${w.weddingUrl}/photos`)).status).toBe(200);

    await repo.saveSettings(w.wedding.id, { ...DEFAULT_PHOTO_SETTINGS, mode: 'after', opensAt: new Date(Date.now() + 3_600_000) });
    expect((await w.visitor.get(`/${w.weddingUrl}/photos`)).status).toBe(302);
    await repo.saveSettings(w.wedding.id, { ...DEFAULT_PHOTO_SETTINGS, mode: 'after', opensAt: new Date(Date.now() - 1000) });
    const open = await w.visitor.get(`/${w.weddingUrl}/photos`);
    expect(open.status).toBe(200);
    expect(await open.text()).toContain(`data-photo="${photo._id}"`);
    // In the guest's language (issue 27): the album's words in Spanish, and Arabic right to left.
    const spanish = await (await w.visitor.get(`/${w.weddingUrl}/photos?lang=es`)).text();
    expect(spanish).toContain('<html lang="es" dir="ltr">');
    expect(spanish).toContain('Comparte tus fotos');
    expect(spanish).toContain('Denunciar esta foto');
    const arabic = await (await w.visitor.get(`/${w.weddingUrl}/photos?lang=ar`)).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('صور الضيوف');
    expect(await (await w.visitor.get(`/${w.weddingUrl}/photos/add?lang=es`)).text()).toContain('Añade las fotos que has hecho hoy. La pareja las verá todas.');
  });

  it('pre-moderation: guests see only what the couple shares; the slideshow poll sees a photo shared since it asked', async () => {
    const w = await coupleWedding({ weddingUrl: 'live-pair' });
    const [a, b] = [await share(w, 'Ann'), await share(w, 'Bo')];
    expect([a.status, b.status]).toEqual(['pending', 'pending']);
    const first = (await (await w.visitor.get(`/api/v1/public/${w.weddingUrl}/photos`)).json()) as Shared;
    expect(first.photos).toEqual([]);
    expect(await (await w.visitor.get(`/${w.weddingUrl}/photos`)).text()).not.toContain('data-photo=');

    await w.ownerClient.patch(`/api/v1/photos/${b._id}`, { status: 'shared' });
    const poll = await w.visitor.get(`/api/v1/public/${w.weddingUrl}/photos?since=${encodeURIComponent(first.now)}`);
    expect(poll.headers.get('cache-control')).toBe('private, no-store');
    const next = (await poll.json()) as Shared;
    expect(next.photos.map((p) => [p.id, p.by])).toEqual([[b._id, 'Bo']]);
    const again = (await (await w.visitor.get(`/api/v1/public/${w.weddingUrl}/photos?since=${encodeURIComponent(next.now)}`)).json()) as Shared;
    expect(again.photos).toEqual([]);
    expect((await w.visitor.get(`/api/v1/public/${w.weddingUrl}/photos?since=yesterday`)).status).toBe(400);
    const live = await w.visitor.get(`/${w.weddingUrl}/photos/live`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain('data-island="PhotoSlideshow"');
  });

  it('a report hides the photo until the couple looks; reports are limited per address', async () => {
    const w = await coupleWedding({ weddingUrl: 'report-pair' });
    await photosRepository(w.store).saveSettings(w.wedding.id, { ...DEFAULT_PHOTO_SETTINGS, moderation: 'post' });
    const photo = await share(w, 'Eve');
    const guest = client(w.app);
    const reported = await guest.form(`/${w.weddingUrl}/photos/${photo._id}/report`, {});
    expect([reported.status, reported.headers.get('location')]).toEqual([303, `/${w.weddingUrl}/photos`]);
    const row = (await photosRepository(w.store).find(w.wedding.id, photo._id))!;
    expect([row.status, row.reportedAt instanceof Date]).toEqual(['hidden', true]);
    expect(await (await w.ownerClient.get('/app/photos')).text()).toContain('>Reported<');
    expect((await guest.post(`/api/v1/public/${w.weddingUrl}/photos/${photo._id}/report`, {})).status).toBe(404);
    await w.ownerClient.patch(`/api/v1/photos/${photo._id}`, { status: 'shared' });
    expect((await photosRepository(w.store).find(w.wedding.id, photo._id))!.reportedAt).toBeNull();
    // The address has used its 20 reports of the hour: the next is refused and hides nothing.
    for (let i = 1; i < 20; i++) await takeRoom(w.store, photoReportBuckets(undefined));
    const limited = await guest.post(`/api/v1/public/${w.weddingUrl}/photos/${photo._id}/report`, {});
    expect(limited.status).toBe(429);
    expect((await photosRepository(w.store).find(w.wedding.id, photo._id))!.status).toBe('shared');
  });

  it('the table QR sheet: one code per table, each tagging its photos, behind a protected site too', async () => {
    const w = await coupleWedding({ weddingUrl: 'qr-pair', content: { enablePassword: true, websitePassword: 'secret' } });
    const html = await (await w.ownerClient.get(`/app/photos/qr?tables=${encodeURIComponent('Head table\nTable 2\n\nTable 2')}`)).text();
    const links = [...html.matchAll(/data-table="([^"]*)"/g)].map((m) => m[1]);
    expect(links).toEqual(['', 'Head table', 'Table 2']);
    expect(html.match(/class="qr-sheet__code"[^>]*><svg/g)).toHaveLength(3);
    const url = new URL(/data-table="Head table" data-url="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&'));
    const photo = await share(w, 'Hal', [
      { name: 'k', value: url.searchParams.get('k')! },
      { name: 'table', value: url.searchParams.get('table')! },
    ]);
    expect((await photosRepository(w.store).find(w.wedding.id, photo._id))!.tableTag).toBe('Head table');
    // The token opens neither the album nor the site.
    expect((await w.visitor.get(`/qr-pair/photos?k=${url.searchParams.get('k')}`)).headers.get('location')).toBe('/password/qr-pair');
  });
});
