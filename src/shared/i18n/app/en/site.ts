/**
 * The couple's app, site: every key starts with 'site.'. What only the couple (or a visitor of Vowly's demo) reads
 * around a wedding site: the preview bar, the builder preview's notes, the design demo's titles. The words guests
 * read are the guest catalogue's (src/shared/i18n/locales, also 'site.*').
 */
export const site = {
  'site.designs.title': 'Designs',
  'site.designs.description': 'Wedding website designs: pick a theme and see it on a full demo site.',
  'site.designs.demoTitle': '{design} design',
  'site.preview.title': 'Preview · {title}',
  'site.preview.bar': 'Preview',
  'site.preview.builder': 'Back to the builder',
  'site.guestPhotos.empty': 'The newest photos you share from your guests show here, once your album is open to guests.',
} satisfies Record<`site.${string}`, string>;
