import type { Lang } from './languages';
import type { MessageKey } from './locales/en';
import type { Translate } from './translate';

/**
 * A plural message's text for each of the language's plural categories ({ one: 'Day', other: 'Days' }; Arabic has
 * six), so a small island picks one with `Intl.PluralRules` instead of carrying the message format library.
 */
export function pluralLabels(lang: Lang, t: Translate, key: MessageKey): Record<string, string> {
  const rules = new Intl.PluralRules(lang);
  const labels: Record<string, string> = {};
  const wanted = new Set(rules.resolvedOptions().pluralCategories);
  for (let count = 0; count <= 1000 && Object.keys(labels).length < wanted.size; count++) {
    const category = rules.select(count);
    if (!(category in labels)) labels[category] = t(key, { count });
  }
  return labels;
}

/** The label for a number from `pluralLabels`' table (the browser's side). */
export function pickPlural(lang: string, labels: Record<string, string>, count: number): string {
  return labels[new Intl.PluralRules(lang).select(count)] ?? labels.other ?? '';
}
