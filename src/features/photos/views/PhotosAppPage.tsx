import type { Photo, PhotoStatus } from '../domain/repository';
import type { PhotoPage } from '../domain/curation';
import type { PhotoArchive } from '../domain/archive-repository';
import { ARCHIVE_STALE_MS, ARCHIVE_TTL_MS, sizeText } from '../domain/archive-job';
import { responsiveImage } from '../../../shared/images/responsive';
import { type AppMessageKey, useAppText } from '../../../shared/i18n/app';

export interface AlbumFilter {
  status?: PhotoStatus;
  uploader?: string;
  table?: string;
}

export interface PhotosAppProps {
  page: PhotoPage;
  filter: AlbumFilter;
  uploaders: string[];
  tables: string[];
  usage: { photos: number; bytes: number; limit: number };
  pro: boolean;
  /** The newest "Download all" ZIP, if any. */
  archive?: PhotoArchive;
  /** How many photos are shared (what the ZIP holds, whatever the filter). */
  shared: number;
}

const STATUS_TABS: Array<{ status?: PhotoStatus; label: AppMessageKey }> = [
  { label: 'photos.status.all' },
  { status: 'pending', label: 'photos.status.pending' },
  { status: 'shared', label: 'photos.status.shared' },
  { status: 'hidden', label: 'photos.status.hidden' },
];

function albumHref(filter: AlbumFilter, page = 1) {
  const q = new URLSearchParams();
  if (filter.status) q.set('status', filter.status);
  if (filter.uploader) q.set('uploader', filter.uploader);
  if (filter.table) q.set('table', filter.table);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `/app/photos?${s}` : '/app/photos';
}

function megabytes(bytes: number) {
  return `${(bytes / 1048576).toFixed(bytes < 10 * 1048576 ? 1 : 0)} MB`;
}

function PhotoTile({ photo }: { photo: Photo }) {
  const image = responsiveImage(photo.url);
  const t = useAppText();
  return (
    <li className={`photo-tile photo-tile--${photo.status}`} data-photo={photo.id} data-status={photo.status}>
      <label className="photo-tile__pick">
        <input type="checkbox" name="ids" value={photo.id} aria-label={t('photos.choose', { name: photo.uploaderName })} />
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes="(max-width: 640px) 50vw, 220px"
          alt={t('photos.from', { name: photo.uploaderName })}
          loading="lazy"
          decoding="async"
        />
      </label>
      <span className="photo-tile__meta">
        <span>{photo.uploaderName}</span>
        {photo.tableTag && <span className="photo-tile__table">{photo.tableTag}</span>}
        <span className={`status-badge photo-status photo-status--${photo.status}`}>
          {t(photo.reportedAt ? 'photos.status.reported' : `photos.status.${photo.status}`)}
        </span>
      </span>
    </li>
  );
}

/** "Download all": the button, and what became of the last ZIP (being made, ready to download, failed). */
function DownloadAll({ archive, shared }: { archive?: PhotoArchive; shared: number }) {
  const t = useAppText();
  const ready = archive?.status === 'ready' && Date.now() - archive.createdAt.getTime() <= ARCHIVE_TTL_MS ? archive : undefined;
  return (
    <div className="photos-download" data-testid="photo-download">
      {archive?.status === 'queued' && Date.now() - archive.createdAt.getTime() < ARCHIVE_STALE_MS ? (
        <p>{t('photos.archive.making')}</p>
      ) : (
        <form method="post" action="/app/photos/archive">
          <button className="btn" type="submit" disabled={shared === 0}>
            {t('photos.archive.downloadAll')}
          </button>
          <span className="field__hint">{shared === 0 ? t('photos.archive.shareFirst') : t('photos.archive.hint', { count: shared, n: String(shared) })}</span>
        </form>
      )}
      {ready && (
        <p>
          <a href={`/app/photos/archive/${ready.id}`}>{t('photos.archive.download')}</a>
          {t('photos.archive.ready', {
            count: ready.photos,
            n: String(ready.photos),
            size: sizeText(ready.bytes),
            until: new Date(ready.createdAt.getTime() + ARCHIVE_TTL_MS).toLocaleDateString('en-US', { month: 'long', day: 'numeric' }),
          })}
        </p>
      )}
      {archive?.status === 'failed' && <p className="field__error">{t('photos.archive.failed')}</p>}
    </div>
  );
}

