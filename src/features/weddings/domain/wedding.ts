import { defaultWeddingContent } from '../../../shared/wedding/record';
import type { Wedding } from '../../../shared/wedding/read-wedding';
import type { WeddingJson } from '../../../shared/wedding/wedding-api';

export { readWedding, type Wedding } from '../../../shared/wedding/read-wedding';

/**
 * The row of a new account's wedding: default content, and not published (issue 22 item 12):
 * guests see a coming-soon page until the couple publishes. The column's own default stays
 * "published", so no migration ever took a live site offline.
 */
export function newWeddingValues(ownerId: string) {
  return { ownerId, content: defaultWeddingContent(), published: false };
}

/**
 * The wedding as the API returns it (product.md §3): account-level fields and every content
 * field side by side, as the builder reads them (the shape is src/shared/wedding/wedding-api.ts). Owner-only: it includes websitePassword.
 */
export function weddingJson(wedding: Wedding): WeddingJson {
  return {
    _id: wedding.id,
    weddingUrl: wedding.weddingUrl ?? '',
    weddingTheme: wedding.weddingTheme,
    weddingDate: wedding.weddingDate ? wedding.weddingDate.toISOString() : null,
    timeZone: wedding.timeZone,
    published: wedding.published,
    version: wedding.version,
    updatedAt: wedding.updatedAt.toISOString(),
    languages: wedding.languages,
    ...wedding.content,
  };
}
