import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { rsvpWedding } from '../../rsvp/tests/helpers';

function cards(html: string) {
  return [...html.matchAll(/<li class="qr-sheet__card" data-household="([^"]+)">([\s\S]*?)<\/li>/g)].map((m) => ({ key: m[1]!, body: m[2]! }));
}

/** Renders a card's SVG with sharp and reads it back with jsQR (a decoder independent of the writer). */
async function decode(cardBody: string): Promise<string | undefined> {
  const svg = /<svg[\s\S]*?<\/svg>/.exec(cardBody)![0];
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .flatten({ background: '#fff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('/app/guest-list/qr', () => {
  it('prints one code per household with its names and personal RSVP link, which opens that household', async () => {
    const w = await rsvpWedding();
    const ana = await w.addGuest({ name: 'Ana Smith', household: 'The Smiths' });
    await w.addGuest({ name: 'Ben Smith', household: 'The Smiths' });
    const solo = await w.addGuest({ name: 'Carla Diaz', plusOneAllowed: true, plusOneName: 'Dan Diaz' });
    const html = await (await w.ownerClient.get('/app/guest-list/qr')).text();
    expect(html).toContain('@media print');
    expect(await (await w.ownerClient.get('/app/guest-list')).text()).toContain('href="/app/guest-list/qr"');
    const found = cards(html);
    expect(found).toHaveLength(2);
    const smiths = found.find((card) => card.body.includes('The Smiths'))!;
    expect(smiths.body).toContain('Ana Smith, Ben Smith');
    expect(smiths.body).toMatch(/<svg[^>]*viewBox="0 0 \d+ \d+"[\s\S]*<path/);
    const smithLink = `http://localhost/${w.weddingUrl}/rsvp?token=${encodeURIComponent(w.tokenOf(ana))}`;
    expect(smiths.body).toContain(smithLink);
    const diaz = found.find((card) => card.body.includes('Carla Diaz'))!;
    expect(diaz.body).toContain('Carla Diaz, Dan Diaz');
    expect(diaz.body).toContain(`token=${encodeURIComponent(w.tokenOf(solo))}`);
    expect(diaz.body).toContain('<svg');

    expect(await decode(smiths.body)).toBe(smithLink);
    expect(await decode(diaz.body)).toBe(`http://localhost/${w.weddingUrl}/rsvp?token=${encodeURIComponent(w.tokenOf(solo))}`);

    const opened = await (await w.visitor.get(new URL(smithLink).pathname + new URL(smithLink).search)).text();
    expect(opened).toContain('Ben Smith');
  });

  it('is for the owner only', async () => {
    const w = await rsvpWedding();
    await w.addGuest({ name: 'Ana Smith' });
    const other = await createTestUser(w.store, { weddingUrl: 'other-couple' });
    const theirs = await (await client(w.app, other.cookie).get('/app/guest-list/qr')).text();
    expect(theirs).not.toContain('Ana Smith');
    expect(cards(theirs)).toHaveLength(0);
    const anonymous = await w.app.request('/app/guest-list/qr');
    expect(anonymous.status).toBe(302);
  });
});
