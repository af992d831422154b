// What every guest-list route and action takes from the request: the owner (the guard's wedding and
// the couple's plan), the guests' repository on the request's store, and the counts beside every answer.
import { planRole } from '../../../core/auth/roles';
import type { Context } from 'hono';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import type { GuestListOwner } from '../domain/guest-list';
import { guestLimitFor } from '../domain/limits';
import { guestsRepository, type GuestsRepository } from '../domain/repository';

/** The guest list's owner as the domain takes it: the owner guard's wedding and the couple's plan. */
export function listOwner<E extends OwnerEnv>(c: Context<E>): GuestListOwner {
  return { weddingId: c.var.wedding.id, role: planRole(c.var.pro) };
}

/** The guests' repository on the request's store. */
export function guestList<E extends AppEnv>(c: Context<E>): GuestsRepository {
  return guestsRepository(c.var.store);
}

/** Counts the list's screens show beside every answer: by status, seats used of the plan's limit. */
export async function listTotals(repository: GuestsRepository, owner: GuestListOwner) {
  return {
    counts: await repository.counts(owner.weddingId),
    seatsUsed: await repository.seatsUsed(owner.weddingId),
    guestLimit: guestLimitFor(owner.role),
  };
}
