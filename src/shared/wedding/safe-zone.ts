// A stored time zone as the runtime can use it: a zone it does not know reads as UTC (a stored zone must
// never break a page or a job). Pure: the RSVP's deadline and the journey's reminder rounds read it.

/** The time zone if the runtime knows it, else UTC (a stored zone must never break a page or a job). */
export function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}
