// Cloudinary's folders of one kind of image, per wedding (issue 26: guests' photos under vowly/photos/{weddingId}):
// the daily sweep removes the folders of weddings that no longer exist, images first (the Admin API deletes them a
// page at a time, saying `partial` while more remain), then the empty folder. Through the SDK's Admin API.
import { v2 as cloudinary } from 'cloudinary';
import type { Env } from '../../../core/config/env';
import { imageHostFor } from '../../../core/config/image-host';

const WEDDING_ID = /^[a-z0-9]+$/;
/** Deletion pages per folder at most (1,000 images each): a folder bigger still finishes on the next day's sweep. */
const MAX_DELETE_CALLS = 50;

/** The wedding ids with a folder under `parent` on Cloudinary (none without CLOUDINARY_URL). */
async function weddingFolders(parent: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = (await cloudinary.api.sub_folders(parent, { max_results: 500, ...(cursor ? { next_cursor: cursor } : {}) })) as {
      folders: { name: string }[];
      next_cursor?: string;
    };
    ids.push(...page.folders.map((folder) => folder.name).filter((name) => WEDDING_ID.test(name)));
    cursor = page.next_cursor;
  } while (cursor);
  return ids;
}

/**
 * Removes, on Cloudinary, the folders under `parent` of weddings that `existing` says are gone (their images, then
 * the folder); answers the folders removed as `cloudinary:{path}`. Does nothing when images are stored locally.
 */
export async function sweepCloudinaryWeddingFolders(config: Env, parent: string, existing: (ids: string[]) => Promise<Set<string>>): Promise<string[]> {
  if (imageHostFor(config).kind !== 'cloudinary') return [];
  const ids = await weddingFolders(parent);
  const live = await existing(ids);
  const removed: string[] = [];
  for (const id of ids) {
    if (live.has(id)) continue;
    const folder = `${parent}/${id}`;
    for (let call = 0; call < MAX_DELETE_CALLS; call++) {
      const result = (await cloudinary.api.delete_resources_by_prefix(`${folder}/`, { resource_type: 'image', type: 'upload' })) as { partial?: boolean };
      if (!result.partial) break;
    }
    await cloudinary.api.delete_folder(folder);
    removed.push(`cloudinary:${folder}`);
  }
  return removed;
}
