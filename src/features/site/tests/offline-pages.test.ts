// Issue 22 item 15: /rsvp-offline and /wedding-offline, reached from a couple's site (?w=), are in
// that wedding's design with the couple's names and lead back to their site; without a known
// wedding, or for a protected site the visitor may not see, they stay Vowly's plain pages.
import { describe, expect, it } from 'vitest';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';

describe('offline pages in the couple’s design', () => {
  it('/rsvp-offline?w= (where a closed RSVP leads) shows the couple’s names and links back to their site', async () => {
    const w = await coupleWedding({ content: { ourStoryComment: 'Met at a bookshop' } });
    expect((await w.ownerClient.patch('/api/v1/rsvp/settings', { rsvpOpen: false })).status).toBe(200);
    const closed = await w.visitor.get(`/${w.weddingUrl}/rsvp`);
    expect(closed.headers.get('location')).toBe(`/rsvp-offline?w=${w.weddingUrl}`);
    for (const kind of ['rsvp', 'wedding']) {
      const res = await w.visitor.get(`/${kind}-offline?w=${w.weddingUrl}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<div class="wsite rsvp-site offline-site" data-theme=/);
      expect(html).toMatch(/<h1 class="w-names[^"]*">Ana &amp; Jo<\/h1>/);
      expect(html).toContain(`<a class="w-button offline__back" href="/${w.weddingUrl}">Back to Ana &amp; Jo’s site</a>`);
      expect(html).toContain(kind === 'rsvp' ? 'RSVP is closed' : 'This wedding site is offline');
      expect(html).not.toContain('bookshop');
    }
  });

  it('stay plain for no wedding, an unknown one, or a protected site without its pass', async () => {
    const w = await coupleWedding({ weddingUrl: 'hidden-pair', content: { enablePassword: true, websitePassword: 'open sesame' } });
    for (const path of [
      '/rsvp-offline',
      '/rsvp-offline?w=nobody-here',
      '/rsvp-offline?w=%3Cscript%3E',
      '/rsvp-offline?w=hidden-pair',
      '/wedding-offline?w=hidden-pair',
    ]) {
      const html = await (await w.visitor.get(path)).text();
      expect(html, path).not.toContain('Ana');
      expect(html, path).toContain('Go to the home page');
    }
    expect((await w.visitor.form('/password/hidden-pair', { password: 'open sesame' })).status).toBe(303);
    expect(await (await w.visitor.get('/rsvp-offline?w=hidden-pair')).text()).toContain('Back to Ana &amp; Jo’s site');
  });
});
