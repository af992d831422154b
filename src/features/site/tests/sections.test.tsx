import { describe, expect, it } from 'vitest';
import { translator } from '../../../shared/i18n';
import { parseWeddingContent, SECTION_KEYS, TEXT_SIZE_MIN_REM, TEXT_SIZE_PX, TEXT_SIZES, textSizeCss } from '../../../shared/wedding';
import { HERO_FILTER_CSS } from '../views/sections';
import { allSectionsOrder, fullContent, IMAGE, MAPS_EMBED, renderSite, sectionHtml, siteData } from './fixtures';

const render = (overrides: Record<string, unknown> = {}, site: Parameters<typeof siteData>[1] = {}) => renderSite(siteData(fullContent(overrides), site));

const only = (...keys: string[]) => keys.map((title) => ({ title, sidebarActive: true, render: true }));

const GUEST_PHOTOS = {
  href: '/amelia-and-jonah/photos',
  photos: [
    { src: '/uploads/vowly/photos/w1/p1/w960.webp', sharedBy: 'Bea' },
    { src: '/uploads/vowly/photos/w1/p2/w960.webp', sharedBy: 'Cal' },
  ],
};

describe('a wedding with every section enabled', () => {
  const html = render({}, { guestPhotos: GUEST_PHOTOS });

  it('renders all 20 sections in page order', () => {
    const order = [...html.matchAll(/data-section="([a-zA-Z]+)"/g)].map((m) => m[1]);
    expect(order).toEqual([...SECTION_KEYS]);
  });

  it('opens with the names, date and tagline over the main photo', () => {
    const hero = sectionHtml(html, 'mainPhoto')!;
    expect(hero).toContain('class="w-header__kicker">We are getting married</p>');
    expect(hero).toContain('<h1 class="w-names">Amelia <span class="w-names__joiner">&amp;</span> Jonah</h1>');
    expect(hero).toContain('<time dateTime="2031-06-14T16:00:00.000Z">2031-06-14</time>');
    expect(hero).toContain('Hollowbrook Vineyard');
    expect(hero).toMatch(/<img class="w-hero__img" src="https:\/\/images\.example\.com\/photo-0\.jpg" width="1600" height="1000"/);
  });

  it.each([
    ['ourStory', 'our-story'],
    ['images', 'gallery'],
    ['customTwo', 'gallery-two'],
    ['schedule', 'schedule'],
    ['weddingParty', 'wedding-party'],
    ['content', 'content'],
  ])('gives %s the anchor #%s', (key, anchor) => {
    expect(sectionHtml(html, key)).toContain(`id="${anchor}"`);
  });

  it('renders each section with its content', () => {
    const expectations: Record<string, string[]> = {
      ourStory: ['<h2 class="w-heading__text">How we met</h2>', 'In a bookshop.\nOn a rainy Tuesday.'],
      images: ['data-island="GallerySlider"', 'Favourite moments, photo 4 of 4', 'href="https://images.example.com/photo-4.jpg"'],
      weddingParty: ['Clara', 'Maid of honour', 'photo-8.jpg', 'Marcus', 'Photo coming soon'],
      schedule: ['<li class="w-schedule__heading"><h3>Saturday</h3></li>', '3:30 PM', 'Ceremony', 'In the olive grove'],
      content: ['<h2 class="w-heading__text">A note on gifts</h2><div class="w-divider w-divider--fancyOne"', 'Your presence is enough.'],
      fancyCard: ['The Celebration', 'June 14th', '<address class="w-fancy-card__address">1200 Silverado Trail</address>', 'Garden attire'],
      customOne: ['Travel &amp; Stay', 'Fly into SFO.', 'href="https://maps.google.com/?q=Napa"', 'Open in Google Maps'],
      customTwo: ['w-gallery__columns', 'photo-5.jpg', 'photo-6.jpg'],
      customThree: ['--w-align-section:left', 'Left heading', 'Left text'],
      customFour: ['--w-align-section:right', 'Right heading', 'Right text'],
      customFive: [`<iframe class="w-map" src="${MAPS_EMBED}"`, 'height="500"', 'Find your way', 'Parking on site'],
      customSix: ['w-overlay--darken', 'w-overlay--white', 'photo-7.jpg', 'Forever', 'Starts here'],
      customSeven: ['data-island="Countdown"', 'countdown--boxed', 'Counting down', 'Until we say I do'],
      customEight: ['Registry', 'href="https://registry.example.com/amelia-jonah"', 'rel="noopener noreferrer"'],
      customNine: ['Hotel', 'href="https://hotel.example.com/book"'],
      customTen: ['Things to do', 'Wine tasting'],
      rsvpMini: ['Will you come?', 'Reply by May', '<a class="w-button" href="/amelia-and-jonah/rsvp">Reply now</a>'],
      infoTiles: ['After-Party', 'Join us for drinks and dancing after the reception.', 'Dress Code', 'Kids'],
    };
    for (const [key, fragments] of Object.entries(expectations)) {
      const section = sectionHtml(html, key);
      expect(section, key).not.toBeNull();
      for (const fragment of fragments) expect(section, `${key}: ${fragment}`).toContain(fragment);
    }
  });

  it('shows the footer branding for a free owner', () => {
    expect(html).toContain('Made with Vowly');
  });

  it('builds a menu of every section with a heading in page order, and an RSVP button in the top bar', () => {
    const menu = html.match(/<nav class="w-bar__menu" id="w-menu" aria-label="Sections">([\s\S]*?)<\/nav>/)![1]!;
    expect([...menu.matchAll(/href="#([a-z-]+)"/g)].map((m) => m[1])).toEqual([
      'our-story',
      'gallery',
      'wedding-party',
      'schedule',
      'content',
      'celebration',
      'travel',
      'gallery-two',
      'a-few-words',
      'good-to-know',
      'map',
      'highlight',
      'countdown',
      'link',
      'link-two',
      'more',
      'rsvp',
      'guest-photos',
      'w-menu-closed',
    ]);
    expect(html).toContain('<a class="w-bar__toggle" href="#w-menu" aria-controls="w-menu">');
    expect(html).toContain('<a class="w-button w-bar__rsvp" href="/amelia-and-jonah/rsvp">RSVP</a>');
  });
});

