import { describe, expect, it } from 'vitest';
import { criticalStylesheet, FIRST_PAINT_RULES, inlineCriticalCss } from './critical-css';

const CSS = [
  '*,:before{--x:0}',
  'body{margin:0}',
  '.hero{color:red}',
  '.hero .names,.nav .names{font-size:3rem}',
  '.menu.is-open{display:block}',
  '.md\\:flex{display:flex}',
  '.w-\\[10px\\]{width:10px}',
  '[data-theme="garden"]{--bg:green}',
  "[data-theme='night']{--bg:navy}",
  '.card:not(.hidden){opacity:1}',
  '/* a comment { with braces } */',
  '.quote:before{content:"{.absent}"}',
  '@media (min-width:40rem){.hero{padding:2rem}.absent{padding:0}}',
  '@media print{.absent{display:none}}',
  '@supports (color:lab(0% 0 0)){[data-theme="garden"]{--bg:lab(50% 0 0)}}',
  '@font-face{font-family:X;src:url(/x.woff2)}',
  '@keyframes fade{from{opacity:0}to{opacity:1}}',
].join('');

const HTML =
  '<html><head><link rel="stylesheet" href="/assets/entry.css"/></head><body class="page"><div data-theme="garden" class="hero md:flex"><h1 class="names">A &amp; B</h1><span class="quote card w-[10px]">x</span></div><ul class="menu"></ul><script type="module" src="/a.js"></script></body></html>';

describe('critical CSS', () => {
  const used = criticalStylesheet(CSS).usedBy(HTML);

  it('keeps the rules the markup can use, in their order, and the at-rules that hold them', () => {
    expect(used).toBe(
      [
        '*,:before{--x:0}',
        'body{margin:0}',
        '.hero{color:red}',
        '.hero .names,.nav .names{font-size:3rem}',
        '.md\\:flex{display:flex}',
        '.w-\\[10px\\]{width:10px}',
        '[data-theme="garden"]{--bg:green}',
        '.card:not(.hidden){opacity:1}',
        '.quote:before{content:"{.absent}"}',
        '@media (min-width:40rem){.hero{padding:2rem}}',
        '@supports (color:lab(0% 0 0)){[data-theme="garden"]{--bg:lab(50% 0 0)}}',
        '@font-face{font-family:X;src:url(/x.woff2)}',
        '@keyframes fade{from{opacity:0}to{opacity:1}}',
      ].join(''),
    );
  });

  it('drops rules for classes and attribute values the page does not have (a state a script adds, another palette)', () => {
    expect(used).not.toContain('is-open');
    expect(used).not.toContain('night');
    expect(used).not.toContain('@media print');
  });

  it('inlines the used rules in the head and moves the stylesheet link to the end of the body', () => {
    const page = inlineCriticalCss(HTML, new Map([['/assets/entry.css', criticalStylesheet(CSS)]]));
    expect(page).toBe(
      HTML.replace('<link rel="stylesheet" href="/assets/entry.css"/>', `<style data-critical="">${used}</style>`).replace(
        '</body>',
        '<link rel="stylesheet" href="/assets/entry.css"/></body>',
      ),
    );
  });

  it('drops the link from a page that lists it for after-load.ts, which adds it once the page has loaded', () => {
    const listed = HTML.replace(
      '<script type="module" src="/a.js"></script>',
      '<script type="application/json" data-after-load="">{"css":["/assets/entry.css"],"js":["/a.js"]}</script><script type="module" src="/after-load.js"></script>',
    );
    const page = inlineCriticalCss(listed, new Map([['/assets/entry.css', criticalStylesheet(CSS)]]));
    expect(page).toBe(listed.replace('<link rel="stylesheet" href="/assets/entry.css"/>', `<style data-critical="">${used}</style>`));
  });

  it('adds the first-paint-only rules after the used ones on a wedding page (sections below the first one wait until near the screen)', () => {
    const wedding = HTML.replace(
      '<ul class="menu"></ul>',
      '<main class="w-sections"><section class="w-section"></section><section class="w-section"></section></main>',
    );
    const page = inlineCriticalCss(wedding, new Map([['/assets/entry.css', criticalStylesheet(CSS)]]));
    const inlined = page.match(/<style data-critical="">(.*?)<\/style>/)?.[1];
    expect(inlined).toBe(criticalStylesheet(CSS).usedBy(wedding) + FIRST_PAINT_RULES);
    expect(FIRST_PAINT_RULES).toContain('content-visibility:auto');
    // Not in the full stylesheet's copy: the link at the end of <body> is unchanged.
    expect(page).toContain('<link rel="stylesheet" href="/assets/entry.css"/></body>');
    expect(inlineCriticalCss(HTML, new Map([['/assets/entry.css', criticalStylesheet(CSS)]]))).not.toContain('content-visibility');
  });

  it('leaves a page without the stylesheet link as it is', () => {
    const page = '<html><head></head><body></body></html>';
    expect(inlineCriticalCss(page, new Map([['/assets/entry.css', criticalStylesheet(CSS)]]))).toBe(page);
  });
});
