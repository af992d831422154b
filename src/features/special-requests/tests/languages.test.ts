// Issue 27: the questions page in the guest's language, end to end without JavaScript: the page, its errors, the
// answers stored, the thanks. Spanish from the guest's own language, Arabic (right to left) from ?lang=, and a
// new visitor's form in Spanish is refused with Spanish errors.
import { eq } from 'drizzle-orm';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { describe, expect, it } from 'vitest';
import { specialWedding } from './helpers';

const { answers, emails, guests } = engineTables();

describe('the questions page in the guest’s language (issue 27)', () => {
  it('Spanish by the guest’s language and Arabic by ?lang=: the form, its errors and the thanks', async () => {
    const w = await specialWedding();
    const lucia = await w.addGuest({ name: 'Lucía Pérez', email: 'lucia@example.com' });
    await w.transaction(() => w.sql().update(guests).set({ language: 'es' }).where(eq(guests.id, lucia.id)));
    const diet = await w.addQuestion({ label: 'Any dietary needs?', required: true });
    const meal = await w.addQuestion({ label: 'Meal', kind: 'choice', options: ['Fish', 'Veggie'] });
    const token = encodeURIComponent(w.tokenOf(lucia));

    const page = await (await w.visitor.get(`/questions/${w.weddingUrl}?token=${token}`)).text();
    expect(page).toContain('<html lang="es" dir="ltr">');
    expect(page).toContain('Hola, Lucía Pérez');
    expect(page).toContain('Nos encantaría saber un poco más antes del gran día.');
    expect(page).toContain('Enviar mis respuestas');
    expect(page).toContain('<input type="hidden" name="lang" value="es"/>');

    // The couple's question labels stay as they wrote them; Vowly's words around them are Spanish.
    const refused = await w.visitor.form(`/questions/${w.weddingUrl}`, {
      token: w.tokenOf(lucia),
      lang: 'es',
      [`answer.${diet.id}`]: ' ',
      [`answer.${meal.id}`]: 'Steak',
    });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain('<html lang="es" dir="ltr">');
    expect(again).toContain('Por favor, responde: Any dietary needs?');
    expect(again).toContain('Por favor, elige una de las opciones');
    expect(again).not.toContain('Please answer');
    expect(await w.sql().select().from(answers).where(eq(answers.guestId, lucia.id))).toHaveLength(0);

    const sent = await w.visitor.form(`/questions/${w.weddingUrl}`, {
      token: w.tokenOf(lucia),
      lang: 'ar',
      [`answer.${diet.id}`]: 'Sin gluten',
      [`answer.${meal.id}`]: 'Fish',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/questions/${w.weddingUrl}/submitted?token=${token}&lang=ar`);
    const thanks = await (await w.visitor.get(sent.headers.get('location')!)).text();
    expect(thanks).toContain('<html lang="ar" dir="rtl">');
    expect(thanks).toContain('شكرًا لك! وصلتنا إجاباتك.');
    expect(thanks).toContain('Sin gluten');
    expect(thanks).toContain('تغيير إجاباتي');

    const arabic = await (await w.visitor.get(`/questions/${w.weddingUrl}?token=${token}&lang=ar`)).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('مرحبًا يا Lucía Pérez');
    const refusedAr = await w.visitor.form(`/questions/${w.weddingUrl}`, { token: w.tokenOf(lucia), lang: 'ar', [`answer.${diet.id}`]: '' });
    expect(refusedAr.status).toBe(400);
    expect(await refusedAr.text()).toContain('يرجى الإجابة عن: Any dietary needs?');
  });

  it('a new visitor’s form in Spanish (?lang=es) is refused with Spanish errors', async () => {
    const w = await specialWedding();
    const song = await w.addQuestion({ label: 'A song for the dance floor?', required: true });
    const res = await w.visitor.form(`/questions/${w.weddingUrl}/new?lang=es`, { name: '', email: 'not-an-email', [`answer.${song.id}`]: '' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Responde con tu nombre y tu correo');
    expect(html).toContain('Por favor, escribe tu nombre completo');
    expect(html).toContain('Por favor, escribe un correo electrónico válido');
    expect(html).toContain('Por favor, responde: A song for the dance floor?');
  });

  it('the questions e-mail is in the guest’s language: Arabic right to left, the couple’s questions as written', async () => {
    const w = await specialWedding({ role: 'userPaid' });
    const amira = await w.addGuest({ name: 'Amira Haddad', email: 'amira@example.com' });
    await w.transaction(() => w.sql().update(guests).set({ language: 'ar' }).where(eq(guests.id, amira.id)));
    await w.addQuestion({ label: 'Any dietary needs?' });
    expect((await w.ownerClient.post('/api/v1/special-requests/send', { guestIds: [amira.id], requestId: 'req-lang-0001' })).status).toBe(200);
    const [mail] = await w.sql().select().from(emails).where(eq(emails.guestId, amira.id));
    expect(mail!.subject).toBe('Ana & Jo: بضعة أسئلة لك');
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.html).toContain('بضعة أسئلة لك');
    expect(mail!.html).toContain('Any dietary needs?');
    expect(mail!.text).toContain(`أجب عن الأسئلة: http://localhost/questions/${w.weddingUrl}?token=`);
  });
});
