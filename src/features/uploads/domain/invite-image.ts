// The invite's image (product.md §4 and §7): PATCH /invite/image registers an uploaded asset or
// deletes the current one. Only addresses the image host delivered from this wedding's invite
// folder are accepted, so no outside URL reaches the e-mails sent to guests.
import { z } from 'zod';
import type { Env } from '../../../core/config/env';
import type { Queue } from '../../../core/queue/queue';
import { UserError } from '../../../core/errors';
import { imageHostFor } from '../../../core/config/image-host';
import { IMAGE_MESSAGES } from '../../../shared/images/messages';
import type { InviteRow, UploadsRepository } from './repository';
import { uploadFolderFor } from './sign-upload';
import { assetUrl } from '../../../shared/images/image-operations';

const deleteFlag = z.union([z.literal(true), z.literal('true'), z.string().min(1).max(2000)]);

/** `{ asset }` (the address or the host's upload response) or `{ deleteImage: true | address }`. */
export const inviteImageBodySchema = z.union([
  z
    .object({ deleteImage: deleteFlag })
    .transform((body) => ({ kind: 'delete' as const, address: body.deleteImage === true || body.deleteImage === 'true' ? null : body.deleteImage })),
  z.object({ asset: assetUrl }).transform((body) => ({ kind: 'register' as const, url: body.asset })),
]);
export type InviteImageChange = z.output<typeof inviteImageBodySchema>;

/** The invite as the API returns it; `image` is '' when there is none. */
export function inviteJson(row: InviteRow) {
  return {
    _id: row.id,
    saveTheDateDesign: row.saveTheDateDesign,
    invitationDesign: row.invitationDesign,
    fields: row.fields,
    image: row.imageUrl ?? '',
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface InviteImageDeps {
  uploads: UploadsRepository;
  queue: Queue;
  config: Env;
}

/** Sets or clears the invite image of a wedding (creating its invite row if needed). */
export async function changeInviteImage(deps: InviteImageDeps, weddingId: string, change: InviteImageChange) {
  const host = imageHostFor(deps.config);
  const folder = uploadFolderFor({ kind: 'invite', weddingId });
  if (change.kind === 'register' && !host.ownsUrl(change.url, folder)) throw new UserError('image.foreign', IMAGE_MESSAGES.foreignInviteImage);

  // One transaction: the previous address read is the one overwritten.
  const { uploads } = deps;
  const { row, previous } = await uploads.transaction(async () => {
    const previous = (await uploads.findInvite(weddingId))?.imageUrl ?? null;
    if (change.kind === 'delete' && (!previous || (change.address !== null && change.address !== previous))) {
      throw new UserError('image.not-deletable', IMAGE_MESSAGES.unableToDelete);
    }
    return { row: await uploads.setInviteImage(weddingId, change.kind === 'register' ? change.url : null), previous };
  });

  const imageUrl = row.imageUrl ?? null;
  if (previous && previous !== imageUrl && host.ownsUrl(previous, folder)) {
    try {
      await deps.queue.enqueue('delete_image', { url: previous, weddingId }, { jobKey: `delete_image:${previous}` });
    } catch (error) {
      console.error(`[invite] could not queue delete_image for ${previous}:`, (error as Error).message);
    }
  }
  return { invite: inviteJson(row), msg: change.kind === 'register' ? IMAGE_MESSAGES.updated : IMAGE_MESSAGES.removed };
}