describe('the top bar', () => {
  const menuAnchors = (page: string) => {
    const menu = page.match(/<nav class="w-bar__menu"[^>]*>([\s\S]*?)<\/nav>/);
    return menu ? [...menu[1]!.matchAll(/<li[^>]*><a href="#([a-z-]+)"/g)].map((m) => m[1]) : [];
  };

  it('lists only sections that render: an empty gallery or party is neither on the page nor in the menu', () => {
    const page = render({ images: [], weddingParty: [], pageOrder: only('schedule', 'images', 'weddingParty', 'ourStory', 'customTwo', 'rsvpMini') });
    expect(page).not.toContain('id="gallery"');
    expect(page).not.toContain('id="wedding-party"');
    expect(menuAnchors(page)).toEqual(['schedule', 'our-story', 'gallery-two', 'rsvp']);
    for (const anchor of menuAnchors(page)) expect(page).toContain(`id="${anchor}"`);
  });

  it("names a menu entry by the couple's short heading", () => {
    const page = render({ ourStoryHeading: 'How we met', contentHeading: 'Gifts', pageOrder: only('ourStory', 'content') });
    expect(menuAnchors(page)).toEqual(['our-story', 'content']);
    expect(page).toContain('<a href="#our-story">How we met</a></li><li class="w-bar__item w-bar__item--768"><a href="#content">Gifts</a>');
    // A heading too long for a menu gives way to the section's short name; a blank one keeps the section out.
    const long = render({ ourStoryHeading: 'The long and winding road to us', contentHeading: '  ', pageOrder: only('ourStory', 'content') });
    expect(long).toContain('<a href="#our-story">Our Story</a>');
    expect(menuAnchors(long)).toEqual(['our-story']);
  });

  it('lists every section with a heading (Travel & Stay, the registry link, the RSVP card) less those the couple hid', () => {
    const order = only('customOne', 'customEight', 'infoTiles', 'rsvpMini', 'fancyCard');
    const content = { customOneComment: 'Fly into SFO.', customEightLink: 'https://registry.example.com/a-j', pageOrder: order };
    expect(menuAnchors(render(content))).toEqual(['travel', 'link', 'rsvp', 'celebration']);
    const hidden = render({ ...content, navHidden: ['customEight', 'rsvpMini'] });
    expect(menuAnchors(hidden)).toEqual(['travel', 'celebration']);
    // Hidden from the menu, still on the page.
    expect(hidden).toContain('id="link"');
  });

  it('hides the RSVP button while RSVP is closed, and the bar when nothing is left', () => {
    expect(render({}, { rsvpOpen: false })).not.toContain('w-bar__rsvp');
    expect(render({ pageOrder: only('infoTiles') }, { rsvpOpen: false })).not.toContain('class="w-bar"');
    const rsvpOnly = render({ pageOrder: only('infoTiles') });
    expect(rsvpOnly).toContain('w-bar__rsvp');
    expect(rsvpOnly).not.toContain('w-bar__toggle');
  });
});

