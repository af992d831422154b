/**
 * Publishing a wedding site (issue 22 item 12): the texts of the Publish step wherever it shows
 * (dashboard, setup, builder, the preview bar), from the app's catalogue. The coming-soon page guests see until then
 * is the guests' catalogue's (site.comingSoon).
 */
import { appText } from '../i18n/app';

export const PUBLISH_TEXTS = {
  publish: appText('builder.publish.publish'),
  unpublish: appText('builder.publish.unpublish'),
  preview: appText('builder.publish.preview'),
  previewBar: appText('builder.publish.previewBar'),
  previewBarDetail: appText('builder.publish.previewBarDetail'),
  notPublished: appText('builder.publish.notPublishedYet'),
  publishedAt: appText('builder.publish.publishedAt'),
  published: appText('builder.publish.publishedNow'),
  unpublished: appText('builder.publish.unpublishedNow'),
  needsAddress: appText('builder.publish.needsAddress'),
} as const;

/** Where the publish form may send the couple back to (anything else: the dashboard). */
export const PUBLISH_RETURN_PATHS = ['/app', '/builder', '/app/setup/publish', '/app/quick-settings'] as const;
