import { describe, expect, it } from 'vitest';
import { applyImageOperation, ImageOperationError, readImageOperation } from './image-operations';

const op = (body: Record<string, unknown>) => readImageOperation(body)!;
const u = (n: number) => `/uploads/vowly/weddings/w1/img${n}/w1600.webp`;

describe('image operations on the wedding record', () => {
  it('ignores bodies without an image operation', () => {
    expect(readImageOperation({ ourStoryHeading: 'Hi' })).toBeNull();
  });

  it('sets the hero, main and background images, reporting the replaced file', () => {
    expect(applyImageOperation({ heroImg: u(1) }, op({ asset: u(2), heroImg: 'true' }))).toEqual({
      patch: { heroImg: u(2) },
      removed: [u(1)],
      added: [u(2)],
    });
    expect(applyImageOperation({}, op({ asset: JSON.stringify({ secure_url: u(3) }), fixedImg: true })).patch).toEqual({ fixedImg: u(3) });
  });

  it('adds to a gallery up to 10 and then refuses with the spec text', () => {
    const nine = Array.from({ length: 9 }, (_, i) => u(i));
    const ten = applyImageOperation({ images: nine }, op({ asset: u(9), section: 'imagesSection' }));
    expect(ten.patch.images).toHaveLength(10);
    expect(() => applyImageOperation({ images: ten.patch.images }, op({ asset: u(10), section: 'imagesSection' }))).toThrow('limit of 10 images');
  });

  it('replaces a gallery image in place by target or index', () => {
    const byTarget = applyImageOperation({ customTwoImages: [u(1), u(2)] }, op({ asset: u(3), section: 'customTwoSection', replaceTarget: u(1) }));
    expect(byTarget).toEqual({ patch: { customTwoImages: [u(3), u(2)] }, removed: [u(1)], added: [u(3)] });
    const byIndex = applyImageOperation({ images: [u(1), u(2)] }, op({ asset: u(3), section: 'imagesSection', replaceIndex: '1' }));
    expect(byIndex.patch.images).toEqual([u(1), u(3)]);
    expect(() => applyImageOperation({ images: [u(1)] }, op({ asset: u(3), section: 'imagesSection', replaceTarget: u(9) }))).toThrow(ImageOperationError);
  });

  it('deletes only images the wedding has', () => {
    expect(applyImageOperation({ images: [u(1), u(2)] }, op({ type: 'deleteImage', deleteImage: u(1), section: 'imagesSection' }))).toEqual({
      patch: { images: [u(2)] },
      removed: [u(1)],
      added: [],
    });
    expect(applyImageOperation({ mainImg: u(1) }, op({ type: 'deleteImage', deleteImage: u(1), mainImg: 'true' })).patch).toEqual({ mainImg: '' });
    expect(() => applyImageOperation({ images: [] }, op({ type: 'deleteImage', deleteImage: u(1) }))).toThrow('Unable to delete image');
  });

  it('sets and removes wedding party photos and members', () => {
    const party = [
      { id: 'aaaaaaaa', name: 'Clara', image: u(1) },
      { id: 'bbbbbbbb', name: 'Marc' },
    ];
    const photo = applyImageOperation({ weddingParty: party }, op({ asset: u(2), section: 'weddingParty', itemId: 'bbbbbbbb' }));
    expect(photo.patch.weddingParty?.[1].image).toBe(u(2));
    const removed = applyImageOperation(
      { weddingParty: party },
      op({ type: 'deleteWeddingParty', deleteWeddingPartyId: 'aaaaaaaa', deleteWeddingPartyImage: u(1) }),
    );
    expect(removed).toEqual({ patch: { weddingParty: [party[1]] }, removed: [u(1)], added: [] });
  });
});