describe('page order', () => {
  it('renders only entries with render on, in their stored order', () => {
    const html = render({
      pageOrder: [
        { title: 'content', sidebarActive: true, render: true },
        { title: 'ourStory', sidebarActive: true, render: false },
        { title: 'schedule', sidebarActive: false, render: true },
        { title: 'rsvpMini', sidebarActive: true, render: true },
      ],
    });
    expect([...html.matchAll(/data-section="([a-zA-Z]+)"/g)].map((m) => m[1])).toEqual(['content', 'rsvpMini']);
  });

  it('uses the default order of a new wedding: our story, gallery, schedule, content (each once it has content)', () => {
    const html = renderSite(
      siteData(parseWeddingContent({ images: [IMAGE(1)], tasks: [{ title: 'Ceremony' }], ourStoryComment: 'We met.', contentComment: 'Parking.' })),
    );
    expect([...html.matchAll(/data-section="([a-zA-Z]+)"/g)].map((m) => m[1])).toEqual(['ourStory', 'images', 'schedule', 'content']);
    // Empty, the text sections stay hidden from guests (issue 22 item 12).
    const fresh = renderSite(siteData(parseWeddingContent({ images: [IMAGE(1)], tasks: [{ title: 'Ceremony' }] })));
    expect([...fresh.matchAll(/data-section="([a-zA-Z]+)"/g)].map((m) => m[1])).toEqual(['images', 'schedule']);
    // Without a photo the header sits over the design's drawn hero art, never an empty band.
    expect(html).toMatch(/<div class="w-section w-section--header w-hero--art"><div class="w-art w-art--[a-z]+" aria-hidden="true">/);
    expect(html).toContain('<div class="w-hero__overlay"><header class="w-header">');
  });

  it('puts the header on its own when the main photo is not first', () => {
    const html = render({ pageOrder: only('ourStory', 'mainPhoto') });
    expect(html.indexOf('w-section--header')).toBeLessThan(html.indexOf('data-section="ourStory"'));
    expect(sectionHtml(html, 'mainPhoto')).not.toContain('w-names');
  });
});

describe('hero filters', () => {
  const heroStyle = (overrides: Record<string, unknown>) => {
    const hero = sectionHtml(render({ pageOrder: only('mainPhoto'), ...overrides }), 'mainPhoto')!;
    const img = /<img class="w-hero__img"[^>]*>/.exec(hero)![0];
    return / style="([^"]*)"/.exec(img)?.[1] ?? null;
  };

  it('sepia is sepia at 70 % brightness', () => {
    expect(heroStyle({ mainImgFilter: 'sepia' })).toBe('filter:sepia(100%) brightness(70%)');
  });
  it('grayscale is grayscale at 65 % brightness', () => {
    expect(heroStyle({ mainImgFilter: 'grayscale' })).toBe('filter:grayscale(100%) brightness(65%)');
  });
  it('dark is 75 % brightness', () => {
    expect(heroStyle({ mainImgFilter: 'dark' })).toBe('filter:brightness(75%)');
  });
  it("reads the old 'darken' as dark", () => {
    expect(heroStyle({ mainImgFilter: 'darken' })).toBe('filter:brightness(75%)');
  });
  it.each(['blur', '', '  ', undefined, 42])('treats %j as no filter', (filter) => {
    expect(heroStyle({ mainImgFilter: filter })).toBeNull();
  });
  it('uses the Design tab hero image and its filter when there is no main photo', () => {
    const hero = sectionHtml(render({ pageOrder: only('mainPhoto'), mainImg: '', heroImg: IMAGE(9), heroImgFilter: 'grayscale' }), 'mainPhoto')!;
    expect(hero).toContain('photo-9.jpg');
    expect(hero).toContain(`filter:${HERO_FILTER_CSS.grayscale}`);
  });
  it('puts the names over the Design tab hero when the main photo section does not open the page', () => {
    const html = render({ pageOrder: only('ourStory'), mainImg: IMAGE(1), heroImg: IMAGE(9), heroImgFilter: 'sepia' });
    const top = html.slice(html.indexOf('<main'), html.indexOf('data-section="ourStory"'));
    expect(top).toContain('photo-9.jpg');
    expect(top).not.toContain('photo-1.jpg');
    expect(top).toContain('w-names');
    expect(top).toContain(`filter:${HERO_FILTER_CSS.sepia}`);
    expect(render({ pageOrder: only('ourStory'), heroImg: '' })).toContain('w-section--header');
  });
  it('shows the names without a photo when there is none', () => {
    const hero = sectionHtml(render({ pageOrder: only('mainPhoto'), mainImg: '' }), 'mainPhoto')!;
    expect(hero).toContain('w-hero--plain');
    expect(hero).toContain('class="w-art w-art--');
    expect(hero).not.toContain('<img');
  });
});

