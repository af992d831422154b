import { eq } from 'drizzle-orm';
import type { GuestWithHousehold } from '../../src/db/queries/guests';
import { weddings, type Role } from '../../src/db/schema';
import { addGuest } from '../../src/domain/guests/guest-list';
import { rsvpToken } from '../../src/domain/guests/rsvp-link';
import type { NewGuestInput } from '../../src/domain/guests/schemas';
import { addSpecialQuestion } from '../../src/domain/special-requests/questions';
import type { SpecialQuestionInput } from '../../src/domain/special-requests/schemas';
import { createTestApp } from '../helpers/app';
import { createTestUser } from '../helpers/auth';
import { client } from '../helpers/http';

/** A published wedding at `weddingUrl` with its owner signed in (`owner`) and an anonymous visitor. */
export async function specialWedding(
  options: { role?: Role; weddingUrl?: string; content?: Record<string, unknown>; app?: ReturnType<typeof createTestApp> } = {},
) {
  const t = options.app ?? createTestApp();
  const weddingUrl = options.weddingUrl ?? 'ana-and-jo';
  const { user, wedding, cookie } = await createTestUser(t.db, {
    role: options.role ?? 'userPaid',
    weddingUrl,
    name: 'Ana Couple',
    email: `couple-${weddingUrl}@example.com`,
  });
  t.db
    .update(weddings)
    .set({ content: { brideGroomOneName: 'Ana', brideGroomTwoName: 'Jo', ...options.content }, timeZone: 'UTC' })
    .where(eq(weddings.id, wedding.id))
    .run();
  const owner = { weddingId: wedding.id, role: user.role };
  return {
    ...t,
    user,
    wedding,
    weddingUrl,
    cookie,
    ownerClient: client(t.app, cookie),
    visitor: client(t.app),
    addGuest: (input: Partial<NewGuestInput> & { name: string }): GuestWithHousehold => addGuest(t.db, owner, input),
    addQuestion: (input: Partial<SpecialQuestionInput> & { label: string }) =>
      addSpecialQuestion(t.db, wedding.id, { kind: 'text', options: [], required: false, ...input }),
    tokenOf: (guest: { id: string; weddingId: string; rsvpLinkVersion: number }) => rsvpToken(t.config, guest),
  };
}
export type SpecialTestWedding = Awaited<ReturnType<typeof specialWedding>>;
