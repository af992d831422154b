/**
 * Card designs (site-editor.md §9). The spec does not show their look; the descriptions are the
 * brief the card templates are drawn from.
 */
import { type AppMessageKey, appText } from '../i18n/app';
import { familyOf, type DesignFamily } from './design-families';

export interface CardDesign<Key extends string> {
  key: Key;
  label: string;
  description: string;
}

export const SAVE_THE_DATE_DESIGN_KEYS = ['bliss', 'evermore', 'whimsy', 'luxe', 'nova', 'serene', 'gleam', 'amour', 'velvet', 'aura'] as const;
export type SaveTheDateDesignKey = (typeof SAVE_THE_DATE_DESIGN_KEYS)[number];

export const INVITATION_DESIGN_KEYS = ['classic', 'elegant', 'modern', 'rustic', 'floral', 'minimal', 'luxe', 'vintage', 'coastal', 'noir'] as const;
export type InvitationDesignKey = (typeof INVITATION_DESIGN_KEYS)[number];

interface ProductKey {
  savethedate: SaveTheDateDesignKey;
  invitation: InvitationDesignKey;
}
/** A card design as product, key and site family (the matching suite, below); its label and description are the app's (builder.card.<product>.<key>). */
type Row<Product extends keyof ProductKey> = readonly [Product, ProductKey[Product], DesignFamily];
type CatalogueRow = Row<'savethedate'> | Row<'invitation'>;

/** Both products' designs, each product's in the order of its keys above (a unit test holds them to it). */
const CATALOGUE: readonly CatalogueRow[] = [
  ['savethedate', 'bliss', 'romantic'],
  ['savethedate', 'evermore', 'classic'],
  ['savethedate', 'whimsy', 'playful'],
  ['savethedate', 'luxe', 'classic'],
  ['savethedate', 'nova', 'editorial'],
  ['savethedate', 'serene', 'botanical'],
  ['savethedate', 'gleam', 'minimal'],
  ['savethedate', 'amour', 'romantic'],
  ['savethedate', 'velvet', 'celestial'],
  ['savethedate', 'aura', 'celestial'],
  ['invitation', 'classic', 'classic'],
  ['invitation', 'elegant', 'romantic'],
  ['invitation', 'modern', 'editorial'],
  ['invitation', 'rustic', 'botanical'],
  ['invitation', 'floral', 'botanical'],
  ['invitation', 'minimal', 'minimal'],
  ['invitation', 'luxe', 'classic'],
  ['invitation', 'vintage', 'romantic'],
  ['invitation', 'coastal', 'playful'],
  ['invitation', 'noir', 'celestial'],
];

function rowsOf<Product extends keyof ProductKey>(product: Product): readonly Row<Product>[] {
  return CATALOGUE.filter((row) => row[0] === product) as unknown as readonly Row<Product>[];
}

function designsOf<Product extends keyof ProductKey>(product: Product): readonly CardDesign<ProductKey[Product]>[] {
  return rowsOf(product).map(([, key]) => ({
    key,
    label: appText(`builder.card.${product}.${key}` as AppMessageKey),
    description: appText(`builder.card.${product}.${key}.description` as AppMessageKey),
  }));
}

function familiesOf<Product extends keyof ProductKey>(product: Product): Record<ProductKey[Product], DesignFamily> {
  return Object.fromEntries(rowsOf(product).map(([, key, family]) => [key, family])) as Record<ProductKey[Product], DesignFamily>;
}

export const SAVE_THE_DATE_DESIGNS = designsOf('savethedate');
export const INVITATION_DESIGNS = designsOf('invitation');

export function isSaveTheDateDesignKey(value: unknown): value is SaveTheDateDesignKey {
  return SAVE_THE_DATE_DESIGN_KEYS.includes(value as SaveTheDateDesignKey);
}

export function isInvitationDesignKey(value: unknown): value is InvitationDesignKey {
  return INVITATION_DESIGN_KEYS.includes(value as InvitationDesignKey);
}

/**
 * The matching suite (issue 11 item 10): the site design family each card design belongs to, and
 * the card designs suggested for a site's family. Data only: the card editor's suggestion and the
 * cards' type and ornaments are built on it.
 */
export const SAVE_THE_DATE_FAMILY = familiesOf('savethedate');
export const INVITATION_FAMILY = familiesOf('invitation');

const SUGGESTED: Record<DesignFamily, { saveTheDate: SaveTheDateDesignKey; invitation: InvitationDesignKey }> = {
  classic: { saveTheDate: 'evermore', invitation: 'classic' },
  botanical: { saveTheDate: 'serene', invitation: 'floral' },
  editorial: { saveTheDate: 'nova', invitation: 'modern' },
  minimal: { saveTheDate: 'gleam', invitation: 'minimal' },
  celestial: { saveTheDate: 'aura', invitation: 'noir' },
  romantic: { saveTheDate: 'bliss', invitation: 'elegant' },
  playful: { saveTheDate: 'whimsy', invitation: 'coastal' },
};

/** The save-the-date and invitation designs that match a site design (theme key). */
export function suggestedCardDesigns(theme: string): { saveTheDate: SaveTheDateDesignKey; invitation: InvitationDesignKey } {
  return SUGGESTED[familyOf(theme)];
}
