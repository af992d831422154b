// "Download all" (issue 26 items 2 and 7): the couple asks (one archive at a time per wedding), the worker
// streams the shared photos into a ZIP file outside the public uploads (writePhotoArchive: memory flat) and
// e-mails the one who asked a link through the e-mail pipeline; the link downloads only for the wedding's
// members, for ARCHIVE_TTL_MS. A newer archive replaces the older one; the daily sweep removes expired ones.
import { appText } from '../../../shared/i18n/app';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../../../core/config/env';
import type { DataStore } from '../../../core/db/store/store';
import { UserError } from '../../../core/errors';
import type { Queue } from '../../../core/queue/queue';
import { type EmailMessage, queueRecorded, type RenderEmail, recordEmails, renderMessage } from '../../email';
import { newId } from '../../../shared/ids';
import { type ArchivesRepository, archivesRepository, type PhotoArchive } from './archive-repository';
import { writePhotoArchive } from './archive';
import { photosRepository } from './repository';

/** How long a made archive can be downloaded. */
export const ARCHIVE_TTL_MS = 7 * 24 * 3600_000;
/** A request still queued after this long is taken as lost (its job gave up or vanished): a new one may start. */
export const ARCHIVE_STALE_MS = 2 * 3600_000;
/** The worker tries an archive this many times before marking it failed. */
export const ARCHIVE_ATTEMPTS = 3;

export const ARCHIVE_MESSAGES = {
  started: (photos: number, email: string) => appText('photos.archive.started', { count: photos, n: String(photos), email }),
  busy: appText('photos.archive.busy'),
  empty: appText('photos.archive.empty'),
  gone: appText('photos.archive.gone'),
  subject: appText('photos.archive.subject'),
  heading: appText('photos.archive.heading'),
  body: (photos: number, size: string) => appText('photos.archive.body', { count: photos, n: String(photos), size }),
  link: appText('photos.archive.link'),
};

/** Where an archive's file lives: the data folder, never the public uploads. */
export function archiveFile(config: Env, archive: Pick<PhotoArchive, 'id' | 'weddingId'>): string {
  return path.join(config.dataDir, 'photo-archives', archive.weddingId, `${archive.id}.zip`);
}

export function archiveUrl(config: Env, archive: Pick<PhotoArchive, 'id'>): string {
  return `${config.publicOrigin}/app/photos/archive/${archive.id}`;
}

export function sizeText(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1e3))} KB`;
}

/** The couple's request: records the archive (or answers photos.archive-busy) and queues the worker's job after commit. */
export async function requestArchive(
  deps: { store: DataStore; queue: Queue },
  weddingId: string,
  member: { id: string; email: string },
  now = new Date(),
): Promise<{ archive: PhotoArchive; photos: number }> {
  const shared = await photosRepository(deps.store).count(weddingId, { status: 'shared' });
  if (shared === 0) throw new UserError('photos.archive-empty', ARCHIVE_MESSAGES.empty);
  const archive: PhotoArchive = {
    id: newId(),
    weddingId,
    requestedBy: member.id,
    email: member.email,
    status: 'queued',
    photos: 0,
    bytes: 0,
    finishedAt: null,
    createdAt: now,
  };
  const outcome = await archivesRepository(deps.store).request(archive, new Date(now.getTime() - ARCHIVE_STALE_MS));
  if ('busy' in outcome) throw new UserError('photos.archive-busy', ARCHIVE_MESSAGES.busy);
  await deps.queue.enqueue('photo_archive', { archiveId: archive.id }, { jobKey: `photo-archive:${archive.id}`, maxAttempts: ARCHIVE_ATTEMPTS });
  return { archive, photos: shared };
}

function archiveEmail(config: Env, archive: PhotoArchive, photos: number, bytes: number): EmailMessage {
  return {
    kind: 'photo-archive',
    idempotencyKey: `photo-archive:${archive.id}`,
    to: archive.email,
    subject: ARCHIVE_MESSAGES.subject,
    userId: archive.requestedBy,
    weddingId: archive.weddingId,
    content: {
      template: 'account',
      heading: ARCHIVE_MESSAGES.heading,
      paragraphs: [ARCHIVE_MESSAGES.body(photos, sizeText(bytes))],
      link: { href: archiveUrl(config, archive), label: ARCHIVE_MESSAGES.link },
    },
  };
}

async function removeFiles(config: Env, gone: PhotoArchive[]) {
  for (const archive of gone) await fs.promises.rm(archiveFile(config, archive), { force: true });
}

/**
 * The worker's job: streams the ZIP to `<id>.zip.part`, renames it, then in one transaction marks the
 * archive ready and records the e-mail (idempotency key per archive: a retried job never e-mails twice);
 * the e-mail's job is queued after commit. Older archives of the wedding go. Nothing when no longer queued.
 */
export async function makeArchive(
  deps: { store: DataStore; queue: Queue; config: Env; renderEmail: RenderEmail },
  archiveId: string,
  now: () => Date = () => new Date(),
): Promise<PhotoArchive | undefined> {
  const archives = archivesRepository(deps.store);
  const archive = await archives.byId(archiveId);
  if (!archive || archive.status !== 'queued') return undefined;
  const file = archiveFile(deps.config, archive);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const part = `${file}.part`;
  const photos = await writePhotoArchive({ photos: photosRepository(deps.store), config: deps.config }, archive.weddingId, fs.createWriteStream(part));
  const { size } = await fs.promises.stat(part);
  await fs.promises.rename(part, file);
  const email = renderMessage(deps.renderEmail, archiveEmail(deps.config, archive, photos, size));
  const recorded = await archives.transaction(async () => {
    if (!(await archives.finish(archive.id, { status: 'ready', photos, bytes: size, at: now() }))) return undefined;
    return recordEmails(deps.store, [email]);
  });
  if (!recorded) return undefined;
  await queueRecorded(deps.queue, recorded);
  await removeFiles(deps.config, await archives.deleteOthers(archive.weddingId, archive.id));
  return { ...archive, status: 'ready', photos, bytes: size };
}

/** The job's last attempt failed: the archive is marked failed (the couple may ask again) and its part file goes. */
export async function failArchive(deps: { store: DataStore; config: Env }, archiveId: string, at = new Date()): Promise<void> {
  const archives = archivesRepository(deps.store);
  const archive = await archives.byId(archiveId);
  if (!archive) return;
  await archives.finish(archive.id, { status: 'failed', photos: 0, bytes: 0, at });
  await fs.promises.rm(`${archiveFile(deps.config, archive)}.part`, { force: true });
}

/** A ready archive of the wedding still within its time, with its file; else photos.archive-gone. */
export async function downloadableArchive(
  deps: { archives: ArchivesRepository; config: Env },
  weddingId: string,
  id: string,
  now = new Date(),
): Promise<{ archive: PhotoArchive; file: string }> {
  const archive = await deps.archives.find(weddingId, id);
  const file = archive && archiveFile(deps.config, archive);
  if (!archive || archive.status !== 'ready' || now.getTime() - archive.createdAt.getTime() > ARCHIVE_TTL_MS || !file || !fs.existsSync(file)) {
    throw new UserError('photos.archive-gone', ARCHIVE_MESSAGES.gone);
  }
  return { archive, file };
}

/** The daily sweep: archives past their time are deleted with their files. */
export async function sweepArchives(deps: { store: DataStore; config: Env }, now = new Date()): Promise<number> {
  const gone = await archivesRepository(deps.store).deleteOlderThan(new Date(now.getTime() - ARCHIVE_TTL_MS));
  await removeFiles(deps.config, gone);
  return gone.length;
}
