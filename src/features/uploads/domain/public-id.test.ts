// Cloudinary's public id of a delivery address (issue 29 item 7): what deleting an image asks
// Cloudinary to destroy, through transformations, versions and extensions.
import { describe, expect, it } from 'vitest';
import { cloudinaryPublicId } from './public-id';

describe('cloudinaryPublicId', () => {
  it('skips the transformations and the version, and drops the extension', () => {
    const base = 'https://res.cloudinary.com/demo/image/upload';
    expect(cloudinaryPublicId(`${base}/v1712345678/vowly/weddings/w1/abc123.jpg`)).toBe('vowly/weddings/w1/abc123');
    expect(cloudinaryPublicId(`${base}/c_fill,w_800/q_auto,f_auto/v12/vowly/invites/w1/x_y.webp`)).toBe('vowly/invites/w1/x_y');
    expect(cloudinaryPublicId(`${base}/vowly/photos/w1/p1`)).toBe('vowly/photos/w1/p1');
  });

  it('has none for an address that is not Cloudinary’s delivery', () => {
    expect(cloudinaryPublicId('https://example.com/photo.jpg')).toBeUndefined();
    expect(cloudinaryPublicId('/uploads/vowly/weddings/w1/abc/full.webp')).toBeUndefined();
  });
});
