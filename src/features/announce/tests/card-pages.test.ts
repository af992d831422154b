import { describe, expect, it } from 'vitest';
import { rsvpToken } from '../../guests/domain/rsvp-link';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { addGuest, createCouple, emailsOf, setGuest } from '../../email/tests/helpers';

async function setUp() {
  const t = createTestApp();
  const couple = await createCouple(t.store);
  const api = client(t.app, couple.cookie);
  const ann = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
  const { invite } = await (await api.patch('/api/v1/invite', { product: 'invite', design: 'elegant', heading: 'Please join us <b>' })).json();
  return { ...t, couple, api, ann, inviteId: invite._id as string };
}

describe('/invite/{id} and /savethedate/{id}', () => {
  it("opened from a guest's e-mail, the invitation's RSVP button is that guest's personal link", async () => {
    const t = await setUp();
    await t.api.patch('/api/v1/send-invite', { guestIds: [t.ann.id], mode: 'invite' });
    const emailHtml = (await emailsOf(t.store, t.couple.wedding.id))[0]!.html;
    const pageLink = emailHtml.match(/href="http:\/\/localhost(\/invite\/[^"]+)"/)![1]!.replaceAll('&amp;', '&');
    const token = rsvpToken(t.config, t.ann);
    expect(pageLink).toBe(`/invite/${t.inviteId}?guest=${token}`);

    const res = await t.app.request(pageLink);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-personal="true"');
    expect(html).toContain(`href="http://localhost/${t.couple.weddingUrl}/rsvp?token=${token}"`);
    expect(html).toContain('Please join us &lt;b&gt;');
    expect(html).toContain('Amelia &amp; Jonah');
    expect(html).not.toContain('View this invitation online');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('noindex');
  });

  it('without a valid guest token the RSVP button is the plain RSVP page', async () => {
    const t = await setUp();
    const other = await createCouple(t.store);
    const stranger = await addGuest(t.store, other.wedding.id, 'Stranger', 's@example.com');
    for (const query of ['', '?guest=nonsense', `?guest=${t.ann.id}.${'0'.repeat(32)}`, `?guest=${rsvpToken(t.config, stranger)}`]) {
      const html = await (await t.app.request(`/invite/${t.inviteId}${query}`)).text();
      expect(html, query).toContain('data-personal="false"');
      expect(html).toContain(`href="http://localhost/${t.couple.weddingUrl}/rsvp"`);
      expect(html).not.toContain('rsvp?token=');
    }
  });

  it('the save-the-date page links to the website; unknown ids are 404', async () => {
    const t = await setUp();
    const html = await (await t.app.request(`/savethedate/${t.inviteId}`)).text();
    expect(html).toContain('Save the Date');
    expect(html).toContain(`href="http://localhost/${t.couple.weddingUrl}"`);
    expect((await t.app.request('/invite/nosuchinvite')).status).toBe(404);
    expect((await t.app.request('/savethedate/nosuchinvite')).status).toBe(404);
  });

  it("opens in the guest's language (issue 27): Spanish from their link, Arabic right to left by ?lang=", async () => {
    const t = await setUp();
    await setGuest(t.store, t.ann.id, { language: 'es' });
    const token = rsvpToken(t.config, t.ann);
    const spanish = await (await t.app.request(`/invite/${t.inviteId}?guest=${token}`)).text();
    expect(spanish).toContain('<html lang="es" dir="ltr">');
    expect(spanish).toContain('domingo, 14 de junio de 2026 a las 16:00');
    expect(spanish).toContain('Please join us &lt;b&gt;'); // the couple's heading as they wrote it
    expect(spanish).toContain('Añadir a tu calendario');
    const arabic = await (await t.app.request(`/invite/${t.inviteId}?guest=${token}&lang=ar`)).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('تأكيد الحضور');
    // Anyone else: the browser's language among the wedding's (English only here), so English.
    const anonymous = await (await t.app.request(`/invite/${t.inviteId}`, { headers: { 'accept-language': 'es' } })).text();
    expect(anonymous).toContain('<html lang="en" dir="ltr">');
  });
});
