import { describe, expect, it } from 'vitest';
import { siteLanguages } from '../i18n/site-languages';
import { readSiteLanguages, siteLanguagesSchema } from './languages';
import { contentTextLimit, localizeContent, parseWeddingContent, translatableContentFields, weddingContentPatchSchema } from './record';
import { localizedText, localizeRecord, mergeTranslations } from './translations';

const patchIssue = (body: unknown) => {
  const result = weddingContentPatchSchema.safeParse(body);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('the wedding’s languages', () => {
  it('takes the default first and the others, refusing unknown, repeated and none', () => {
    expect(siteLanguagesSchema.parse(['es', 'en', 'ar'])).toEqual(['es', 'en', 'ar']);
    expect(siteLanguagesSchema.parse('fr,en')).toEqual(['fr', 'en']);
    expect(siteLanguagesSchema.safeParse(['en', 'xx']).error?.issues[0]?.message).toMatch(/Languages must be among: en, es, fr, de, it, pt, ar/);
    expect(siteLanguagesSchema.safeParse(['en', 'en']).error?.issues[0]?.message).toBe('Each language can be chosen once');
    expect(siteLanguagesSchema.safeParse([]).error?.issues[0]?.message).toBe('Choose at least one language');
  });

  it('reads a stored list leniently: unknown and repeated dropped, English when nothing is left', () => {
    expect(readSiteLanguages(['fr', 'xx', 'fr', 'ar'])).toEqual(['fr', 'ar']);
    expect(readSiteLanguages(null)).toEqual(['en']);
    expect(readSiteLanguages(['zz'])).toEqual(['en']);
  });

  it('siteLanguages(wedding) answers the stored languages, the default first, English for a wedding without any', () => {
    expect(siteLanguages({ languages: ['es', 'en', 'ar'] })).toEqual({ defaultLanguage: 'es', languages: ['es', 'en', 'ar'] });
    expect(siteLanguages({})).toEqual({ defaultLanguage: 'en', languages: ['en'] });
  });
});

describe('translations in the page content', () => {
  it('offers every text field but the password, and the schedule’s and party’s texts', () => {
    const fields = translatableContentFields();
    expect(fields).toEqual(
      expect.arrayContaining([
        'weddingHeader',
        'ourStoryHeading',
        'ourStoryComment',
        'customOneComment',
        'customEightComment',
        'rsvpMiniButtonLabel',
        'infoTiletwoText',
      ]),
    );
    expect(fields).not.toContain('websitePassword');
    expect(fields).not.toContain('mainImg');
    expect(fields).not.toContain('joiner');
    expect(contentTextLimit('ourStoryHeading')).toBe(200);
    expect(contentTextLimit('tasks.3.title')).toBe(200);
    expect(contentTextLimit('weddingParty.abcdEFGH.caption')).toBe(200);
    // A schedule item by its id (issue 27); a number is an older place, re-keyed by id when read.
    expect(contentTextLimit('tasks.tk3x9qa2m.title')).toBe(200);
    expect(contentTextLimit('tasks.20.title')).toBeUndefined();
    expect(contentTextLimit('tasks.no%id.title')).toBeUndefined();
    expect(contentTextLimit('tasks.0.isHeading')).toBeUndefined();
    expect(contentTextLimit('websitePassword')).toBeUndefined();
    expect(contentTextLimit('constructor')).toBeUndefined();
  });

  it('a save refuses a translation of a text the page does not have, an unknown language and an over-long text', () => {
    expect(patchIssue({ translations: { es: { ourStoryHeading: 'Nuestra historia' } } })).toBeNull();
    expect(patchIssue({ translations: { es: { noSuchField: 'x' } } })).toBe('There is no text "noSuchField" to translate');
    expect(patchIssue({ translations: { es: { websitePassword: 'secreto' } } })).toBe('There is no text "websitePassword" to translate');
    expect(patchIssue({ translations: { xx: { ourStoryHeading: 'x' } } })).toMatch(/Languages must be among/);
    expect(patchIssue({ translations: { es: { ourStoryHeading: 'x'.repeat(201) } } })).toMatch(/200/);
    expect(patchIssue({ translations: { es: { ourStoryHeading: 3 } } })).toBe('Translations must be texts by language');
    // Form data sends the map as JSON text.
    expect(weddingContentPatchSchema.parse({ translations: '{"fr":{"ourStoryHeading":"Notre histoire","weddingHeader":" "}}' }).translations).toEqual({
      fr: { ourStoryHeading: 'Notre histoire' },
    });
  });

  it('reads a stored map leniently: unknown languages and texts, empty texts and translations of gone items dropped', () => {
    const content = parseWeddingContent({
      tasks: [{ time: '4 pm', title: 'Ceremony', text: '' }],
      translations: {
        es: { ourStoryHeading: 'Nuestra historia', nothing: 'x', weddingHeader: '', 'tasks.0.title': 'Ceremonia', 'tasks.4.title': 'Cena' },
        xx: { ourStoryHeading: 'y' },
        fr: { ourStoryHeading: 42 },
      },
    });
    // The stored item had no id: named by its place (t0), its translation re-keyed to it; place 4 has no item.
    expect(content.tasks[0]!.id).toBe('t0');
    expect(content.translations).toEqual({ es: { ourStoryHeading: 'Nuestra historia', 'tasks.t0.title': 'Ceremonia' } });
    expect(parseWeddingContent({ translations: 'not json' }).translations).toEqual({});
  });

  it('localizeContent shows each translated text in the language and the default text where there is none', () => {
    const content = parseWeddingContent({
      ourStoryHeading: 'Our Story',
      ourStoryComment: 'We met in Lisbon.',
      tasks: [{ time: '4 pm', title: 'Ceremony', text: 'In the garden' }],
      weddingParty: [{ id: 'abcdEFGH', name: 'Maya', caption: 'Maid of honour', image: '' }],
      translations: { es: { ourStoryHeading: 'Nuestra historia', 'tasks.0.title': 'Ceremonia', 'weddingParty.abcdEFGH.caption': 'Dama de honor' } },
    });
    const es = localizeContent(content, 'es');
    expect(es.ourStoryHeading).toBe('Nuestra historia');
    expect(es.ourStoryComment).toBe('We met in Lisbon.');
    expect(es.tasks[0]).toEqual({ id: 't0', time: '4 pm', title: 'Ceremonia', text: 'In the garden', isHeading: false });
    expect(es.weddingParty[0]!.caption).toBe('Dama de honor');
    expect(es.weddingParty[0]!.name).toBe('Maya');
    // The default and an untranslated language read the couple's own texts; the record is not changed.
    expect(localizeContent(content, 'fr').ourStoryHeading).toBe('Our Story');
    expect(localizeContent(content, undefined).ourStoryHeading).toBe('Our Story');
    expect(content.ourStoryHeading).toBe('Our Story');
  });

  it('localizedText and localizeRecord serve the other records (events, questions) the same way', () => {
    const translations = { ar: { title: 'الحفل', 'options.1': 'سمك' } };
    expect(localizedText('Ceremony', translations, 'ar', 'title')).toBe('الحفل');
    expect(localizedText('Ceremony', translations, 'es', 'title')).toBe('Ceremony');
    expect(localizeRecord({ title: 'Ceremony', options: ['Meat', 'Fish'] }, 'ar', translations)).toEqual({ title: 'الحفل', options: ['Meat', 'سمك'] });
  });

  it('a save’s languages replace those languages’ translations and keep the others', () => {
    expect(mergeTranslations({ es: { a: '1' }, fr: { a: '2' } }, { es: { b: '3' }, fr: {} })).toEqual({ es: { b: '3' } });
  });
});
