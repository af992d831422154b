// Who may use a wedding's questions: exactly the rules of its site and RSVP (src/features/rsvp/routes/access.ts:
// 404 unknown or offline, 403 public path of a protected site, 401 without the access cookie),
// but not the RSVP's open/closed switch or deadline: the questions are a separate form.
import type { Context } from 'hono';
import { rsvpToken } from '../../guests';
import { guestOfToken as rsvpGuestOfToken } from '../../rsvp';
import { responseOf, specialAnswersOfGuest } from '../domain/answers';
import type { SpecialQuestion } from '../domain/model';
import { readSpecialSettings, type SpecialSettings } from '../domain/settings';
import { specialRequestsRepository } from '../domain/repository';
import type { PublishedWedding } from '../../site';
import type { AppEnv } from '../../../core/http/context';
import { rsvpGate, type RsvpGate } from '../../rsvp/web';
import { specialRepositories } from '../domain/repositories';

export type QuestionsGate = { ok: true; found: PublishedWedding; settings: SpecialSettings } | Extract<RsvpGate, { ok: false }>;

export async function questionsGate<E extends AppEnv>(c: Context<E>, weddingUrl: string, kind: 'public' | 'private' | 'page'): Promise<QuestionsGate> {
  const gate = await rsvpGate(c, weddingUrl, kind, { ignoreClosed: true });
  if (!gate.ok) return gate;
  return { ok: true, found: gate.found, settings: await readSpecialSettings(specialRequestsRepository(c.var.store), gate.found.wedding.id) };
}

/** The guest a personal token (the same as their RSVP link's) belongs to on this wedding, or null. */
export async function guestOfToken<E extends AppEnv>(c: Context<E>, weddingId: string, token: string | undefined | null) {
  if (!token) return null;
  return rsvpGuestOfToken(c.var.store, c.var.config, weddingId, token);
}

/** `guest` of the public API: who answers, their token and what they answered (never e-mail or notes). */
export async function publicGuestJson<E extends AppEnv>(
  c: Context<E>,
  guest: { id: string; weddingId: string; rsvpLinkVersion: number; name: string },
  questions: SpecialQuestion[],
) {
  const stored = await specialAnswersOfGuest(specialRepositories(c.var.store), guest.id);
  const ids = new Set(questions.map((q) => q.id));
  const response = await responseOf(specialRepositories(c.var.store), guest.id);
  return {
    guestId: guest.id,
    name: guest.name,
    token: rsvpToken(c.var.config, guest),
    answers: Object.fromEntries(Object.entries(stored).filter(([id]) => ids.has(id))),
    submittedAt: response?.submittedAt.toISOString() ?? null,
    updatedAt: response?.updatedAt.toISOString() ?? null,
  };
}
