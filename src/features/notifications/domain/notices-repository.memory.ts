// The RSVP notices' repository in memory (issue 29 item 7): the same interface as ./notices-repository.ts,
// so who gets a guest's answer by e-mail is unit-tested without a database.
import type { NoticePerson, NoticesRepository } from './notices-repository';

/** `people`: the wedding's owner and members (each with no choice made yet). */
export function memoryNoticesRepository(people: Omit<NoticePerson, 'rsvpNotices'>[]): NoticesRepository {
  const choices = new Map<string, boolean>();
  const key = (weddingId: string, userId: string) => `${weddingId}/${userId}`;
  return {
    choice: async (weddingId, userId) => choices.get(key(weddingId, userId)) ?? null,
    choose: async (weddingId, userId, rsvpNotices) => {
      choices.set(key(weddingId, userId), rsvpNotices);
    },
    people: async (weddingId) => people.map((person) => ({ ...person, rsvpNotices: choices.get(key(weddingId, person.id)) ?? null })),
  };
}
