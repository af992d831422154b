import { IntlMessageFormat } from 'intl-messageformat';
import type { Lang } from './languages';
import type { MessageKey } from './locales/en';

export type MessageValues = Record<string, string | number | Date | null | undefined>;
/** `t('rsvp.submit')`, `t('site.countdown.days', { count: 3 })`: the message in the translator's language (ICU). */
export type Translate<Key extends string = MessageKey> = (key: Key, values?: MessageValues) => string;

/**
 * A translator over a set of messages (a whole catalogue on the server; the part an island needs, passed as props, in
 * the browser). A key the set lacks comes back as the key itself, so a gap shows instead of breaking the page; the
 * completeness test keeps the catalogues whole. Compiled messages are kept per set. The guests' catalogue and the
 * couple's app catalogue (./app) both use it.
 */
export function createTranslator<Key extends string = MessageKey>(lang: Lang, messages: Partial<Record<Key, string>>): Translate<Key> {
  const compiled = new Map<string, IntlMessageFormat>();
  return (key, values) => {
    const source = messages[key];
    if (source === undefined) return key;
    let format = compiled.get(key);
    if (!format) {
      format = new IntlMessageFormat(source, lang);
      compiled.set(key, format);
    }
    const result = format.format(values as Record<string, string | number | Date>);
    return typeof result === 'string' ? result : String(result);
  };
}
