// Issue 27: the guests' photo pages in the guest's language: the share page's island (its server-rendered words and
// the messages it gets), the no-JavaScript post's refusals and thanks, the live slideshow and the pages' titles,
// the report's thanks. Spanish, and Arabic right to left.
import { describe, expect, it } from 'vitest';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { client } from '../../../../tests/helpers/http';
import { photosRepository } from '../domain/repository';
import { DEFAULT_PHOTO_SETTINGS } from '../domain/settings';
import { phoneJpeg, postMultipart } from './helpers';

/** The island's props as the page carries them (escaped JSON beside its markup). */
function islandProps(html: string, island: string): { lang: string; messages: Record<string, string> } {
  const match = new RegExp(`data-island="${island}"[\\s\\S]*?<script type="application/json"[^>]*>([\\s\\S]*?)</script>`).exec(html);
  return JSON.parse(match![1]!.replaceAll('\\u003c', '<'));
}

describe('the photo pages in the guest’s language', () => {
  it('the share page in Spanish: its words, title and island messages; the no-JS post’s refusal and thanks', async () => {
    const w = await coupleWedding({ weddingUrl: 'fotos-es' });
    const page = await (await w.visitor.get(`/${w.weddingUrl}/photos/add?lang=es`)).text();
    expect(page).toContain('<html lang="es" dir="ltr">');
    expect(page).toMatch(/<title>Comparte tus fotos · /);
    for (const words of ['Tu nombre', 'Tus fotos', 'Compartir fotos']) expect(page).toContain(words);
    expect(page).not.toContain('Share photos');
    expect(page).toContain(`action="/${w.weddingUrl}/photos/add?lang=es"`);
    const props = islandProps(page, 'PhotoUpload');
    expect(props.lang).toBe('es');
    expect(props.messages['photos.upload.retry']).toBe('Reintentar');
    // Only what the island writes travels with it.
    expect(Object.keys(props.messages).every((key) => /^(photos\.upload\.|photos\.error\.|gate\.throttled)/.test(key))).toBe(true);

    const noName = await postMultipart(w.app, w.visitor, `/${w.weddingUrl}/photos/add?lang=es`, [{ name: 'file', file: await phoneJpeg(), filename: 'a.jpg' }]);
    expect(noName.status).toBe(400);
    expect(await noName.text()).toContain('Escribe tu nombre');
    const shared = await postMultipart(w.app, w.visitor, `/${w.weddingUrl}/photos/add?lang=es`, [
      { name: 'name', value: 'Lola' },
      { name: 'file', file: await phoneJpeg(), filename: 'a.jpg' },
    ]);
    expect(shared.status).toBe(200);
    expect(await shared.text()).toContain('1 foto compartida: ¡gracias!');
  });

  it('in Arabic: a refusal naming its limit, the live slideshow right to left, the album’s title', async () => {
    const w = await coupleWedding({ weddingUrl: 'fotos-ar' });
    await photosRepository(w.store).saveSettings(w.wedding.id, { ...DEFAULT_PHOTO_SETTINGS, moderation: 'post', perGuestLimit: 1 });
    const parts = async () => [
      { name: 'name', value: 'سلمى' },
      { name: 'file', file: await phoneJpeg(), filename: 'a.jpg' },
    ];
    expect((await postMultipart(w.app, w.visitor, `/${w.weddingUrl}/photos/add?lang=ar`, await parts())).status).toBe(200);
    const limited = await postMultipart(w.app, w.visitor, `/${w.weddingUrl}/photos/add?lang=ar`, await parts());
    expect(limited.status).toBe(429);
    const refused = await limited.text();
    expect(refused).toContain('<html lang="ar" dir="rtl">');
    expect(refused).toContain('لقد شاركت الحد الأقصى المسموح به من الصور (1)');
    // The API keeps its English msg, with the code and the limit the island writes it from.
    const api = await postMultipart(w.app, w.visitor, `/api/v1/public/${w.weddingUrl}/photos`, await parts());
    expect(await api.json()).toMatchObject({ code: 'photos.guest-limit', limit: 1, msg: 'You have shared the most photos allowed (1)' });

    const live = await (await w.visitor.get(`/${w.weddingUrl}/photos/live?lang=ar`)).text();
    expect(live).toContain('<html lang="ar" dir="rtl">');
    expect(live).toMatch(/<title>عرض الصور المباشر · /);
    expect(live).toContain('إيقاف مؤقت');
    expect(live).toContain('alt="شاركها سلمى"');
    expect(islandProps(live, 'PhotoSlideshow').messages['photos.live.play']).toBe('تشغيل');
    expect(await (await w.visitor.get(`/${w.weddingUrl}/photos?lang=ar`)).text()).toMatch(/<title>صور الضيوف · /);
  });

  it('the report’s thanks come back in the album’s language', async () => {
    const w = await coupleWedding({ weddingUrl: 'fotos-report' });
    await photosRepository(w.store).saveSettings(w.wedding.id, { ...DEFAULT_PHOTO_SETTINGS, moderation: 'post' });
    const res = await postMultipart(w.app, w.visitor, `/api/v1/public/${w.weddingUrl}/photos`, [
      { name: 'name', value: 'Eva' },
      { name: 'file', file: await phoneJpeg(), filename: 'a.jpg' },
    ]);
    const { photo } = (await res.json()) as { photo: { _id: string } };
    const guest = client(w.app);
    const album = await (await guest.get(`/${w.weddingUrl}/photos?lang=es`)).text();
    expect(album).toContain(`action="/${w.weddingUrl}/photos/${photo._id}/report?lang=es"`);
    expect(album).toContain(`href="/${w.weddingUrl}/photos/add?lang=es"`);
    const reported = await guest.form(`/${w.weddingUrl}/photos/${photo._id}/report?lang=es`, {});
    expect([reported.status, reported.headers.get('location')]).toEqual([303, `/${w.weddingUrl}/photos?lang=es`]);
    expect(await (await guest.get(`/${w.weddingUrl}/photos?lang=es`)).text()).toContain('Gracias. La foto queda oculta hasta que la pareja la revise.');
  });
});
