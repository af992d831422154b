// Issue 27: each guest's e-mails in their language. Vowly's own words (the card's default texts, its footer,
// the unsubscribe page) come from the catalogues in the guest's language, dates by Intl in the wedding's zone,
// <html lang dir> right (RTL for Arabic); the couple's own texts stay as they typed them.
import { describe, expect, it } from 'vitest';
import type { EmailRow } from '../../../core/db/schema';
import { deliverEmail } from '../domain/deliver';
import type { MailTransport } from '../domain/mail-transport';
import { unsubscribeToken } from '../domain/unsubscribe-token';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { addGuest, createCouple, emailsOf, setGuest } from './helpers';

async function setUp() {
  const t = createTestApp();
  const couple = await createCouple(t.store);
  const withLanguage = async (name: string, email: string, language: string | null) => {
    const guest = await addGuest(t.store, couple.wedding.id, name, email);
    await setGuest(t.store, guest.id, { language });
    return { ...guest, language };
  };
  const lucia = await withLanguage('Lucía Pérez', 'lucia@example.com', 'es');
  const amira = await withLanguage('Amira Haddad', 'amira@example.com', 'ar');
  const ann = await withLanguage('Ann Lee', 'ann@example.com', null);
  return { ...t, couple, lucia, amira, ann, owner: client(t.app, couple.cookie), visitor: client(t.app) };
}

/** The pipeline's last step: what the transport is handed. */
function recordingTransport() {
  const sent: EmailRow[] = [];
  const transport: MailTransport = {
    name: 'outbox',
    async send(email) {
      sent.push(email);
      return {};
    },
  };
  return { sent, transport };
}

describe("guest e-mails in the guest's language (issue 27)", () => {
  it('an invitation goes out in Spanish, Arabic (right to left) and English, the couple’s own message as typed', async () => {
    const t = await setUp();
    expect((await t.owner.patch('/api/v1/invite', { product: 'invite', message: 'Con todo nuestro cariño' })).status).toBe(200);
    const res = await t.owner.patch('/api/v1/send-invite', { guestIds: [t.lucia.id, t.amira.id, t.ann.id], mode: 'invite' });
    expect(res.status).toBe(200);
    const { sent, transport } = recordingTransport();
    for (const row of await emailsOf(t.store, t.couple.wedding.id)) expect(await deliverEmail(t.store, transport, row.id)).toBe('sent');
    const to = (address: string) => sent.find((email) => email.to === address)!;

    const es = to('lucia@example.com');
    expect(es.subject).toBe('Estás invitado: Amelia & Jonah');
    expect(es.html).toContain('<html lang="es" dir="ltr">');
    expect(es.html).toContain('Junto con sus familias');
    // 2026-06-14T23:00Z is 4 PM in Los Angeles, the wedding's zone.
    expect(es.html).toContain('domingo, 14 de junio de 2026 a las 16:00');
    expect(es.html).toContain('Con todo nuestro cariño');
    expect(es.html).toContain('Recibes este correo porque Amelia &amp; Jonah te añadieron a su lista de invitados.');
    expect(es.html).toContain('>Darse de baja</a>');
    expect(es.html).not.toContain('Together with their families');
    expect(es.text).toContain(`Darse de baja: http://localhost/unsubscribe?token=${unsubscribeToken(t.config, t.lucia)}`);

    const ar = to('amira@example.com');
    expect(ar.subject).toBe('أنتم مدعوون: Amelia & Jonah');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain('بمشاركة عائلتيهما');
    expect(ar.html).toContain('Con todo nuestro cariño');
    expect(ar.html).toContain('>إلغاء الاشتراك</a>');
    expect(ar.text).toContain('تصلكم هذه الرسالة لأن Amelia & Jonah أضافاكم إلى قائمة ضيوفهما.');

    // A guest without a language gets the wedding's (English): exactly the words of before.
    const en = to('ann@example.com');
    expect(en.subject).toBe("You're invited: Amelia & Jonah");
    expect(en.html).toContain('<html lang="en" dir="ltr">');
    expect(en.html).toContain('Sunday, June 14th, 2026 at 4:00 PM');
    expect(en.html).toContain('You are receiving this because Amelia &amp; Jonah added you to their guest list.');
  });

  it('a save-the-date in Spanish names the date in Spanish; its unsubscribe page answers in the guest’s language', async () => {
    const t = await setUp();
    expect((await t.owner.patch('/api/v1/send-invite', { guestIds: [t.lucia.id, t.amira.id], mode: 'savethedate' })).status).toBe(200);
    const rows = await emailsOf(t.store, t.couple.wedding.id);
    const es = rows.find((row) => row.to === 'lucia@example.com')!;
    expect(es.subject).toBe('Reserva la fecha: Amelia & Jonah');
    expect(es.html).toContain('domingo, 14 de junio de 2026');
    expect(es.html).toContain('¡Nos casamos! Por favor, reserva la fecha.');

    const page = await t.visitor.get(`/unsubscribe?token=${unsubscribeToken(t.config, t.lucia)}`);
    const html = await page.text();
    expect(html).toContain('<html lang="es" dir="ltr">');
    expect(html).toContain('¿Dejar de enviar a l***@example.com correos sobre la boda de Amelia &amp; Jonah?');
    const arabic = await (await t.visitor.get(`/unsubscribe?token=${unsubscribeToken(t.config, t.amira)}`)).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('هل تريد إيقاف رسائل زفاف Amelia &amp; Jonah إلى a***@example.com؟');
    // ?lang= wins (a guest who reads another language); an unknown link is answered in the browser's language.
    expect(await (await t.visitor.get(`/unsubscribe?token=${unsubscribeToken(t.config, t.amira)}&lang=fr`)).text()).toContain(
      'Ne plus envoyer à a***@example.com d’e-mails sur le mariage de Amelia &amp; Jonah ?',
    );
    const done = await t.visitor.form(`/unsubscribe?token=${unsubscribeToken(t.config, t.lucia)}`, {});
    expect(done.status).toBe(303);
    const confirm = await (await t.visitor.get(done.headers.get('location')!)).text();
    expect(confirm).toContain('No recibirás más correos sobre la boda de Amelia &amp; Jonah a través de Vowly.');
  });
});
