/**
 * Card designs (site-editor.md §9). The spec does not show their look; the descriptions are the
 * brief the card templates are drawn from.
 */
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
/** A card design as product, key, label, site family (the matching suite, below) and description. */
type Row<Product extends keyof ProductKey> = readonly [Product, ProductKey[Product], string, DesignFamily, string];
type CatalogueRow = Row<'savethedate'> | Row<'invitation'>;

/** Both products' designs, each product's in the order of its keys above (a unit test holds them to it). */
const CATALOGUE: readonly CatalogueRow[] = [
  ['savethedate', 'bliss', 'Bliss', 'romantic', 'Soft blush wash, centred script names and a thin gold rule under the date.'],
  ['savethedate', 'evermore', 'Evermore', 'classic', 'Full-bleed photo with a cream panel below holding serif names and the date.'],
  ['savethedate', 'whimsy', 'Whimsy', 'playful', 'Playful watercolour confetti around hand-lettered names on white.'],
  ['savethedate', 'luxe', 'Luxe', 'classic', 'Deep emerald ground, gold foil-style frame and spaced capital serif lettering.'],
  ['savethedate', 'nova', 'Nova', 'editorial', 'Modern split layout: photo left, bold sans date stacked right on ivory.'],
  ['savethedate', 'serene', 'Serene', 'botanical', 'Sage and stone tones, generous white space and a quiet italic serif.'],
  ['savethedate', 'gleam', 'Gleam', 'minimal', 'Champagne shimmer gradient with a large numeric date as the centrepiece.'],
  ['savethedate', 'amour', 'Amour', 'romantic', 'Romantic dusty rose with a heart monogram and flowing script.'],
  ['savethedate', 'velvet', 'Velvet', 'celestial', 'Burgundy velvet texture, cream lettering and an ornate border.'],
  ['savethedate', 'aura', 'Aura', 'celestial', 'Dreamy lilac-to-peach glow behind a circular photo crop.'],
  ['invitation', 'classic', 'Classic', 'classic', 'Formal centred wording in black serif on ivory with a double-line border.'],
  ['invitation', 'elegant', 'Elegant', 'romantic', 'Script names over small-caps details, framed by fine gold flourishes.'],
  ['invitation', 'modern', 'Modern', 'editorial', 'Clean sans-serif, left-aligned blocks and one bold colour accent.'],
  ['invitation', 'rustic', 'Rustic', 'botanical', 'Kraft-paper tone, twine-like dividers and greenery sprigs.'],
  ['invitation', 'floral', 'Floral', 'botanical', 'Painted peonies and eucalyptus framing the top and bottom edges.'],
  ['invitation', 'minimal', 'Minimal', 'minimal', 'White card, one typeface, lots of space and a hairline divider.'],
  ['invitation', 'luxe', 'Luxe', 'classic', 'Navy ground with gold lettering, a monogram crest and an inner frame.'],
  ['invitation', 'vintage', 'Vintage', 'romantic', 'Art-deco fan corners, aged cream paper and letterpress-style type.'],
  ['invitation', 'coastal', 'Coastal', 'playful', 'Sea-glass blues, a sandy base and a soft wave line across the card.'],
  ['invitation', 'noir', 'Noir', 'celestial', 'Black card with white serif lettering and a single silver accent.'],
];

function rowsOf<Product extends keyof ProductKey>(product: Product): readonly Row<Product>[] {
  return CATALOGUE.filter((row) => row[0] === product) as unknown as readonly Row<Product>[];
}

function designsOf<Product extends keyof ProductKey>(product: Product): readonly CardDesign<ProductKey[Product]>[] {
  return rowsOf(product).map(([, key, label, , description]) => ({ key, label, description }));
}

function familiesOf<Product extends keyof ProductKey>(product: Product): Record<ProductKey[Product], DesignFamily> {
  return Object.fromEntries(rowsOf(product).map(([, key, , family]) => [key, family])) as Record<ProductKey[Product], DesignFamily>;
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
