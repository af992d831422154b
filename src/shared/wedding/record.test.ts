import { describe, expect, expectTypeOf, it } from 'vitest';
import { defaultPageOrder } from './sections';
import { themePalette } from './themes';
import {
  type WeddingContent,
  type WeddingContentPatch,
  defaultWeddingContent,
  parseWeddingContent,
  PRO_ONLY_FIELDS,
  resetColorsToTheme,
  weddingContentPatchSchema,
  weddingContentSchema,
  withoutPrivateFields,
} from './record';

const issuesOf = (body: unknown) => {
  const result = weddingContentPatchSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('weddingContentSchema defaults', () => {
  it('turns {} into a complete record', () => {
    const content = weddingContentSchema.parse({});
    expect(content).toEqual(defaultWeddingContent());
    expect(content).toMatchObject({
      joiner: '&',
      mainImgFilter: 'none',
      heroImgFilter: 'none',
      imagesLayout: 'slider',
      customTwoLayout: 'columns',
      dateFormat: 'MMM do yyyy',
      countdownStyle: 'style1',
      rsvpMiniHeading: 'RSVP',
      rsvpMiniButtonLabel: 'RSVP Now',
      infoTileoneTitle: 'After-Party',
      infoTileoneText: 'Join us for drinks and dancing after the reception.',
      infoTiletwoTitle: 'Dress Code',
      infoTiletwoText: 'Cocktail attire is appreciated.',
      infoTilethreeTitle: 'Kids',
      infoTilethreeText: 'Children are welcome. Please include them in your RSVP.',
      enableFooter: true,
      enablePassword: false,
      websitePassword: '',
      images: [],
      customTwoImages: [],
      tasks: [],
      weddingParty: [],
      googleMapsEmbedLink: '',
      mainFont: 'Great Vibes',
    });
    expect(content.pageOrder).toEqual(defaultPageOrder());
  });

  it('starts the section toggles as the default page order renders them', () => {
    const content = defaultWeddingContent();
    const on = Object.entries(content)
      .filter(([k, v]) => k.endsWith('Section') && v === true)
      .map(([k]) => k);
    expect(on.sort()).toEqual(['contentSection', 'imagesSection', 'ourStorySection', 'scheduleSection']);
    expect(content.customFiveSection).toBe(false);
  });

  it('uses the light palette as default colours', () => {
    const content = defaultWeddingContent();
    expect(resetColorsToTheme('light')).toEqual(themePalette('light'));
    for (const [field, value] of Object.entries(themePalette('light'))) expect(content[field as keyof typeof content]).toBe(value);
  });

  it('repairs a damaged stored record field by field', () => {
    const content = parseWeddingContent({
      weddingHeader: 42,
      brideGroomOneName: 'Ana',
      joiner: 'or',
      mainImgFilter: 'darken',
      heroImgFilter: 'weird',
      mainHeadingColor: 'red',
      navColor: 'oklch(40% 0.1 20)',
      ourStoryHeading: 'x'.repeat(300),
      images: ['/uploads/a.webp', 'javascript:alert(1)', ...Array.from({ length: 12 }, (_, i) => `/uploads/${i}.webp`)],
      weddingParty: Array.from({ length: 14 }, (_, i) => ({ id: `member0${i % 10}`, name: `M${i}` })),
      pageOrder: [{ id: 3, title: 'images', sidebarActive: true, render: true }],
      googleMapsEmbedLink: 'https://evil.example/maps/embed',
      mainFont: 'Comic Sans MS',
    });
    expect(content.weddingHeader).toBe('We are getting married');
    expect(content.brideGroomOneName).toBe('Ana');
    expect(content.joiner).toBe('&');
    expect(content.mainImgFilter).toBe('dark');
    expect(content.heroImgFilter).toBe('none');
    expect(content.mainHeadingColor).toBe(themePalette('light').mainHeadingColor);
    expect(content.navColor).toBe('oklch(40% 0.1 20)');
    expect(content.ourStoryHeading).toHaveLength(200);
    expect(content.images).toHaveLength(10);
    expect(content.images).not.toContain('javascript:alert(1)');
    expect(content.weddingParty).toHaveLength(12);
    expect(content.pageOrder[0]).toEqual({ id: 3, title: 'images', sidebarActive: true, render: true });
    expect(content.pageOrder).toHaveLength(20);
    expect(content.googleMapsEmbedLink).toBe('');
    expect(content.mainFont).toBe('Great Vibes');
  });

  it('reads a non-object as the default record', () => {
    expect(parseWeddingContent(null)).toEqual(defaultWeddingContent());
    expect(parseWeddingContent('[]')).toEqual(defaultWeddingContent());
  });
});

describe('weddingContentPatchSchema', () => {
  it('adds no defaults and drops unknown keys', () => {
    expect(weddingContentPatchSchema.parse({})).toEqual({});
    expect(weddingContentPatchSchema.parse({ ourStoryHeading: 'Hi', _id: 'x', weddingUrl: 'y', hacker: true })).toEqual({ ourStoryHeading: 'Hi' });
  });

  it('coerces filters: darken → dark, unknown or blank → none', () => {
    expect(weddingContentPatchSchema.parse({ mainImgFilter: 'darken' }).mainImgFilter).toBe('dark');
    expect(weddingContentPatchSchema.parse({ mainImgFilter: 'weird' }).mainImgFilter).toBe('none');
    expect(weddingContentPatchSchema.parse({ heroImgFilter: '' }).heroImgFilter).toBe('none');
    expect(weddingContentPatchSchema.parse({ heroImgFilter: 'Sepia' }).heroImgFilter).toBe('sepia');
  });

  it('reads form-data booleans', () => {
    expect(weddingContentPatchSchema.parse({ enableFooter: 'false', textWhite: 'on', customOneSection: 'true' })).toEqual({
      enableFooter: false,
      textWhite: true,
      customOneSection: true,
    });
    expect(issuesOf({ enableFooter: 'maybe' })).toHaveLength(1);
  });

  it('rejects 11 gallery images with the spec message', () => {
    const images = Array.from({ length: 11 }, (_, i) => `/uploads/w/${i}.webp`);
    expect(issuesOf({ images })).toEqual(['images: limit of 10 images']);
    expect(issuesOf({ customTwoImages: images.join(',') })).toEqual(['customTwoImages: limit of 10 images']);
    expect(issuesOf({ images: images.slice(0, 10) })).toEqual([]);
  });

  it('rejects image addresses that are not ours or http(s)', () => {
    expect(issuesOf({ images: ['javascript:alert(1)'] })).toHaveLength(1);
    expect(issuesOf({ mainImg: '/uploads/../secret' })).toHaveLength(1);
    expect(issuesOf({ mainImg: '/etc/passwd' })).toHaveLength(1);
    expect(weddingContentPatchSchema.parse({ mainImg: '' })).toEqual({ mainImg: '' });
  });

  it('rejects 13 party members with the spec message', () => {
    const weddingParty = Array.from({ length: 13 }, (_, i) => ({ id: `abcdefg${i % 10}`, name: `M${i}`, caption: '', image: '' }));
    expect(issuesOf({ weddingParty })).toEqual(['weddingParty: Wedding party limited to 12 members']);
    expect(issuesOf({ weddingParty: JSON.stringify(weddingParty) })).toEqual(['weddingParty: Wedding party limited to 12 members']);
  });

  it('rejects 21 schedule items', () => {
    const tasks = Array.from({ length: 21 }, () => ({ time: '', title: 'x', text: '', isHeading: false }));
    expect(issuesOf({ tasks })).toEqual(['tasks: Schedule limited to 20 items']);
  });

  it('rejects invalid colours with a clear message and keeps valid ones', () => {
    expect(issuesOf({ navColor: '#ff0000' })).toEqual(['navColor: Colours must be OKLCH values like oklch(62.5% 0.2 260)']);
    expect(weddingContentPatchSchema.parse({ navColor: 'oklch(62.5% 0.2 260)' })).toEqual({ navColor: 'oklch(62.5% 0.2 260)' });
  });

  it('rejects values outside the allowed sets and over-long text', () => {
    expect(issuesOf({ joiner: 'or' })).toHaveLength(1);
    expect(issuesOf({ imagesLayout: 'grid' })).toHaveLength(1);
    expect(issuesOf({ dividerStyle: 'fancyThree' })).toHaveLength(1);
    expect(issuesOf({ dateFormat: 'No date' })).toEqual([]);
    expect(issuesOf({ dateFormat: '' })).toEqual([]);
    expect(issuesOf({ ourStoryHeading: 'x'.repeat(201) })).toEqual(['ourStoryHeading: Must be at most 200 characters']);
    expect(issuesOf({ mainFont: 'Comic Sans MS' })).toEqual(['mainFont: Unknown font']);
  });

  it('accepts only Google Maps embed addresses for the map', () => {
    const ok = ['https://www.google.com/maps/embed?pb=!1m18!1m12', 'https://maps.google.com/maps?q=Napa&t=&z=13&ie=UTF8&iwloc=&output=embed', ''];
    for (const link of ok) expect(issuesOf({ googleMapsEmbedLink: link }), link).toEqual([]);
    const bad = [
      'http://www.google.com/maps/embed?pb=1',
      'https://www.google.com.evil.example/maps/embed?pb=1',
      'https://evil.example/?u=https://www.google.com/maps/embed',
      'https://www.google.com/maps/place/Napa',
      'https://maps.google.com/maps?q=Napa',
      'javascript:alert(1)',
    ];
    for (const link of bad) {
      expect(issuesOf({ googleMapsEmbedLink: link })[0], link).toMatch(/^googleMapsEmbedLink: Invalid Google Maps Link/);
    }
  });

  it('takes the src out of a pasted iframe snippet', () => {
    const snippet = '<iframe src="https://www.google.com/maps/embed?pb=!1m18&amp;x=1" width="600" height="450"></iframe>';
    expect(weddingContentPatchSchema.parse({ googleMapsEmbedLink: snippet })).toEqual({
      googleMapsEmbedLink: 'https://www.google.com/maps/embed?pb=!1m18&x=1',
    });
  });

  it('takes http(s) links only for the maps and external links', () => {
    expect(weddingContentPatchSchema.parse({ googleMapsLink: ' https://maps.app.goo.gl/abc ' })).toEqual({ googleMapsLink: 'https://maps.app.goo.gl/abc' });
    expect(issuesOf({ customEightLink: 'javascript:alert(1)' })).toEqual(['customEightLink: Must be valid URL']);
    expect(issuesOf({ customNineLink: 'ftp://x.example' })).toEqual(['customNineLink: Must be valid URL']);
  });

  it('normalizes a page order sent as JSON text', () => {
    const body = { pageOrder: JSON.stringify([{ id: 12, title: 'customFive', sidebarActive: true, render: true }]) };
    const { pageOrder } = weddingContentPatchSchema.parse(body);
    expect(pageOrder).toHaveLength(20);
    expect(pageOrder![0]).toEqual({ id: 12, title: 'customFive', sidebarActive: true, render: true });
    expect(issuesOf({ pageOrder: '{not json' })).toEqual(['pageOrder: Page order must be a list of sections']);
  });
});

describe('Pro and private fields', () => {
  it('lists the Pro-only fields', () => {
    expect(PRO_ONLY_FIELDS).toEqual(expect.arrayContaining(['enablePassword', 'websitePassword', 'enableFooter', 'googleMapsEmbedLink', 'customFiveSection']));
  });

  it('keeps the website password away from visitors', () => {
    const content = parseWeddingContent({ websitePassword: 'secret' });
    expect(withoutPrivateFields(content)).not.toHaveProperty('websitePassword');
  });
});

describe('types', () => {
  it('keeps each field typed', () => {
    expectTypeOf<WeddingContent['joiner']>().toEqualTypeOf<'and' | '+' | '&'>();
    expectTypeOf<WeddingContent['mainImgFilter']>().toEqualTypeOf<'none' | 'grayscale' | 'sepia' | 'dark'>();
    expectTypeOf<WeddingContent['enableFooter']>().toEqualTypeOf<boolean>();
    expectTypeOf<WeddingContent['images']>().toEqualTypeOf<string[]>();
    expectTypeOf<WeddingContent['pageOrder'][number]['title']>().toEqualTypeOf<import('./sections').SectionKey>();
    expectTypeOf<WeddingContentPatch['tasks']>().toEqualTypeOf<WeddingContent['tasks'] | undefined>();
  });
});
