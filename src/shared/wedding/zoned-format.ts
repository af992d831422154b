import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';

/**
 * Formats moments in the wedding's time zone with a date-fns pattern; a zone the runtime does not know falls back
 * to UTC rather than failing the page.
 */
export function zonedFormatter(timeZone: string, pattern: string): (moment: Date | string) => string {
  return (moment) => {
    const time = new Date(moment).getTime();
    try {
      return format(new TZDate(time, timeZone), pattern);
    } catch {
      return format(new TZDate(time, 'UTC'), pattern);
    }
  };
}