/** /app/photos: the guests' photos by status, uploader and table, chosen for sharing, hiding or deleting (issue 26 item 2). */
export function PhotosAppPage({ page, filter, uploaders, tables, usage, pro, archive, shared }: PhotosAppProps) {
  const all = page.counts.pending + page.counts.shared + page.counts.hidden;
  const t = useAppText();
  return (
    <>
      <section className="card app-card photos-summary">
        <div className="guest-summary__usage">
          <p data-testid="photo-storage">
            <strong>{usage.photos.toLocaleString('en-US')}</strong>
            {t('photos.storage.used', { limit: usage.limit.toLocaleString('en-US'), size: megabytes(usage.bytes) })}
          </p>
          <meter min={0} max={usage.limit} value={usage.photos} aria-label={t('photos.storage.label')} />
          <p className="field__hint">
            {pro ? t('photos.storage.pro') : t('photos.storage.free')} {t('photos.storage.size')}
          </p>
        </div>
        <ul className="guest-summary__counts" aria-label={t('photos.byStatus')}>
          {STATUS_TABS.map((tab) => (
            <li key={tab.label}>
              <a className="status-count" href={albumHref({ ...filter, status: tab.status })} aria-current={filter.status === tab.status ? 'true' : undefined}>
                {t(tab.label)} <strong>{tab.status ? page.counts[tab.status] : all}</strong>
              </a>
            </li>
          ))}
        </ul>
        <DownloadAll archive={archive} shared={shared} />
      </section>

      <section className="card app-card">
        <form method="get" action="/app/photos" className="photos-filter">
          {filter.status && <input type="hidden" name="status" value={filter.status} />}
          <label className="field">
            <span className="field__label">{t('photos.filter.uploader')}</span>
            <select className="field__input" name="uploader" defaultValue={filter.uploader ?? ''}>
              <option value="">{t('photos.filter.everyone')}</option>
              {uploaders.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('photos.filter.table')}</span>
            <select className="field__input" name="table" defaultValue={filter.table ?? ''}>
              <option value="">{t('photos.filter.allTables')}</option>
              {tables.map((table) => (
                <option key={table} value={table}>
                  {table}
                </option>
              ))}
            </select>
          </label>
          <button className="btn" type="submit">
            {t('photos.filter.submit')}
          </button>
        </form>

        {page.photos.length === 0 ? (
          <p className="photos-empty">{all === 0 ? t('photos.empty') : t('photos.emptyFilter')}</p>
        ) : (
          <form method="post" action="/app/photos/bulk" className="photos-album">
            <div className="photos-album__actions">
              <button className="btn btn--primary" type="submit" name="do" value="share">
                {t('photos.action.share')}
              </button>
              <button className="btn" type="submit" name="do" value="hide">
                {t('photos.action.hide')}
              </button>
              <button className="btn btn--ghost" type="submit" name="do" value="delete">
                {t('photos.action.delete')}
              </button>
            </div>
            <ul className="photo-grid">
              {page.photos.map((photo) => (
                <PhotoTile key={photo.id} photo={photo} />
              ))}
            </ul>
          </form>
        )}
        {page.pages > 1 && (
          <nav className="photos-pages" aria-label={t('photos.pages')}>
            {page.page > 1 && <a href={albumHref(filter, page.page - 1)}>{t('photos.newer')}</a>}
            <span>{t('photos.page', { page: String(page.page), pages: String(page.pages) })}</span>
            {page.page < page.pages && <a href={albumHref(filter, page.page + 1)}>{t('photos.older')}</a>}
          </nav>
        )}
      </section>
    </>
  );
}
