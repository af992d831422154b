// The slideshow's poll decides access on the site's door alone (not the whole page content), by the same
// rules as the album page: a protected site wants the site's pass (the QR code's upload token is not
// one), an unpublished site is its couple's only, and a closed album is nobody's but the couple's.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { client } from '../../../../tests/helpers/http';
import { portable } from '../../../core/db/store/portable';
import { photosRepository } from '../domain/repository';
import { DEFAULT_PHOTO_SETTINGS } from '../domain/settings';

const poll = (weddingUrl: string) => `/api/v1/public/${weddingUrl}/photos?since=${encodeURIComponent(new Date(0).toISOString())}`;

describe('the slideshow poll’s gate', () => {
  it('a protected site: 401 without the pass, 200 with it, 200 for the couple', async () => {
    const w = await coupleWedding({ weddingUrl: 'poll-gate', content: { enablePassword: true, websitePassword: 'open sesame' } });
    await photosRepository(w.store).saveSettings(w.wedding.id, { ...DEFAULT_PHOTO_SETTINGS, mode: 'album' });
    expect((await w.visitor.get(poll(w.weddingUrl))).status).toBe(401);
    const guest = client(w.app);
    expect((await guest.form(`/password/${w.weddingUrl}`, { password: 'wrong' })).status).not.toBe(303);
    expect((await guest.get(poll(w.weddingUrl))).status).toBe(401);
    expect((await guest.form(`/password/${w.weddingUrl}`, { password: 'open sesame' })).status).toBe(303);
    const answered = await guest.get(poll(w.weddingUrl.toUpperCase()));
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ photos: [] });
    expect((await w.ownerClient.get(poll(w.weddingUrl))).status).toBe(200);
  });

  it('an unpublished site: 404 for a stranger, 200 for its couple; a closed album: 404 for guests only', async () => {
    const w = await coupleWedding({ weddingUrl: 'poll-draft' });
    const { t, sql, transaction } = portable(w.store);
    await transaction(() => sql().update(t.weddings).set({ published: false }).where(eq(t.weddings.id, w.wedding.id)));
    await photosRepository(w.store).saveSettings(w.wedding.id, { ...DEFAULT_PHOTO_SETTINGS, mode: 'album' });
    expect((await w.visitor.get(poll(w.weddingUrl))).status).toBe(404);
    expect((await w.ownerClient.get(poll(w.weddingUrl))).status).toBe(200);

    await transaction(() => sql().update(t.weddings).set({ published: true }).where(eq(t.weddings.id, w.wedding.id)));
    expect((await w.visitor.get(poll(w.weddingUrl))).status).toBe(200);
    await photosRepository(w.store).saveSettings(w.wedding.id, { ...DEFAULT_PHOTO_SETTINGS, mode: 'dropbox' });
    expect((await w.visitor.get(poll(w.weddingUrl))).status).toBe(404);
    expect((await w.ownerClient.get(poll(w.weddingUrl))).status).toBe(200);
    expect((await w.visitor.get(poll('no-such-wedding'))).status).toBe(404);
  });
});
