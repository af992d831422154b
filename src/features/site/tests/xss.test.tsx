import { beforeEach, describe, expect, it } from 'vitest';
import { parseWeddingContent, weddingContentPatchSchema, type WeddingContent } from '../../../shared/wedding';
import { weddingPageCache } from '../routes/page-cache';
import { createTestApp } from '../../../../tests/helpers/app';
import { createWedding, fullContentInput, renderSite, siteData } from './fixtures';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</title><script>alert(1)</script>',
  '</style><script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
];

/** Every text field the record accepts a payload into (names, headings, comments, tiles, password …). */
function textFieldsAccepting(payload: string): string[] {
  const shape = weddingContentPatchSchema.shape as Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown } }>;
  return Object.keys(shape).filter((field) => {
    const result = shape[field]!.safeParse(payload);
    return result.success && result.data === payload;
  });
}

function hostileContent(payload: string): WeddingContent {
  const fields = textFieldsAccepting(payload);
  const input: Record<string, unknown> = { ...fullContentInput(), dateFormat: 'No date' };
  for (const field of fields) input[field] = payload;
  input.tasks = [
    { time: payload, title: payload, text: payload, isHeading: false },
    { title: payload, isHeading: true },
  ];
  input.weddingParty = [{ id: 'member01', name: payload, caption: payload, image: '' }];
  input.pageOrder = (input.pageOrder as unknown[]).map((entry) => ({ ...(entry as object), render: true }));
  return parseWeddingContent(input);
}

/** No payload survives as markup: every < of theirs is escaped (or, in island JSON, \u003c). */
function expectInert(html: string) {
  for (const marker of ['<script>alert', '<img src=x', '<svg onload', 'onerror=alert(1)>', '</title><script>', '</style><script>']) {
    expect(html, marker).not.toContain(marker);
  }
  // No tag carries an event handler attribute (quoted values, where escaped payloads live, removed first).
  for (const [tag] of html.matchAll(/<[a-z][\w-]*(?:[^>"']|"[^"]*"|'[^']*')*>/gi)) {
    expect(tag.replace(/"[^"]*"|'[^']*'/g, '""'), tag).not.toMatch(/\son[a-z]+\s*=/i);
  }
}

/** What React writes for a text: & < > " ' escaped. */
function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

describe('user text is inert', () => {
  it('covers the text fields of the record', () => {
    const fields = textFieldsAccepting(PAYLOADS[0]!);
    for (const field of [
      'brideGroomOneName',
      'weddingHeader',
      'weddingLocation',
      'ourStoryComment',
      'customSixHeading',
      'rsvpMiniButtonLabel',
      'infoTilethreeText',
      'fancyCardAddress',
      'displayedDate',
    ]) {
      expect(fields).toContain(field);
    }
    expect(fields.length).toBeGreaterThan(40);
  });

  it.each(PAYLOADS)('in every section: %s', (payload) => {
    const content = hostileContent(payload);
    const html = renderSite(siteData(content));
    expectInert(html);
    // The text is there, escaped, not dropped.
    expect(html).toContain(escaped(payload));
  });

  describe('in the whole page, head and island props included', () => {
    let t: ReturnType<typeof createTestApp>;
    beforeEach(() => {
      t = createTestApp();
      weddingPageCache.clear();
    });

    it.each(PAYLOADS)('%s', async (payload) => {
      const slug = `xss-${PAYLOADS.indexOf(payload)}`;
      const content = hostileContent(payload);
      await createWedding(t.store, { weddingUrl: slug, content: { ...content, dateFormat: 'yyyy-MM-dd' } });
      const res = await t.app.request(`/${slug}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expectInert(html);
      expect(html).toMatch(/<title>[^<]*· Vowly<\/title>/);
      // Island props: JSON with every < escaped.
      for (const [, json] of html.matchAll(/<script type="application\/json"[^>]*>([^<]*)<\/script>/g)) {
        expect(json).not.toContain('<');
      }
    });
  });

  it('links that are not http(s) never become hrefs, even if stored', () => {
    const content = {
      ...parseWeddingContent(fullContentInput()),
      googleMapsLink: 'javascript:alert(1)',
      customEightLink: 'data:text/html,<script>alert(1)</script>',
      customNineLink: 'vbscript:x',
    };
    const html = renderSite(siteData(content));
    expect(html).not.toMatch(/href="(javascript|data|vbscript):/);
  });
});
