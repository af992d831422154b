/**
 * Publishing a wedding site (issue 22 item 12): the texts of the Publish step wherever it shows
 * (dashboard, setup, builder, the preview bar) and of the coming-soon page guests see until then.
 */
export const PUBLISH_TEXTS = {
  publish: 'Publish site',
  unpublish: 'Unpublish',
  preview: 'Preview your site',
  previewBar: 'Preview — not published yet',
  previewBarDetail: 'Only you can see this page. Guests see a “coming soon” page with your names and date until you publish.',
  notPublished: 'Not published yet: guests see a “coming soon” page with your names and date.',
  publishedAt: 'Published at',
  published: 'Your site is published. Guests can see it now.',
  unpublished: 'Your site is unpublished. Guests see a “coming soon” page again.',
  needsAddress: 'Choose a web address before you publish your site.',
  comingSoon: 'Coming soon',
  comingSoonText: 'Our wedding website is on its way. Please check back soon.',
} as const;

/** Where the publish form may send the couple back to (anything else: the dashboard). */
export const PUBLISH_RETURN_PATHS = ['/app', '/builder', '/app/setup/publish', '/app/quick-settings'] as const;
