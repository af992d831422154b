// Removing deleted weddings' folders on Cloudinary (issue 29 item 7), with the SDK's Admin API calls
// stubbed (no network): the folder list read page by page, only wedding-id folders of weddings that are
// gone, their images deleted a page at a time while Cloudinary says `partial`, then the folder; nothing
// at all when images are stored locally.
import { v2 as cloudinary } from 'cloudinary';
import { describe, expect, it, vi } from 'vitest';
import type { Env } from '../../../core/config/env';
import { sweepCloudinaryWeddingFolders } from './cloudinary-folders';

const cloudConfig = { CLOUDINARY_URL: 'cloudinary://key:secret@demo', SESSION_SECRET: 'unit-test-secret-that-is-long-enough-0123456789' } as Env;

describe('sweepCloudinaryWeddingFolders', () => {
  it("removes the folders of weddings that are gone, their images page by page first, and keeps the live weddings'", async () => {
    const calls: string[] = [];
    vi.spyOn(cloudinary.api, 'sub_folders').mockImplementation((async (_parent: string, options: { next_cursor?: string }) =>
      options.next_cursor
        ? { folders: [{ name: 'gone2' }] }
        : { folders: [{ name: 'live' }, { name: 'gone1' }, { name: 'Not-An-Id' }], next_cursor: 'page2' }) as never);
    let partial = 2;
    vi.spyOn(cloudinary.api, 'delete_resources_by_prefix').mockImplementation((async (prefix: string) => {
      calls.push(`delete ${prefix}`);
      return { partial: prefix === 'vowly/photos/gone1/' && partial-- > 0 };
    }) as never);
    vi.spyOn(cloudinary.api, 'delete_folder').mockImplementation((async (folder: string) => void calls.push(`folder ${folder}`)) as never);
    const asked: string[][] = [];
    const removed = await sweepCloudinaryWeddingFolders(cloudConfig, 'vowly/photos', async (ids) => {
      asked.push(ids);
      return new Set(['live']);
    });
    expect(asked).toEqual([['live', 'gone1', 'gone2']]);
    expect(removed).toEqual(['cloudinary:vowly/photos/gone1', 'cloudinary:vowly/photos/gone2']);
    expect(calls).toEqual([
      'delete vowly/photos/gone1/',
      'delete vowly/photos/gone1/',
      'delete vowly/photos/gone1/',
      'folder vowly/photos/gone1',
      'delete vowly/photos/gone2/',
      'folder vowly/photos/gone2',
    ]);
  });

  it('does nothing when images are stored locally', async () => {
    const list = vi.spyOn(cloudinary.api, 'sub_folders');
    const existing = vi.fn();
    expect(
      await sweepCloudinaryWeddingFolders({ SESSION_SECRET: cloudConfig.SESSION_SECRET, dataDir: '/nonexistent' } as Env, 'vowly/photos', existing),
    ).toEqual([]);
    expect([list.mock.calls.length, existing.mock.calls.length]).toEqual([0, 0]);
  });
});
