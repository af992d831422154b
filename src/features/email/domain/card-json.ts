import type { Wedding } from '../../weddings';
import { defaultCardTexts, resolveCardTexts, type CardTexts } from './card-content';
import { cardPageUrl } from './card-links';
import { designOf, storedCardOf, type InviteRow } from './invite-store';
import { designsFor, type CardProductKey } from './products';
import { siteLanguages, type Lang } from '../../../shared/i18n';

/**
 * A card as GET /invite/current-{product} and PATCH /invite return it: the design, the texts as
 * guests will read them (`fields`), what the couple changed (`custom`), the defaults, the image, and
 * the texts the couple wrote in the wedding's other languages (`translations`, by language and field).
 */
export function cardJson(row: InviteRow, product: CardProductKey, wedding: Wedding, origin: string) {
  const custom = storedCardOf(row, product);
  const { design: _design, translations = {}, ...customTexts } = custom;
  const { defaultLanguage } = siteLanguages(wedding);
  const fields: CardTexts = resolveCardTexts(product, wedding, custom, defaultLanguage);
  return {
    _id: row.id,
    product,
    design: designOf(row, product),
    designs: designsFor(product).map(({ key, label, description }) => ({ key, label, description })),
    fields,
    custom: customTexts,
    translations,
    defaults: defaultCardTexts(product, wedding, defaultLanguage),
    image: row.imageUrl ?? '',
    publicUrl: cardPageUrl(origin, product, row.id),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a guest's browser may read about a card (GET /public/invite/{id}), in the reader's language: no other product's texts. */
export function publicCardJson(row: InviteRow, product: CardProductKey, wedding: Wedding, lang?: Lang) {
  return {
    _id: row.id,
    product,
    design: designOf(row, product),
    fields: resolveCardTexts(product, wedding, storedCardOf(row, product), lang),
    image: row.imageUrl ?? '',
  };
}
