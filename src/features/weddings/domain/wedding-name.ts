import type { WeddingRow } from '../../../core/db/schema';
import { coupleNames } from '../../../shared/wedding/couple-names';
import { defaultWeddingContent } from '../../../shared/wedding/record';
import { readWedding } from './wedding';
import { appText } from '../../../shared/i18n/app';

/** "Ana & Jo's wedding" (its web address, or "an unnamed wedding", before the couple named themselves): the switcher and the team's pages. */
export function weddingName(wedding: WeddingRow): string {
  const content = readWedding(wedding).content;
  const names = coupleNames(content);
  if (names && content.brideGroomOneName !== defaultWeddingContent().brideGroomOneName) return appText('weddings.name.named', { names });
  return wedding.weddingUrl ? appText('weddings.name.address', { address: wedding.weddingUrl }) : appText('weddings.name.unnamed');
}
