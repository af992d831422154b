// Issue 28 item 16: the images uploaded for a password-protected wedding (the local image host,
// /uploads/vowly/weddings/{id}/…) are served only to those who may see the site: a visitor with
// its pass (the password, or a guest's personal link), the couple and admins; cached privately.
// Open weddings' images, and the invitation images the e-mails carry, are unchanged.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROTECTED_MESSAGE } from '../../site/domain/site-access';
import { createTestUser } from '../../../../tests/helpers/auth';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { client } from '../../../../tests/helpers/http';

/** A stored variant as the local image host writes it (the bytes do not matter to the static server). */
function storeImage(uploadsDir: string, folder: string) {
  const file = path.join(uploadsDir, folder, 'img1', 'w1600.webp');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'RIFF0000WEBPVP8 ');
  return `/uploads/${folder}/img1/w1600.webp`;
}

describe('stored images of a password-protected wedding', () => {
  it('are refused to a stranger, whatever the spelling of the path, and served privately to those who may see the site', async () => {
    const w = await coupleWedding({ content: { enablePassword: true, websitePassword: 'open sesame' } });
    const image = storeImage(w.config.uploadsDir, `vowly/weddings/${w.wedding.id}`);
    const spellings = [
      image,
      image.replace('/vowly/', '/vowly//'),
      image.replace('/weddings/', '/%77eddings/'),
      image.replace('/weddings/', '/invites/../weddings/'),
    ];
    for (const probe of spellings) {
      const res = await w.visitor.get(probe);
      expect(res.status, probe).toBe(403);
      expect(await res.json()).toEqual({ msg: PROTECTED_MESSAGE, code: 'site.protected' });
      expect(res.headers.get('cache-control'), probe).toBe('no-store');
    }

    const withPassword = client(w.app);
    expect((await withPassword.form(`/password/${w.weddingUrl}`, { password: 'open sesame' })).status).toBe(303);
    const guest = client(w.app);
    await guest.get(`/${w.weddingUrl}/rsvp?token=${encodeURIComponent(w.tokenOf(await w.addGuest({ name: 'Ann Lee' })))}`);
    const admin = await createTestUser(w.store, { role: 'admin' });
    for (const [who, visitor] of [
      ['password', withPassword],
      ['personal link', guest],
      ['couple', w.ownerClient],
      ['admin', client(w.app, admin.cookie)],
    ] as const) {
      const res = await visitor.get(image);
      expect(res.status, who).toBe(200);
      expect(res.headers.get('cache-control'), who).toBe('private, max-age=31536000, immutable');
    }
    // Another couple is a stranger here.
    const other = await createTestUser(w.store, { weddingUrl: 'someone-else' });
    expect((await client(w.app, other.cookie).get(image)).status).toBe(403);
  });

  it('leave open weddings and the invitation images (sent in e-mails) public', async () => {
    const open = await coupleWedding({ weddingUrl: 'open-couple' });
    const openImage = storeImage(open.config.uploadsDir, `vowly/weddings/${open.wedding.id}`);
    const res = await open.visitor.get(openImage);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const guarded = await coupleWedding({ app: open, weddingUrl: 'guarded-couple', content: { enablePassword: true, websitePassword: 'x1' } });
    const card = storeImage(guarded.config.uploadsDir, `vowly/invites/${guarded.wedding.id}`);
    const cardRes = await client(open.app).get(card);
    expect(cardRes.status).toBe(200);
    expect(cardRes.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
