// Issue 27 item 2: the couple's questions and their choices in the wedding's other languages, for the RSVP and the
// special requests alike: saved through the question actions (API and the app's no-JS form, a field per other
// language), shown to a guest reading Spanish or Arabic (the RSVP form and its thanks, the questions page, the
// confirmation e-mail), the default text where none was written; a choice's stored answer stays the default's.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { rsvpWedding } from '../../rsvp/tests/helpers';
import { specialWedding } from '../../special-requests/tests/helpers';

const { answers, emails, questions, weddings } = engineTables();

const meal = { label: 'Meal', kind: 'choice', options: ['Fish', 'Vegetarian'], required: true };
const spanish = { label: 'Menú', 'options.0': 'Pescado', 'options.1': 'Vegetariano' };
const arabic = { label: 'الوجبة', 'options.0': 'سمك' };

async function multilingual() {
  const w = await rsvpWedding();
  await w.transaction(() =>
    w
      .sql()
      .update(weddings)
      .set({ languages: ['en', 'es', 'ar'] })
      .where(eq(weddings.id, w.wedding.id)),
  );
  return w;
}

type Question = { id: string; label: string; options: string[]; translations?: unknown };

describe('RSVP questions in the wedding’s languages', () => {
  it('saves, keeps and replaces per language through the API, and refuses other languages, unknown choices and long texts', async () => {
    const w = await multilingual();
    const created = await w.ownerClient.post('/api/v1/rsvp/questions', { ...meal, translations: { es: spanish, ar: arabic } });
    expect(created.status).toBe(201);
    const { question } = (await created.json()) as { question: Question };
    expect(question.label).toBe('Meal');
    expect(question.options).toEqual(['Fish', 'Vegetarian']);
    expect(question.translations).toEqual({ es: spanish, ar: arabic });

    // Saved without translations: they stay; with Spanish only (choices as a list): Spanish replaced, Arabic kept.
    expect((await w.ownerClient.patch(`/api/v1/rsvp/questions/${question.id}`, { ...meal, required: false })).status).toBe(200);
    const patched = await w.ownerClient.patch(`/api/v1/rsvp/questions/${question.id}`, {
      ...meal,
      translations: { es: { label: 'Comida', options: ['', 'Vegetal'] } },
    });
    expect(((await patched.json()) as { question: Question }).question.translations).toEqual({ es: { label: 'Comida', 'options.1': 'Vegetal' }, ar: arabic });

    const refusals: [unknown, string][] = [
      [{ fr: { label: 'Repas' } }, "Translations can be in your site's other languages only: es, ar"],
      [{ en: { label: 'Meal' } }, "Translations can be in your site's other languages only: es, ar"],
      [{ es: { 'options.2': 'Carne' } }, 'There is no text "options.2" to translate'],
      [{ es: { notes: 'x' } }, 'There is no text "notes" to translate'],
      [{ es: { label: 'x'.repeat(201) } }, 'Must be at most 200 characters'],
    ];
    for (const [translations, msg] of refusals) {
      const res = await w.ownerClient.post('/api/v1/rsvp/questions', { ...meal, translations });
      expect(res.status, JSON.stringify(translations)).toBe(400);
      expect(((await res.json()) as { msg: string }).msg).toContain(msg.replace('Must be at most 200 characters', '200'));
    }
    // A question that is not single choice keeps no translated choices.
    const yesno = await w.ownerClient.post('/api/v1/rsvp/questions', {
      label: 'Dancing?',
      kind: 'yesno',
      translations: { es: { label: '¿Bailas?', 'options.0': 'x' } },
    });
    expect(((await yesno.json()) as { question: Question }).question.translations).toEqual({ es: { label: '¿Bailas?' } });
  });

  it('the app’s question form has a field per other language beside the default and saves them (no JavaScript)', async () => {
    const w = await multilingual();
    const settings = await (await w.ownerClient.get('/app/wedding/edit/rsvp')).text();
    expect(settings).toContain('Question in Spanish');
    expect(settings).toContain('Options in Arabic (single choice)');
    expect(settings).toMatch(/lang="ar" dir="rtl"[^>]*name="translations\.ar\.label"/);

    const added = await w.ownerClient.form('/app/wedding/edit/rsvp/questions', {
      label: 'Meal',
      kind: 'choice',
      options: 'Fish\nVegetarian',
      'translations.es.label': 'Menú',
      'translations.es.options': 'Pescado\nVegetariano',
      'translations.ar.label': '',
      'translations.ar.options': '',
    });
    expect(added.status).toBe(303);
    const [question] = await w.sql().select().from(questions).where(eq(questions.weddingId, w.wedding.id));
    expect(question!.translations).toEqual({ es: spanish });

    // Editing shows the Spanish texts in their fields and the default beside them.
    const edit = await (await w.ownerClient.get(`/app/wedding/edit/rsvp?edit=${question!.id}`)).text();
    expect(edit).toMatch(/name="translations\.es\.label"[^>]*value="Menú"/);
    expect(edit).toContain('English: Meal. Left empty, guests reading Spanish see the English text.');
    expect(edit).toContain('Pescado\nVegetariano</textarea>');
    // The Arabic fields show the English as placeholder, each line isolated so it reads left to right (issue 27).
    expect(edit).toMatch(/placeholder="\u2068Meal\u2069" name="translations\.ar\.label"/);
    expect(edit).toMatch(/name="translations\.ar\.options"[^>]*placeholder="\u2068Fish\u2069\n\u2068Vegetarian\u2069"/);

    // A refused edit shows the page again with what was typed in each language.
    const refused = await w.ownerClient.form(`/app/wedding/edit/rsvp/questions/${question!.id}`, {
      label: 'Meal',
      kind: 'choice',
      options: 'Fish\nVegetarian',
      'translations.es.label': 'Menú del día',
      'translations.es.options': 'Pescado\nVegetariano\nCarne',
    });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain('There is no text &quot;options.2&quot; to translate');
    expect(again).toMatch(/name="translations\.es\.label"[^>]*value="Menú del día"/);
  });

  it('a guest reading Spanish or Arabic sees the question and its choices in their language (form, errors, thanks, e-mail); English the default', async () => {
    const w = await multilingual();
    const jose = await w.addGuest({ name: 'Jose Garcia', household: 'Garcias', email: 'jose@example.com' });
    const { question } = (await (await w.ownerClient.post('/api/v1/rsvp/questions', { ...meal, translations: { es: spanish, ar: arabic } })).json()) as {
      question: Question;
    };
    const token = encodeURIComponent(w.tokenOf(jose));

    const es = await (await w.visitor.get(`/${w.weddingUrl}/rsvp?token=${token}&lang=es`)).text();
    expect(es).toContain('Menú');
    expect(es).toContain('<option value="Fish">Pescado</option>');
    expect(es).toContain('<option value="Vegetarian">Vegetariano</option>');
    const ar = await (await w.visitor.get(`/${w.weddingUrl}/rsvp?token=${token}&lang=ar`)).text();
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('الوجبة');
    expect(ar).toContain('<option value="Fish">سمك</option>');
    // A choice the couple did not translate shows the default.
    expect(ar).toContain('<option value="Vegetarian">Vegetarian</option>');
    const en = await (await w.visitor.get(`/${w.weddingUrl}/rsvp?token=${token}`)).text();
    expect(en).toContain('<option value="Fish">Fish</option>');
    expect(en).not.toContain('>Pescado<');

    // Without JavaScript: the required answer's error names the Spanish label.
    const refused = await w.visitor.form(`/${w.weddingUrl}/rsvp?lang=es`, { token: w.tokenOf(jose), [`status.${jose.id}`]: 'Accepted' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Responde, por favor: Menú');

    const sent = await w.visitor.form(`/${w.weddingUrl}/rsvp?lang=es`, {
      token: w.tokenOf(jose),
      [`status.${jose.id}`]: 'Accepted',
      [`answer.${question.id}.${jose.id}`]: 'Fish',
      email: 'jose@example.com',
    });
    expect(sent.status).toBe(303);
    // Stored as the default's choice, as the couple's lists and the caterer read it.
    expect((await w.sql().select().from(answers).where(eq(answers.guestId, jose.id))).map((a) => a.value)).toEqual(['Fish']);
    const thanks = await (await w.visitor.get(sent.headers.get('location')!)).text();
    expect(thanks).toContain('Menú: Pescado');

    const [mail] = await w.sql().select().from(emails).where(eq(emails.kind, 'rsvp-confirmation'));
    expect(mail!.text).toContain('Menú: Pescado');
    expect(mail!.html).toContain('Pescado');
    expect(mail!.text).not.toContain('Meal');
  });
});

describe('special-request questions in the wedding’s languages', () => {
  it('the questions page shows the Spanish label and choices, its error the Spanish label, and English the default', async () => {
    const w = await specialWedding();
    await w.transaction(() =>
      w
        .sql()
        .update(weddings)
        .set({ languages: ['en', 'es'] })
        .where(eq(weddings.id, w.wedding.id)),
    );
    const lucia = await w.addGuest({ name: 'Lucía Pérez', email: 'lucia@example.com' });
    const created = await w.ownerClient.post('/api/v1/special-requests/questions', { ...meal, translations: { es: spanish } });
    expect(created.status).toBe(201);
    const { question } = (await created.json()) as { question: Question };
    const token = encodeURIComponent(w.tokenOf(lucia));

    const page = await (await w.visitor.get(`/questions/${w.weddingUrl}?token=${token}&lang=es`)).text();
    expect(page).toContain('Menú');
    expect(page).toContain('<option value="Vegetarian">Vegetariano</option>');
    const refused = await w.visitor.form(`/questions/${w.weddingUrl}`, { token: w.tokenOf(lucia), lang: 'es', [`answer.${question.id}`]: '' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Por favor, responde: Menú');
    const sent = await w.visitor.form(`/questions/${w.weddingUrl}`, { token: w.tokenOf(lucia), lang: 'es', [`answer.${question.id}`]: 'Vegetarian' });
    expect(sent.status).toBe(303);
    const thanks = await (await w.visitor.get(sent.headers.get('location')!)).text();
    expect(thanks).toContain('Menú</strong>: Vegetariano');

    const english = await (await w.visitor.get(`/questions/${w.weddingUrl}?token=${token}&lang=en`)).text();
    expect(english).toMatch(/<option value="Vegetarian"[^>]*>Vegetarian<\/option>/);
    expect(english).not.toContain('>Vegetariano<');
  });
});
