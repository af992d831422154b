// Issue 27 item 2: the cards' own texts in the wedding's other languages. The couple writes each text of the
// save-the-date, the invitation and the reminder per language (PATCH /api/v1/invite and the card editor's no-JS
// form, a group per other language); a guest reading Spanish or Arabic gets the couple's words in their language
// (the e-mail, its subject, the card page, the public JSON), the default text where none was written, and an
// English guest the default. The reminder's message is how the couple words a nudge, so it follows too.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { first, portable } from '../../../core/db/store/portable';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { addGuest, createCouple, emailsOf, setGuest, setWedding } from '../../email/tests/helpers';

const { invites } = engineTables();

const spanish = { subject: 'Nuestra boda', heading: 'Acompáñanos', message: 'Queremos celebrarlo contigo en Napa.' };
const arabic = { heading: 'انضموا إلينا', message: 'نود أن نحتفل معكم' };

async function setUp(languages: string[] = ['en', 'es', 'ar']) {
  const t = createTestApp();
  const couple = await createCouple(t.store);
  await setWedding(t.store, couple.wedding.id, { languages });
  const api = client(t.app, couple.cookie);
  return { ...t, sql: portable(t.store).sql, couple, api };
}

type CardAnswer = {
  invite: { _id: string; fields: Record<string, string>; custom: Record<string, string>; translations: Record<string, Record<string, string>> };
};

async function storedCard(t: Awaited<ReturnType<typeof setUp>>, product: string) {
  const row = first(await t.sql().select().from(invites).where(eq(invites.weddingId, t.couple.wedding.id)))!;
  return (row.fields as Record<string, Record<string, unknown>>)[product];
}

