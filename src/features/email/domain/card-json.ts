import type { Wedding } from '../../weddings';
import { defaultCardTexts, resolveCardTexts, type CardTexts } from './card-content';
import { cardPageUrl } from './card-links';
import { designOf, storedCardOf, type InviteRow } from './invite-store';
import { designsFor, type CardProductKey } from './products';

/**
 * A card as GET /invite/current-{product} and PATCH /invite return it: the design, the texts as
 * guests will read them (`fields`), what the couple changed (`custom`), the defaults, the image.
 */
export function cardJson(row: InviteRow, product: CardProductKey, wedding: Wedding, origin: string) {
  const custom = storedCardOf(row, product);
  const { design: _design, ...customTexts } = custom;
  const fields: CardTexts = resolveCardTexts(product, wedding, custom);
  return {
    _id: row.id,
    product,
    design: designOf(row, product),
    designs: designsFor(product).map(({ key, label, description }) => ({ key, label, description })),
    fields,
    custom: customTexts,
    defaults: defaultCardTexts(product, wedding),
    image: row.imageUrl ?? '',
    publicUrl: cardPageUrl(origin, product, row.id),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a guest's browser may read about a card (GET /public/invite/{id}): no other product's texts. */
export function publicCardJson(row: InviteRow, product: CardProductKey, wedding: Wedding) {
  return {
    _id: row.id,
    product,
    design: designOf(row, product),
    fields: resolveCardTexts(product, wedding, storedCardOf(row, product)),
    image: row.imageUrl ?? '',
  };
}
