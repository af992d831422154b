// /app/photos (issue 26 item 2): the couple's album of guests' photos (GET, filtered by status, uploader
// and table, paged), the download of the ZIP (GET /archive/{id}, members only) and its forms' actions
// (couple.actions.ts: POST /bulk, /settings, /archive).
import { appText } from '../../../shared/i18n/app';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { z } from 'zod';
import { requestOrigin } from '../../site/web';
import { tableCodes, tableNames } from '../domain/table-codes';
import { TableCodesPage } from '../views/TableCodesPage';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requirePageOwner } from '../../../core/http/middleware/guards';
import { query } from '../../../core/http/validate';
import { appPage } from '../../weddings/web';
import { archivesRepository } from '../domain/archive-repository';
import { downloadableArchive } from '../domain/archive-job';
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
    const [settings, page, uploaders, tables, usage, archive, shared] = await Promise.all([
      readPhotoSettings(photos, weddingId),
      photoPage(photos, weddingId, { status: filter.status, uploaderName: filter.uploader, tableTag: filter.table }, q.page),
      photos.uploaders(weddingId),
      photos.tableTags(weddingId),
      storageUsage(photos, weddingId, pro),
      archivesRepository(c.var.store).latest(weddingId),
      photos.count(weddingId, { status: 'shared' }),
    ]);
    return appPage(
      c,
      appText('photos.pageTitle'),
      <>
        <PhotosAppPage page={page} filter={filter} uploaders={uploaders} tables={tables} usage={usage} pro={pro} archive={archive} shared={shared} />
        <PhotoSettingsCard settings={settings} local={(moment) => localInput(moment, wedding.timeZone)} weddingUrl={wedding.weddingUrl} />
      </>,
    );
  })
  .get('/qr', requirePageOwner, query(z.object({ tables: z.string().max(5000).optional() })), async (c) => {
    const wedding = c.var.wedding;
    const names = tableNames(c.req.valid('query').tables);
    const codes = wedding.weddingUrl ? await tableCodes(c.var.config, requestOrigin(c), { id: wedding.id, weddingUrl: wedding.weddingUrl }, names) : [];
    c.header('cache-control', 'private, no-store');
    return appPage(c, appText('photos.codes.pageTitle'), <TableCodesPage codes={codes} names={names} hasAddress={!!wedding.weddingUrl} />);
  })
  .get('/archive/:id', requirePageOwner, async (c) => {
    const { archive, file } = await downloadableArchive(
      { archives: archivesRepository(c.var.store), config: c.var.config },
      c.var.wedding.id,
      c.req.param('id'),
    );
    const day = archive.createdAt.toISOString().slice(0, 10);
    c.header('content-type', 'application/zip');
    c.header('content-disposition', `attachment; filename="guest-photos-${day}.zip"`);
    c.header('content-length', String(archive.bytes));
    c.header('cache-control', 'private, no-store');
    return c.body(Readable.toWeb(fs.createReadStream(file)) as ReadableStream);
  })
  .route('/', registerActions(new Hono<OwnerEnv>(), couplePageActions));
