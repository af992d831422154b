// /api/v1/photos (issue 26 items 2 and 7): the couple's guests' photos.
//   GET /?status=&uploader=&table=&page=  → { photos, total, page, pages, counts, usage }
// and the writes as actions (couple.actions.ts).
import { appText } from '../../../shared/i18n/app';
import { Hono } from 'hono';
import { z } from 'zod';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requireApiOwner } from '../../../core/http/middleware/guards';
import { query } from '../../../core/http/validate';
import { photoPage, storageUsage } from '../domain/curation';
import { photosRepository } from '../domain/repository';
import { coupleApiActions } from './couple.actions';
import { photoJson } from './photo-json';

export const albumQuery = z.object({
  status: z.enum(['pending', 'shared', 'hidden']).optional(),
  uploader: z.string().max(80).optional(),
  table: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const couplePhotosApi = new Hono<AppEnv>()
  .get('/', requireApiOwner, query(albumQuery), async (c) => {
    const q = c.req.valid('query');
    const photos = photosRepository(c.var.store);
    const weddingId = c.var.wedding.id;
    const page = await photoPage(photos, weddingId, { status: q.status, uploaderName: q.uploader || undefined, tableTag: q.table || undefined }, q.page);
    return c.json({
      msg: appText('common.ok'),
      ...page,
      photos: page.photos.map(photoJson),
      usage: await storageUsage(photos, weddingId, c.var.pro),
    });
  })
  .route('/', registerActions(new Hono<OwnerEnv>(), coupleApiActions));
