import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/helpers/app';
import { createWedding, fullContentInput, patchStoredContent, writeWeddingRow } from './fixtures';

// The public site in the guest's language (issue 27): <html lang dir>, Vowly's own words from the catalogues, the
// gate and the offline pages, and one cached page per language.
describe('the public site in every language', () => {
  let t: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    t = createTestApp();
  });

  it('writes the page in the language asked for, right to left in Arabic, and keeps it in its links', async () => {
    await createWedding(t.store, { weddingUrl: 'lingua' });
    const english = await (await t.app.request('/lingua')).text();
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('Made with Vowly');
    expect(english).toContain('href="/lingua/rsvp"');

    const spanish = await (await t.app.request('/lingua?lang=es')).text();
    expect(spanish).toContain('<html lang="es" dir="ltr">');
    expect(spanish).toContain('Hecho con Vowly');
    expect(spanish).toContain('>Menú<');
    expect(spanish).toContain('href="/lingua/rsvp?lang=es"');
    expect(spanish).not.toContain('Made with Vowly');

    const arabic = await (await t.app.request('/lingua?lang=ar')).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('صُنع باستخدام Vowly');
    expect(arabic).toContain('تأكيد الحضور');
  });

  it("writes the gallery's words (the slider island's labels and read-outs) in the page's language", async () => {
    await createWedding(t.store, { weddingUrl: 'galeria', content: fullContentInput() });
    const english = await (await t.app.request('/galeria')).text();
    expect(english).toContain('alt="Favourite moments, photo 4 of 4"');
    expect(english).toContain('aria-label="Next photos"');

    const spanish = await (await t.app.request('/galeria?lang=es')).text();
    expect(spanish).toContain('alt="Favourite moments, foto 4 de 4"');
    expect(spanish).toContain('aria-label="Fotos siguientes"');
    expect(spanish).not.toContain('Next photos');
  });

  it('keeps one cached page per language: two languages, two pages, each answering its own ETag with 304', async () => {
    const { wedding } = await createWedding(t.store, { weddingUrl: 'two-tongues', content: { ...fullContentInput(), brideGroomOneName: 'Original' } });
    const en = await t.app.request('/two-tongues');
    const es = await t.app.request('/two-tongues?lang=es');
    const enTag = en.headers.get('etag')!;
    const esTag = es.headers.get('etag')!;
    expect(enTag).toBeTruthy();
    expect(esTag).toBeTruthy();
    expect(esTag).not.toBe(enTag);
    const enHtml = await en.text();
    const esHtml = await es.text();

    // Behind the cache's back: a cached answer still shows the old names, so neither page was rendered again.
    await patchStoredContent(t.store, wedding.id, { brideGroomOneName: 'Sneaky' });
    const enAgain = await t.app.request('/two-tongues');
    const esAgain = await t.app.request('/two-tongues?lang=es');
    expect(await enAgain.text()).toBe(enHtml);
    expect(await esAgain.text()).toBe(esHtml);
    expect(esHtml).toContain('lang="es"');

    const en304 = await t.app.request('/two-tongues', { headers: { 'if-none-match': enTag } });
    const es304 = await t.app.request('/two-tongues?lang=es', { headers: { 'if-none-match': esTag } });
    expect(en304.status).toBe(304);
    expect(es304.status).toBe(304);
    // The other language's ETag is not this page's.
    expect((await t.app.request('/two-tongues?lang=es', { headers: { 'if-none-match': enTag } })).status).toBe(200);
  });

  it('offers a bilingual site by Accept-Language: each browser its cached page (304 each), a switcher and hreflang', async () => {
    const { wedding } = await createWedding(t.store, { weddingUrl: 'bilingual' });
    await writeWeddingRow(t.store, wedding.id, { languages: ['en', 'es'] });
    const asSpanish = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };
    const asGerman = { 'accept-language': 'de-DE,de;q=0.9' };
    const es = await t.app.request('/bilingual', { headers: asSpanish });
    const en = await t.app.request('/bilingual', { headers: asGerman });
    const esHtml = await es.text();
    expect(esHtml).toContain('<html lang="es" dir="ltr">');
    expect(await en.text()).toContain('<html lang="en" dir="ltr">');
    expect(es.headers.get('vary')).toContain('Accept-Language');
    // The switcher and the alternates name both versions; the Spanish page's links keep Spanish.
    expect(esHtml).toContain('href="/bilingual?lang=en"');
    expect(esHtml).toContain('aria-current="true"');
    expect(esHtml).toMatch(/<link rel="alternate" hrefLang="es" href="[^"]*\/bilingual\?lang=es"/);
    expect(esHtml).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]*\/bilingual"/);
    expect(esHtml).toContain('href="/bilingual/rsvp?lang=es"');

    const esTag = es.headers.get('etag')!;
    const enTag = en.headers.get('etag')!;
    expect(esTag).not.toBe(enTag);
    const es304 = await t.app.request('/bilingual', { headers: { ...asSpanish, 'if-none-match': esTag } });
    const en304 = await t.app.request('/bilingual', { headers: { ...asGerman, 'if-none-match': enTag } });
    expect(es304.status).toBe(304);
    expect(en304.status).toBe(304);
    expect(es304.headers.get('vary')).toContain('Accept-Language');
    // A cached answer is the right language's: the German browser still gets English from the cache.
    expect(await (await t.app.request('/bilingual', { headers: asGerman })).text()).toContain('<html lang="en"');
    expect(await (await t.app.request('/bilingual', { headers: asSpanish })).text()).toBe(esHtml);
  });

  it('ignores an unknown ?lang= (the default language, the same cached page)', async () => {
    await createWedding(t.store, { weddingUrl: 'unknown-lang' });
    const plain = await t.app.request('/unknown-lang');
    const odd = await t.app.request('/unknown-lang?lang=xx');
    expect(await odd.text()).toContain('<html lang="en" dir="ltr">');
    expect(odd.headers.get('etag')).toBe(plain.headers.get('etag'));
  });

  describe('the password gate', () => {
    const gated = () =>
      createWedding(t.store, { weddingUrl: 'gated', content: { ...fullContentInput(), enablePassword: true, websitePassword: 'open sesame' } });
    const post = (query: string, password: string) =>
      t.app.request(`/password/gated${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ password }).toString(),
      });

    it('asks in Spanish and refuses a wrong password in Spanish; the right one leads to the Spanish site', async () => {
      await gated();
      const site = await t.app.request('/gated?lang=es');
      expect(site.headers.get('location')).toBe('/password/gated?lang=es');
      const page = await (await t.app.request('/password/gated?lang=es')).text();
      expect(page).toContain('<html lang="es" dir="ltr">');
      expect(page).toContain('Introduce la contraseña de tu invitación para continuar.');
      expect(page).toContain('action="/password/gated?lang=es"');
      const wrong = await post('?lang=es', 'nope');
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain('Revisa la contraseña, por favor');
      const right = await post('?lang=es', 'open sesame');
      expect(right.status).toBe(303);
      expect(right.headers.get('location')).toBe('/gated?lang=es');
    });

    it('asks and refuses in Arabic, right to left; the API keeps the spec’s English message', async () => {
      await gated();
      const page = await (await t.app.request('/password/gated?lang=ar')).text();
      expect(page).toContain('<html lang="ar" dir="rtl">');
      expect(page).toContain('كلمة مرور الموقع');
      const wrong = await post('?lang=ar', 'nope');
      const html = await wrong.text();
      expect(html).toContain('يُرجى التحقق من كلمة المرور');
      expect(html).toContain('role="alert"');
      const api = await t.app.request('/api/v1/private/gated?lang=ar', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'nope' }),
      });
      expect(await api.json()).toEqual({ msg: 'please double check your credentials', code: 'site.wrong-password' });
    });
  });

  it('writes the offline pages in the language asked for', async () => {
    await createWedding(t.store, { weddingUrl: 'offline-fr' });
    const plain = await (await t.app.request('/wedding-offline?lang=fr')).text();
    expect(plain).toContain('<html lang="fr" dir="ltr">');
    expect(plain).toContain('Ce site de mariage est hors ligne');
    const inDesign = await (await t.app.request('/rsvp-offline?w=offline-fr&lang=de')).text();
    expect(inDesign).toContain('Zusagen sind geschlossen');
    expect(inDesign).toContain('href="/offline-fr?lang=de"');
  });
});