describe('the cards’ texts in the wedding’s languages', () => {
  it('saves, keeps and replaces per language through the API, and refuses other languages, unknown texts and long texts', async () => {
    const t = await setUp();
    const saved = await t.api.patch('/api/v1/invite', { product: 'invite', heading: 'Join us', translations: { es: spanish, ar: arabic } });
    expect(saved.status).toBe(200);
    const { invite } = (await saved.json()) as CardAnswer;
    expect(invite.custom).toEqual({ heading: 'Join us' });
    expect(invite.translations).toEqual({ es: spanish, ar: arabic });
    expect(invite.fields.heading).toBe('Join us');
    const read = (await (await t.api.get('/api/v1/invite/current-invite')).json()) as CardAnswer;
    expect(read.invite.translations).toEqual({ es: spanish, ar: arabic });
    // The other cards are untouched.
    expect((await (await t.api.get('/api/v1/invite/current-savethedate')).json()).invite.translations).toEqual({});

    // Only translations: Spanish replaced (its subject tidied to one line), Arabic kept, the default text kept.
    const replaced = await t.api.patch('/api/v1/invite', { product: 'invite', translations: { es: { subject: '  Ven a\n nuestra boda ' } } });
    expect(replaced.status).toBe(200);
    expect(((await replaced.json()) as CardAnswer).invite.translations).toEqual({ es: { subject: 'Ven a nuestra boda' }, ar: arabic });
    expect(await storedCard(t, 'invite')).toMatchObject({ heading: 'Join us' });
    // A language sent empty is cleared.
    await t.api.patch('/api/v1/invite', { product: 'invite', translations: { es: {} } });
    expect((await storedCard(t, 'invite'))!.translations).toEqual({ ar: arabic });

    const refusals: [unknown, string][] = [
      [{ fr: { heading: 'Rejoignez-nous' } }, "Translations can be in your site's other languages only: es, ar"],
      [{ en: { heading: 'Join us' } }, "Translations can be in your site's other languages only: es, ar"],
      [{ xx: { heading: 'x' } }, 'Languages must be among'],
      [{ es: { design: 'elegant' } }, 'There is no text "design" to translate'],
      [{ es: { subject: 'x'.repeat(151) } }, 'Must be at most 150 characters'],
      [{ es: { heading: 5 } }, 'Translations must be texts by language'],
    ];
    for (const [translations, msg] of refusals) {
      const res = await t.api.patch('/api/v1/invite', { product: 'invite', translations });
      expect(res.status, JSON.stringify(translations)).toBe(400);
      expect(((await res.json()) as { msg: string }).msg).toContain(msg);
    }
    expect((await storedCard(t, 'invite'))!.translations).toEqual({ ar: arabic });

    // A wedding in one language has nothing to translate into.
    const single = await setUp(['en']);
    const refused = await single.api.patch('/api/v1/invite', { product: 'invite', translations: { es: spanish } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ msg: 'Add a language to your site before translating your cards', code: 'card.unknown-language' });
    // …and its editor shows the one group of words, as before.
    const editor = await (await single.api.get('/app/announce/invitations')).text();
    expect(editor).toContain('<legend>Words</legend>');
    expect(editor).not.toContain('translations.');
  });

  it('the card editor has a group per other language beside the default, saves it without JavaScript and shows a refused form again', async () => {
    const t = await setUp();
    const page = await (await t.api.get('/app/announce/invitations')).text();
    expect(page).toContain('<legend>Words in English</legend>');
    expect(page).toContain('In Spanish');
    expect(page).toContain('In Arabic');
    expect(page).toContain('Heading in Spanish');
    expect(page).toMatch(/name="translations\.ar\.message"[^>]*lang="ar" dir="rtl"/);
    // Empty, a language's field shows what its readers get: here Vowly's words in that language.
    expect(page).toMatch(/name="translations\.es\.heading"[^>]*placeholder="Junto con sus familias"/);
    expect(page).not.toContain('translations.en.');
    // The saved card in each language is a link away (the card page; the reminder has none of its own).
    const inviteId = ((await (await t.api.get('/api/v1/invite/current-invite')).json()) as CardAnswer).invite._id;
    expect(page).toContain(`href="http://localhost/invite/${inviteId}?lang=ar"`);
    expect(page).toContain('See the saved card in Arabic');
    expect(await (await t.api.get('/app/announce/reminder')).text()).not.toContain('See the saved card in');

    const form = (fields: Record<string, string>) => t.api.form('/app/announce/invitations', { design: 'elegant', heading: 'Join us', ...fields });
    const saved = await form({ 'translations.es.heading': 'Acompáñanos', 'translations.es.message': '', 'translations.ar.message': 'نود أن نحتفل معكم' });
    expect(saved.status).toBe(303);
    expect(await storedCard(t, 'invite')).toMatchObject({
      heading: 'Join us',
      translations: { es: { heading: 'Acompáñanos' }, ar: { message: 'نود أن نحتفل معكم' } },
    });

    // Saved, the field holds the Spanish text; one left empty shows the couple's own (default) text in grey.
    const edit = await (await t.api.get('/app/announce/invitations')).text();
    expect(edit).toMatch(/name="translations\.es\.heading"[^>]*>Acompáñanos<\/textarea>/);
    expect(edit).toMatch(/name="translations\.ar\.heading"[^>]*placeholder="Join us"/);

    const refused = await form({ 'translations.es.heading': 'Ven', 'translations.es.subject': 'x'.repeat(151) });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain('Must be at most 150 characters');
    expect(again).toMatch(/name="translations\.es\.heading"[^>]*>Ven<\/textarea>/);
    const french = await form({ 'translations.fr.heading': 'Rejoignez-nous' });
    expect(french.status).toBe(400);
    expect(await french.text()).toContain('Translations can be in your site&#x27;s other languages only: es, ar');
    expect((await storedCard(t, 'invite'))!.translations).toEqual({ es: { heading: 'Acompáñanos' }, ar: { message: 'نود أن نحتفل معكم' } });
  });

  it('each guest’s e-mail, card page and card JSON are in their language: Spanish and Arabic translated, English the default', async () => {
    const t = await setUp();
    const ana = await addGuest(t.store, t.couple.wedding.id, 'Ana Ruiz', 'ana@example.com');
    const omar = await addGuest(t.store, t.couple.wedding.id, 'Omar Haddad', 'omar@example.com');
    const ann = await addGuest(t.store, t.couple.wedding.id, 'Ann Lee', 'ann@example.com');
    await setGuest(t.store, ana.id, { language: 'es' });
    await setGuest(t.store, omar.id, { language: 'ar' });
    const { invite } = (await (
      await t.api.patch('/api/v1/invite', { product: 'invite', heading: 'Join us', translations: { es: spanish, ar: arabic } })
    ).json()) as CardAnswer;
    // The reminder's own message (the words of the nudge), per language: the announcement's message.
    await t.api.patch('/api/v1/invite', {
      product: 'reminder',
      message: 'Please tell us by May 1.',
      translations: { es: { message: 'Dinos antes del 1 de mayo.' }, ar: { message: 'أخبرونا قبل الأول من مايو' } },
    });
    await t.api.patch('/api/v1/invite', { product: 'savethedate', translations: { es: { message: 'Guarda el 14 de junio.' } } });

    // One guest at a time (three of three guests at once would be the day's one bulk send).
    for (const mode of ['invite', 'reminder', 'savethedate'])
      for (const guest of [ana, omar, ann]) expect((await t.api.patch('/api/v1/send-invite', { guestIds: [guest.id], mode })).status).toBe(200);
    const mails = await emailsOf(t.store, t.couple.wedding.id);
    const mail = (to: string, kind: string) => mails.find((m) => m.to === to && m.kind === kind)!;

    const es = mail('ana@example.com', 'invite');
    expect(es.subject).toBe('Nuestra boda');
    expect(es.html).toContain('<html lang="es" dir="ltr"');
    expect(es.html).toContain('Acompáñanos');
    expect(es.html).toContain('Queremos celebrarlo contigo en Napa.');
    expect(es.html).toContain('Confirmar asistencia'); // no Spanish button text written: Vowly's words in Spanish
    expect(es.text).toContain('Acompáñanos');
    const ar = mail('omar@example.com', 'invite');
    expect(ar.html).toContain('<html lang="ar" dir="rtl"');
    expect(ar.html).toContain('انضموا إلينا');
    expect(ar.html).toContain('نود أن نحتفل معكم');
    // No Arabic subject written (nor a default one): Vowly's subject in Arabic.
    expect(ar.subject).toBe('أنتم مدعوون: Amelia & Jonah');
    const en = mail('ann@example.com', 'invite');
    expect(en.subject).toBe("You're invited: Amelia & Jonah");
    expect(en.html).toContain('<html lang="en" dir="ltr"');
    expect(en.html).toContain('Join us');
    expect(en.html).not.toContain('Acompáñanos');

    expect(mail('ana@example.com', 'reminder').html).toContain('Dinos antes del 1 de mayo.');
    expect(mail('omar@example.com', 'reminder').html).toContain('أخبرونا قبل الأول من مايو');
    expect(mail('ann@example.com', 'reminder').html).toContain('Please tell us by May 1.');
    expect(mail('ana@example.com', 'savethedate').html).toContain('Guarda el 14 de junio.');
    // Arabic has no save-the-date message of the couple's: Vowly's default in Arabic, not the Spanish one.
    expect(mail('omar@example.com', 'savethedate').html).not.toContain('Guarda el 14 de junio.');

    // The card page and the public JSON read the same way.
    const pageEs = await (await t.app.request(`/invite/${invite._id}?lang=es`)).text();
    expect(pageEs).toContain('Acompáñanos');
    const pageAr = await (await t.app.request(`/invite/${invite._id}?lang=ar`)).text();
    expect(pageAr).toContain('<html lang="ar" dir="rtl">');
    expect(pageAr).toContain('انضموا إلينا');
    expect(await (await t.app.request(`/invite/${invite._id}`)).text()).toContain('Join us');
    const json = (await (await t.app.request(`/api/v1/public/invite/${invite._id}`, { headers: { 'accept-language': 'es' } })).json()) as CardAnswer;
    expect(json.invite.fields.heading).toBe('Acompáñanos');

    // A language the couple no longer offers: its stored texts are not sent.
    await setWedding(t.store, t.couple.wedding.id, { languages: ['en', 'ar'] });
    expect(await (await t.app.request(`/invite/${invite._id}?lang=es`)).text()).not.toContain('Acompáñanos');
  });
});
