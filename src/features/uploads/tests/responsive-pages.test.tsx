// sqlite-only: its cost is rendering the site with image sets (five of its six tests read no database; 25 s on SQLite, 10 s on PostgreSQL at load 27-29); arranged through the store, it passes on both

import { beforeEach, describe, expect, it } from 'vitest';
import { responsiveImage } from '../../../shared/images/responsive';
import { parseWeddingContent } from '../../../shared/wedding';
import { weddingPageCache } from '../../site/routes/page-cache';
import { createTestApp } from '../../../../tests/helpers/app';
import { createWedding, fullContentInput, renderSite, sectionHtml, siteData } from '../../site/tests/fixtures';

/** Every <img> and <source> tag of some markup, as attribute maps (names lower-cased). */
function tags(html: string, name: 'img' | 'source') {
  return [...html.matchAll(new RegExp(`<${name}\\s([^>]*?)/?>`, 'g'))].map((match) =>
    Object.fromEntries([...match[1].matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key.toLowerCase(), value.replace(/&amp;/g, '&')])),
  );
}

const FOLDER = 'vowly/weddings/abcdefgh12345678';
const local = (id: string) => `/uploads/${FOLDER}/${id}/w1600.webp`;
const localSet = (id: string, format: 'webp' | 'avif') => [480, 960, 1600].map((w) => `/uploads/${FOLDER}/${id}/w${w}.${format} ${w}w`).join(', ');
const CLOUD = 'https://res.cloudinary.com/vowly-test/image/upload/';
const cloud = (id: string) => `${CLOUD}v1712/vowly/weddings/abc/${id}.jpg`;
const cloudAt = (id: string, w: number) => `${CLOUD}f_auto,q_auto,c_limit,w_${w}/v1712/vowly/weddings/abc/${id}.jpg`;

function imageContent(image: (id: string) => string) {
  return {
    ...fullContentInput(),
    mainImg: image('hero0001'),
    images: [image('gal00001'), image('gal00002')],
    imagesLayout: 'columns',
    customTwoImages: [image('gal00003')],
    customTwoLayout: 'stacked',
    fixedImg: image('overlay1'),
    weddingParty: [{ id: 'member01', name: 'Clara', caption: '', image: image('party001') }],
  };
}

describe('responsive images on public pages (local image host)', () => {
  const html = renderSite(siteData(parseWeddingContent(imageContent(local))));

  it('every section image has srcset, sizes, width and height, with AVIF sources', () => {
    const cases: [string, string, { width: string; height: string }][] = [
      ['mainPhoto', 'hero0001', { width: '1600', height: '1000' }],
      ['images', 'gal00001', { width: '960', height: '640' }],
      ['customTwo', 'gal00003', { width: '1600', height: '1067' }],
      ['customSix', 'overlay1', { width: '1600', height: '900' }],
      ['weddingParty', 'party001', { width: '480', height: '480' }],
    ];
    for (const [section, id, size] of cases) {
      const markup = sectionHtml(html, section);
      expect(markup, section).not.toBeNull();
      const [img] = tags(markup!, 'img');
      expect(img, section).toMatchObject({
        src: `/uploads/${FOLDER}/${id}/w960.webp`,
        srcset: localSet(id, 'webp'),
        ...size,
      });
      expect(img.sizes, section).toBeTruthy();
      const [source] = tags(markup!, 'source');
      expect(source, section).toMatchObject({ type: 'image/avif', srcset: localSet(id, 'avif'), sizes: img.sizes });
    }
  });

  it('the Design tab hero image stands in for the main photo with the same responsive markup', () => {
    const hero = renderSite(siteData(parseWeddingContent({ ...imageContent(local), mainImg: '', heroImg: local('designhero') })));
    const [img] = tags(sectionHtml(hero, 'mainPhoto')!, 'img');
    expect(img).toMatchObject({ srcset: localSet('designhero', 'webp'), sizes: '100vw', width: '1600', height: '1000' });
  });

  it('the slider gallery (an island) renders the same srcset with width and height', () => {
    const slider = renderSite(siteData(parseWeddingContent({ ...imageContent(local), imagesLayout: 'slider' })));
    const imgs = tags(sectionHtml(slider, 'images')!, 'img');
    expect(imgs).toHaveLength(2);
    expect(imgs[1]).toMatchObject({ srcset: localSet('gal00002', 'webp'), width: '960', height: '640' });
    expect(imgs[1].sizes).toBeTruthy();
  });
});

describe('responsive images on public pages (Cloudinary)', () => {
  it('delivers automatic format and quality at several widths', () => {
    expect(responsiveImage(cloud('x1'))).toEqual({
      src: cloudAt('x1', 960),
      srcSet: `${cloudAt('x1', 480)} 480w, ${cloudAt('x1', 960)} 960w, ${cloudAt('x1', 1600)} 1600w`,
    });
    const html = renderSite(siteData(parseWeddingContent(imageContent(cloud))));
    for (const [section, id] of [
      ['mainPhoto', 'hero0001'],
      ['images', 'gal00001'],
      ['customTwo', 'gal00003'],
      ['customSix', 'overlay1'],
      ['weddingParty', 'party001'],
    ]) {
      const [img] = tags(sectionHtml(html, section)!, 'img');
      expect(img.src, section).toBe(cloudAt(id, 960));
      expect(img.srcset, section).toContain(`${cloudAt(id, 1600)} 1600w`);
      expect(img.width && img.height && img.sizes, section).toBeTruthy();
    }
  });

  it('leaves other addresses as they are (no srcset it cannot honour)', () => {
    expect(responsiveImage('https://images.example.com/a.jpg')).toEqual({ src: 'https://images.example.com/a.jpg' });
  });
});

describe('the served page', () => {
  beforeEach(() => weddingPageCache.clear());

  it('preloads the hero with its srcset and shares the 960 px variant as og:image', async () => {
    const t = createTestApp();
    await createWedding(t.store, { weddingUrl: 'srcset-page', content: imageContent(local) });
    const html = await (await t.app.request('/srcset-page')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = tags(head.replace(/<link /g, '<img '), 'img').find((link) => link.as === 'image');
    expect(preload).toMatchObject({ imagesrcset: localSet('hero0001', 'avif'), imagesizes: '100vw', type: 'image/avif' });
    expect(head).toContain(`<meta property="og:image" content="http://localhost/uploads/${FOLDER}/hero0001/w960.webp"/>`);
  });
});
