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

export const SAVE_THE_DATE_DESIGNS: readonly CardDesign<SaveTheDateDesignKey>[] = [
  { key: 'bliss', label: 'Bliss', description: 'Soft blush wash, centred script names and a thin gold rule under the date.' },
  { key: 'evermore', label: 'Evermore', description: 'Full-bleed photo with a cream panel below holding serif names and the date.' },
  { key: 'whimsy', label: 'Whimsy', description: 'Playful watercolour confetti around hand-lettered names on white.' },
  { key: 'luxe', label: 'Luxe', description: 'Deep emerald ground, gold foil-style frame and spaced capital serif lettering.' },
  { key: 'nova', label: 'Nova', description: 'Modern split layout: photo left, bold sans date stacked right on ivory.' },
  { key: 'serene', label: 'Serene', description: 'Sage and stone tones, generous white space and a quiet italic serif.' },
  { key: 'gleam', label: 'Gleam', description: 'Champagne shimmer gradient with a large numeric date as the centrepiece.' },
  { key: 'amour', label: 'Amour', description: 'Romantic dusty rose with a heart monogram and flowing script.' },
  { key: 'velvet', label: 'Velvet', description: 'Burgundy velvet texture, cream lettering and an ornate border.' },
  { key: 'aura', label: 'Aura', description: 'Dreamy lilac-to-peach glow behind a circular photo crop.' },
];

export const INVITATION_DESIGNS: readonly CardDesign<InvitationDesignKey>[] = [
  { key: 'classic', label: 'Classic', description: 'Formal centred wording in black serif on ivory with a double-line border.' },
  { key: 'elegant', label: 'Elegant', description: 'Script names over small-caps details, framed by fine gold flourishes.' },
  { key: 'modern', label: 'Modern', description: 'Clean sans-serif, left-aligned blocks and one bold colour accent.' },
  { key: 'rustic', label: 'Rustic', description: 'Kraft-paper tone, twine-like dividers and greenery sprigs.' },
  { key: 'floral', label: 'Floral', description: 'Painted peonies and eucalyptus framing the top and bottom edges.' },
  { key: 'minimal', label: 'Minimal', description: 'White card, one typeface, lots of space and a hairline divider.' },
  { key: 'luxe', label: 'Luxe', description: 'Navy ground with gold lettering, a monogram crest and an inner frame.' },
  { key: 'vintage', label: 'Vintage', description: 'Art-deco fan corners, aged cream paper and letterpress-style type.' },
  { key: 'coastal', label: 'Coastal', description: 'Sea-glass blues, a sandy base and a soft wave line across the card.' },
  { key: 'noir', label: 'Noir', description: 'Black card with white serif lettering and a single silver accent.' },
];

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
export const SAVE_THE_DATE_FAMILY: Record<SaveTheDateDesignKey, DesignFamily> = {
  bliss: 'romantic',
  evermore: 'classic',
  whimsy: 'playful',
  luxe: 'classic',
  nova: 'editorial',
  serene: 'botanical',
  gleam: 'minimal',
  amour: 'romantic',
  velvet: 'celestial',
  aura: 'celestial',
};

export const INVITATION_FAMILY: Record<InvitationDesignKey, DesignFamily> = {
  classic: 'classic',
  elegant: 'romantic',
  modern: 'editorial',
  rustic: 'botanical',
  floral: 'botanical',
  minimal: 'minimal',
  luxe: 'classic',
  vintage: 'romantic',
  coastal: 'playful',
  noir: 'celestial',
};

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