describe('text sizes, alignment, dividers and fonts', () => {
  it.each(TEXT_SIZES)('size %s renders as its step of the type scale, clamp(…, …vw, Npx)', (size) => {
    const html = render({ mainSize: size, sectionSize: size, paragraphSize: size, taglineSize: size, dateSize: size });
    for (const name of ['main', 'section', 'paragraph', 'tagline', 'date']) {
      expect(html).toContain(`--w-size-${name}:${textSizeCss(size)}`);
      expect(textSizeCss(size)).toMatch(new RegExp(`^clamp\\(${TEXT_SIZE_MIN_REM[size]}rem, [\\d.]+vw, ${TEXT_SIZE_PX[size]}px\\)$`));
    }
  });

  it('uses the reg/lg/xs/sm defaults of a new wedding', () => {
    const html = renderSite(siteData(parseWeddingContent({})));
    expect(html).toContain('--w-size-main:clamp(2.75rem, 6.67vw, 80px)');
    expect(html).toContain('--w-size-section:clamp(1.875rem, 4.17vw, 50px)');
    expect(html).toContain('--w-size-paragraph:clamp(1rem, 1.67vw, 20px)');
  });

  it('sets the three alignments', () => {
    const html = render({ mainHeadingPosition: 'left', sectionPosition: 'right', paragraphPosition: 'left' });
    expect(html).toContain('--w-align-main:left;--w-align-section:right;--w-align-paragraph:left');
  });

  it.each(['short', 'long', 'fancyOne', 'fancyTwo'])('draws the %s divider under headings', (style) => {
    const section = sectionHtml(render({ dividerStyle: style }), 'ourStory')!;
    expect(section).toContain(`<div class="w-divider w-divider--${style}" aria-hidden="true"></div>`);
  });

  it("draws the design's own divider ornament for basic (the default)", () => {
    const html = render({ dividerStyle: 'basic' });
    const section = sectionHtml(html, 'ourStory')!;
    expect(section).toContain(
      '<div class="w-divider w-divider--basic" aria-hidden="true"><svg class="w-orn w-orn--divider" viewBox="0 0 240 24" aria-hidden="true" focusable="false"><use href="#wo-divider"></use></svg></div>',
    );
    expect(html).toMatch(/<symbol id="wo-divider" viewBox="0 0 240 24"[^>]*><g[^>]*><path d="M/);
  });

  it('draws no divider for none', () => {
    expect(render({ dividerStyle: 'none' })).not.toContain('w-divider');
  });

  it('names the chosen fonts with a fallback', () => {
    const html = render({ mainFont: 'Allura', paragraphFont: 'Montserrat' });
    expect(html).toContain('--w-font-main:&#x27;Allura&#x27;, cursive');
    expect(html).toContain('--w-font-paragraph:&#x27;Montserrat&#x27;, system-ui, sans-serif');
  });
});

describe('dates', () => {
  it("shows no date for 'No date'", () => {
    const html = render({ dateFormat: 'No date', displayedDate: 'Someday' });
    expect(html).not.toContain('w-date');
    expect(html).not.toContain('Someday');
  });

  it('formats in the chosen format and the wedding time zone', () => {
    const html = render({ dateFormat: 'EEEE, MMMM do, yyyy' }, { weddingDate: new Date('2031-06-15T03:00:00Z'), timeZone: 'America/Los_Angeles' });
    expect(html).toContain('>Saturday, June 14th, 2031</time>');
  });

  it('falls back to the displayed date text without a wedding date', () => {
    const html = render({ displayedDate: 'Summer 2031' }, { weddingDate: null });
    expect(html).toContain('<p class="w-date">Summer 2031</p>');
  });

  it('the fancy card falls back to the wedding date', () => {
    expect(sectionHtml(render({ fancyCardDate: '', dateFormat: 'MM/dd/yy' }), 'fancyCard')).toContain('06/14/31');
  });
});

describe('map and links', () => {
  it("shows 'Invalid Google Maps Link' without an embed link in the builder's preview, and guests no map section", () => {
    expect(sectionHtml(render({ googleMapsEmbedLink: '' }), 'customFive')).toBeNull();
    const section = sectionHtml(render({ googleMapsEmbedLink: '' }, { editing: true }), 'customFive')!;
    expect(section).toContain('Invalid Google Maps Link');
    expect(section).not.toContain('<iframe');
  });

  it('never frames an address that is not a Google embed, even if one got stored', () => {
    const content = { ...fullContent(), googleMapsEmbedLink: 'https://evil.example.com/maps/embed' };
    expect(sectionHtml(renderSite(siteData(content)), 'customFive')).toBeNull();
    const section = sectionHtml(renderSite(siteData(content, { editing: true })), 'customFive')!;
    expect(section).toContain('Invalid Google Maps Link');
    expect(section).not.toContain('evil.example.com');
  });

  it("hides 'Open in Google Maps' when there is no maps link", () => {
    const section = sectionHtml(render({ googleMapsLink: '' }), 'customOne')!;
    expect(section).not.toContain('Open in Google Maps');
  });

  it('hides a general link that is not http(s)', () => {
    const content = { ...fullContent(), customEightLink: 'javascript:alert(1)', customNineLink: '' };
    const html = renderSite(siteData(content));
    expect(sectionHtml(html, 'customEight')).not.toContain('<a');
    expect(sectionHtml(html, 'customNine')).not.toContain('<a');
    expect(html).not.toContain('javascript:');
  });
});

describe('wedding party', () => {
  it('is hidden when empty', () => {
    expect(sectionHtml(render({ weddingParty: [] }), 'weddingParty')).toBeNull();
  });

  it('is hidden when no member has a photo, name or caption', () => {
    expect(sectionHtml(render({ weddingParty: [{ name: ' ', caption: '', image: '' }] }), 'weddingParty')).toBeNull();
  });

  it("shows 'Photo coming soon' for a member without a photo", () => {
    const section = sectionHtml(render({ weddingParty: [{ name: 'Ana', caption: '', image: '' }] }), 'weddingParty')!;
    // A monogram in the design's avatar frame; screen readers still hear 'Photo coming soon'.
    expect(section).toContain('<span class="w-party__initials" aria-hidden="true">A</span><span class="w-sr-only">Photo coming soon</span>');
    expect(section).toContain('<use href="#wo-avatar">');
    expect(section).toContain('Ana');
  });
});

describe('galleries, schedule and other empty states', () => {
  it('columns and stacked layouts: every photo is a plain link to its large image, opened in a lightbox once hydrated', () => {
    const columns = sectionHtml(render({ imagesLayout: 'columns' }), 'images')!;
    const stacked = sectionHtml(render({ imagesLayout: 'stacked' }), 'images')!;
    expect(columns).toContain('w-gallery__columns');
    expect(stacked).toContain('w-gallery__stack');
    for (const html of [columns, stacked]) {
      expect(html).toContain('<wb-island data-island="GallerySlider"');
      expect(html.match(/<img /g)).toHaveLength(4);
      expect(html.match(/<a class="w-gallery__open" href="https:\/\/images\.example\.com\/photo-\d\.jpg">/g)).toHaveLength(4);
      expect(html).toMatch(/width="\d+" height="\d+"/);
    }
  });

  it('the slider is the GallerySlider island, 3 per view until it measures the screen', () => {
    const section = sectionHtml(render({ imagesLayout: 'slider' }), 'images')!;
    expect(section).toContain('<wb-island data-island="GallerySlider"');
    expect(section).toContain('1–3 of 4');
    // A list of links, with no role that breaks the list (axe: list, scrollable-region-focusable).
    expect(section).not.toContain('role="group"');
    expect(section).toMatch(/<ul class="w-slider__track"><li class="w-slider__slide"><a class="w-gallery__open"/);
  });

  it('defaults the second gallery to columns', () => {
    const section = sectionHtml(render({ customTwoLayout: undefined }), 'customTwo')!;
    expect(section).toContain('w-gallery--columns');
  });

  it('hides galleries without images and an empty schedule', () => {
    const html = render({ images: [], customTwoImages: [], tasks: [] });
    expect(sectionHtml(html, 'images')).toBeNull();
    expect(sectionHtml(html, 'customTwo')).toBeNull();
    expect(sectionHtml(html, 'schedule')).toBeNull();
  });
});

describe('rsvp mini-card and info tiles', () => {
  it("falls back to 'RSVP' and 'RSVP Now' when heading and label are blank", () => {
    const section = sectionHtml(render({ rsvpMiniHeading: '', rsvpMiniButtonLabel: '  ' }), 'rsvpMini')!;
    expect(section).toContain('<h2 class="w-heading__text">RSVP</h2>');
    expect(section).toContain('>RSVP Now</a>');
  });

  it('uses the defaults of a new wedding', () => {
    const content = parseWeddingContent({ pageOrder: only('rsvpMini', 'infoTiles') });
    const html = renderSite(siteData(content));
    expect(sectionHtml(html, 'rsvpMini')).toContain('>RSVP Now</a>');
    expect(sectionHtml(html, 'infoTiles')).toContain('Children are welcome. Please include them in your RSVP.');
    expect(sectionHtml(html, 'infoTiles')).toContain('Cocktail attire is appreciated.');
  });

  it('links to /rsvp when the wedding has no address yet', () => {
    const html = renderSite(siteData(fullContent(), { weddingUrl: null }));
    expect(sectionHtml(html, 'rsvpMini')).toContain('href="/rsvp"');
  });

  it('leaves out blank tiles and hides the section when all are blank', () => {
    const blank = { infoTileoneTitle: '', infoTileoneText: '', infoTiletwoTitle: '', infoTiletwoText: '' };
    expect(sectionHtml(render(blank), 'infoTiles')!.match(/class="w-tile"/g)).toHaveLength(1);
    expect(sectionHtml(render({ ...blank, infoTilethreeTitle: '', infoTilethreeText: '' }), 'infoTiles')).toBeNull();
  });
});

describe('text over image', () => {
  it('without darken and white text has neither class', () => {
    const section = sectionHtml(render({ darkTextOverImg: false, textWhite: false }), 'customSix')!;
    expect(section).not.toContain('w-overlay--darken');
    expect(section).not.toContain('w-overlay--white');
  });

  it('falls back to the default background image, and without any image ignores both checkboxes', () => {
    expect(sectionHtml(render({ fixedImg: '', defaultFixedImg: IMAGE(10) }), 'customSix')).toContain('photo-10.jpg');
    const plain = sectionHtml(render({ fixedImg: '', defaultFixedImg: '' }), 'customSix')!;
    expect(plain).toContain('w-overlay--plain');
    expect(plain).not.toContain('w-overlay--white');
  });
});

describe('footer', () => {
  it('a Pro owner may hide the branding', () => {
    expect(render({ enableFooter: false }, { ownerPro: true })).not.toContain('Made with Vowly');
  });
  it('a free owner keeps it even with the footer switched off', () => {
    expect(render({ enableFooter: false }, { ownerPro: false })).toContain('Made with Vowly');
  });
});

describe('order helpers', () => {
  it('every section key has a rendering test above', () => {
    expect(allSectionsOrder()).toHaveLength(20);
  });
});

describe('guest photos (issue 26)', () => {
  it('shows the newest shared photos, each and a button opening the album', () => {
    const section = sectionHtml(render({}, { guestPhotos: GUEST_PHOTOS }), 'guestPhotos')!;
    expect(section).toContain('id="guest-photos"');
    expect(section).toContain('<h2 class="w-heading__text">Guest photos</h2>');
    expect([...section.matchAll(/<a href="\/amelia-and-jonah\/photos"><img src="([^"]+)"[^>]*alt="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual([
      ['/uploads/vowly/photos/w1/p1/w960.webp', 'Shared by Bea'],
      ['/uploads/vowly/photos/w1/p2/w960.webp', 'Shared by Cal'],
    ]);
    expect(section).toContain('<a class="w-button" href="/amelia-and-jonah/photos">See all the photos</a>');
  });

  it("says who shared each photo in the page's language", () => {
    const section = sectionHtml(render({}, { guestPhotos: GUEST_PHOTOS, i18n: { lang: 'es', t: translator('es') } }), 'guestPhotos')!;
    expect([...section.matchAll(/<img [^>]*alt="([^"]+)"/g)].map((m) => m[1])).toEqual(['Compartida por Bea', 'Compartida por Cal']);
  });
  it('is hidden from guests without photos to show; the preview says what will show', () => {
    expect(sectionHtml(render(), 'guestPhotos')).toBeNull();
    expect(sectionHtml(render({}, { editing: true }), 'guestPhotos')).toContain('The newest photos you share from your guests show here');
  });
});
