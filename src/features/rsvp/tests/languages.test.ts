import { describe, expect, it } from 'vitest';
import { rsvpWedding } from './helpers';

// The RSVP without JavaScript in the guest's language (issue 27): Spanish and Arabic (right to left), the find form,
// the answer form with its errors (plus-one included), the thanks, every address keeping the language.
describe('/{weddingUrl}/rsvp in the guest’s language, without JavaScript', () => {
  it('runs the whole RSVP in Spanish, its errors included', async () => {
    const w = await rsvpWedding();
    const jose = await w.addGuest({ name: 'Jose Garcia', household: 'Garcias', plusOneAllowed: true });
    const maria = await w.addGuest({ name: 'Maria Garcia', household: 'Garcias' });
    const meal = await w.addQuestion({ label: 'Meal', kind: 'choice', options: ['Fish', 'Veggie'], required: true });

    const page = await (await w.visitor.get(`/${w.weddingUrl}/rsvp?lang=es`)).text();
    expect(page).toContain('<html lang="es" dir="ltr">');
    expect(page).toContain('Buscar mi invitación');
    expect(page).toContain(`action="/${w.weddingUrl}/rsvp/find?lang=es"`);

    const empty = await w.visitor.form(`/${w.weddingUrl}/rsvp/find?lang=es`, { name: '' });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Escribe tu nombre completo');

    const find = await w.visitor.form(`/${w.weddingUrl}/rsvp/find?lang=es`, { name: 'Jose Garcia' });
    const link = find.headers.get('location')!;
    expect(link).toBe(`/${w.weddingUrl}/rsvp?token=${encodeURIComponent(w.tokenOf(jose))}&lang=es`);
    const form = await (await w.visitor.get(link)).text();
    expect(form).toContain('¿Asistirás?');
    expect(form).toContain('¿Vienes con acompañante?');
    expect(form).toContain('Enviar confirmación');

    const refused = await w.visitor.form(`/${w.weddingUrl}/rsvp?lang=es`, {
      token: w.tokenOf(jose),
      [`status.${jose.id}`]: 'Accepted',
      [`plusOne.${jose.id}`]: 'yes',
      [`plusOneName.${jose.id}`]: '',
    });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain('Dinos si Maria Garcia podrá venir');
    expect(again).toContain('Escribe el nombre del acompañante de Jose Garcia');
    expect(again).toContain('Responde, por favor: Meal');
    expect(again).not.toContain('Please tell us');

    const sent = await w.visitor.form(`/${w.weddingUrl}/rsvp?lang=es`, {
      token: w.tokenOf(jose),
      [`status.${jose.id}`]: 'Accepted',
      [`plusOne.${jose.id}`]: 'yes',
      [`plusOneName.${jose.id}`]: 'Luz Ortega',
      [`answer.${meal.id}.${jose.id}`]: 'Fish',
      [`plusOneAnswer.${meal.id}.${jose.id}`]: 'Veggie',
      [`status.${maria.id}`]: 'Declined',
    });
    expect(sent.status).toBe(303);
    const thanks = sent.headers.get('location')!;
    expect(thanks).toContain('&lang=es');
    const done = await (await w.visitor.get(thanks)).text();
    expect(done).toContain('¡Gracias!');
    expect(done).toContain('Hemos recibido tu confirmación. ¡Estamos deseando celebrarlo contigo!');
    expect(done).toContain('con Luz Ortega');
  });

  it('writes the RSVP right to left in Arabic, with its errors in Arabic', async () => {
    const w = await rsvpWedding();
    const layla = await w.addGuest({ name: 'Layla Haddad', household: 'Haddads' });
    const page = await (await w.visitor.get(`/${w.weddingUrl}/rsvp?lang=ar`)).text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('ابحث عن دعوتي');
    // The way back to the site points right, where a right-to-left reader goes back.
    expect(page).toMatch(/<nav class="w-nav" aria-label="الزفاف"><ul><li><a href="[^"]*">→ /);
    const nobody = await w.visitor.form(`/${w.weddingUrl}/rsvp/find?lang=ar`, { name: 'Nobody Known' });
    expect(await nobody.text()).toContain('لم نعثر على دعوة بهذا الاسم');
    const refused = await w.visitor.form(`/${w.weddingUrl}/rsvp?lang=ar`, { token: w.tokenOf(layla) });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('يُرجى إخبارنا إن كان Layla Haddad سيحضر');
  });
});
