/**
 * Writing a wedding: member checks, optimistic concurrency and the image clean-up job.
 *
 * Every write is one conditional UPDATE ("… where version = the version read"), which bumps the
 * version and updatedAt. A caller that sends the version it last saw gets a 409 when the wedding
 * changed since (nothing written); a caller that sends none gets last-write-wins, re-planned on
 * the latest row if another write slipped in between the read and the update.
 */
import type { WeddingWrite } from '../../../core/db/weddings-repository';
import type { WeddingRepository } from './repository';
import { readWedding, weddingJson, type Wedding } from './wedding';
import type { WeddingRow } from '../../../core/db/schema';
import type { Env } from '../../../core/config/env';
import type { Queue } from '../../../core/queue/queue';
import { UserError } from '../../../core/errors';
import { imageHostFor } from '../../../core/config/image-host';
import { IMAGE_MESSAGES } from '../../../shared/images/messages';
import { uploadFolderFor } from '../../../shared/images/upload-folder';
import { EDITOR_MESSAGES } from '../../../shared/wedding/editor-messages';
import { isEmptyPatch, parseWeddingPatch, planWeddingUpdate, WEDDING_MESSAGES, type PlannedUpdate } from './wedding-patch';

export interface WeddingDeps {
  weddings: WeddingRepository;
  queue: Queue;
  config: Env;
}

const ATTEMPTS = 3;

function conflict(row: WeddingRow): UserError {
  return new UserError('wedding.conflict', WEDDING_MESSAGES.conflict, { wedding: weddingJson(readWedding(row)) });
}

/**
 * Plans a change on the latest row and writes it only if the row is still that version.
 * `expectedVersion`: the version the client saw (stale → 409), or undefined for last write wins.
 */
export async function writeWeddingChange<T extends { write: WeddingWrite }>(
  weddings: WeddingRepository,
  weddingId: string,
  expectedVersion: number | undefined,
  plan: (current: Wedding) => T,
): Promise<{ wedding: Wedding; planned: T }> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const row = await weddings.byId(weddingId);
    if (!row) throw new UserError('wedding.not-found', WEDDING_MESSAGES.notFound);
    if (expectedVersion !== undefined && row.version !== expectedVersion) throw conflict(row);
    const planned = plan(readWedding(row));
    const updated = await weddings.updateAtVersion(weddingId, row.version, planned.write);
    if (updated) return { wedding: readWedding(updated), planned };
  }
  const latest = await weddings.byId(weddingId);
  if (latest && expectedVersion !== undefined) throw conflict(latest);
  throw new UserError('wedding.busy', WEDDING_MESSAGES.busy);
}

/** Files the wedding no longer uses are deleted by the delete_image job; only its own uploads. */
async function queueImageDeletes(deps: WeddingDeps, weddingId: string, addresses: string[]) {
  if (addresses.length === 0) return;
  const host = imageHostFor(deps.config);
  const folder = uploadFolderFor({ kind: 'wedding', weddingId });
  for (const url of addresses.filter((address) => host.ownsUrl(address, folder))) {
    try {
      await deps.queue.enqueue('delete_image', { url, weddingId }, { jobKey: `delete_image:${url}` });
    } catch (error) {
      // The wedding is saved; a file left behind costs storage, not a broken page.
      console.error(`[weddings] could not queue delete_image for ${url}:`, (error as Error).message);
    }
  }
}

export interface UpdateWeddingInput {
  weddingId: string;
  /** The caller's plan allows Pro-only fields. */
  pro: boolean;
  /** PATCH /weddings-pro/{id}: the whole route is Pro only. */
  requirePro?: boolean;
  body: Record<string, unknown>;
}

/** PATCH /weddings/{id} and /weddings-pro/{id} after the owner check. */
export async function updateWedding(deps: WeddingDeps, input: UpdateWeddingInput): Promise<{ wedding: Wedding; msg: string }> {
  if (input.requirePro && !input.pro) throw new UserError('plan.pro-required', await proRouteRefusal(deps.weddings, input));
  const patch = parseWeddingPatch(input.body);
  if (isEmptyPatch(patch)) throw new UserError('input.nothing-to-update', WEDDING_MESSAGES.nothingToUpdate);

  const host = imageHostFor(deps.config);
  const folder = uploadFolderFor({ kind: 'wedding', weddingId: input.weddingId });
  const { wedding, planned } = await writeWeddingChange(deps.weddings, input.weddingId, patch.version, (current): PlannedUpdate => {
    const plan = planWeddingUpdate(current, patch, { pro: input.pro });
    if (plan.addedImages.some((address) => !host.ownsUrl(address, folder))) throw new UserError('image.foreign', IMAGE_MESSAGES.foreignImage);
    return plan;
  });
  // Planned on the row that was written over, so these are exactly the files the write let go.
  await queueImageDeletes(deps, input.weddingId, planned.removedImages);
  return { wedding, msg: planned.message };
}

/** Why a free user may not use the Pro route: the map's own text when the body is about the map. */
async function proRouteRefusal(weddings: WeddingRepository, input: UpdateWeddingInput): Promise<string> {
  const row = await weddings.byId(input.weddingId);
  if (!row) return EDITOR_MESSAGES.upgradeToUnlock;
  try {
    planWeddingUpdate(readWedding(row), parseWeddingPatch(input.body), { pro: false });
  } catch (error) {
    if (error instanceof UserError && error.code === 'plan.pro-required') return error.message;
  }
  return EDITOR_MESSAGES.upgradeToUnlock;
}
