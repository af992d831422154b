// /app/photos (issue 26 item 2): the couple's album of guests' photos (GET, filtered by status, uploader
// and table, paged) and its form's action (couple.actions.ts: POST /bulk).
import { Hono } from 'hono';
import { z } from 'zod';
import { requestOrigin } from '../../site';
import { tableCodes, tableNames } from '../domain/table-codes';
import { TableCodesPage } from '../views/TableCodesPage';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requirePageOwner } from '../../../core/http/middleware/guards';
import { query } from '../../../core/http/validate';
import { appPage } from '../../weddings';
import { photoPage, storageUsage } from '../domain/curation';
import { photosRepository } from '../domain/repository';
import { readPhotoSettings } from '../domain/settings';
import { localInput } from '../domain/settings-input';
import { PhotoSettingsCard } from '../views/PhotoSettingsCard';
import { PhotosAppPage } from '../views/PhotosAppPage';
import { couplePageActions } from './couple.actions';
import { albumQuery } from './couple.api';

export const couplePhotosPages = new Hono<AppEnv>()
  .get('/', requirePageOwner, query(albumQuery), async (c) => {
    const q = c.req.valid('query');
    const photos = photosRepository(c.var.store);
    const weddingId = c.var.wedding.id;
    const filter = { status: q.status, uploader: q.uploader || undefined, table: q.table || undefined };
    const pro = c.var.pro;
    const wedding = c.var.wedding;
    const [settings, page, uploaders, tables, usage] = await Promise.all([
      readPhotoSettings(photos, weddingId),
      photoPage(photos, weddingId, { status: filter.status, uploaderName: filter.uploader, tableTag: filter.table }, q.page),
      photos.uploaders(weddingId),
      photos.tableTags(weddingId),
      storageUsage(photos, weddingId, pro),
    ]);
    return appPage(
      c,
      'Photos',
      <>
        <PhotosAppPage page={page} filter={filter} uploaders={uploaders} tables={tables} usage={usage} pro={pro} />
        <PhotoSettingsCard settings={settings} local={(moment) => localInput(moment, wedding.timeZone)} weddingUrl={wedding.weddingUrl} />
      </>,
    );
  })
  .get('/qr', requirePageOwner, query(z.object({ tables: z.string().max(5000).optional() })), async (c) => {
    const wedding = c.var.wedding;
    const names = tableNames(c.req.valid('query').tables);
    const codes = wedding.weddingUrl ? await tableCodes(c.var.config, requestOrigin(c), { id: wedding.id, weddingUrl: wedding.weddingUrl }, names) : [];
    c.header('cache-control', 'private, no-store');
    return appPage(c, 'Table QR codes', <TableCodesPage codes={codes} names={names} hasAddress={!!wedding.weddingUrl} />);
  })
  .route('/', registerActions(new Hono<OwnerEnv>(), couplePageActions));
