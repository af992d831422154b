import type { WeddingRow } from '../../../core/db/schema';
import { coupleNames } from '../../site';
import { defaultWeddingContent } from '../../../shared/wedding/record';
import { readWedding } from './wedding';

/** "Ana & Jo's wedding" (its web address, or "an unnamed wedding", before the couple named themselves): the switcher and the team's pages. */
export function weddingName(wedding: WeddingRow): string {
  const content = readWedding(wedding).content;
  const names = coupleNames(content);
  if (names && content.brideGroomOneName !== defaultWeddingContent().brideGroomOneName) return `${names}'s wedding`;
  return wedding.weddingUrl ? `the wedding at /${wedding.weddingUrl}` : 'an unnamed wedding';
}
