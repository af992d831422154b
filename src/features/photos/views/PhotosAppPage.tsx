import type { Photo, PhotoStatus } from '../domain/repository';
import type { PhotoPage } from '../domain/curation';
import type { PhotoArchive } from '../domain/archive-repository';
import { ARCHIVE_STALE_MS, ARCHIVE_TTL_MS, sizeText } from '../domain/archive-job';
import { responsiveImage } from '../../../shared/images/responsive';

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

const STATUS_TABS: Array<{ status?: PhotoStatus; label: string }> = [
  { label: 'All' },
  { status: 'pending', label: 'Pending' },
  { status: 'shared', label: 'Shared' },
  { status: 'hidden', label: 'Hidden' },
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
  return (
    <li className={`photo-tile photo-tile--${photo.status}`} data-photo={photo.id} data-status={photo.status}>
      <label className="photo-tile__pick">
        <input type="checkbox" name="ids" value={photo.id} aria-label={`Choose the photo from ${photo.uploaderName}`} />
        <img src={image.src} srcSet={image.srcSet} sizes="(max-width: 640px) 50vw, 220px" alt={`From ${photo.uploaderName}`} loading="lazy" decoding="async" />
      </label>
      <span className="photo-tile__meta">
        <span>{photo.uploaderName}</span>
        {photo.tableTag && <span className="photo-tile__table">{photo.tableTag}</span>}
        <span className={`status-badge photo-status photo-status--${photo.status}`}>
          {photo.reportedAt ? 'Reported' : photo.status === 'pending' ? 'Pending' : photo.status === 'shared' ? 'Shared' : 'Hidden'}
        </span>
      </span>
    </li>
  );
}

/** "Download all": the button, and what became of the last ZIP (being made, ready to download, failed). */
function DownloadAll({ archive, shared }: { archive?: PhotoArchive; shared: number }) {
  const ready = archive?.status === 'ready' && Date.now() - archive.createdAt.getTime() <= ARCHIVE_TTL_MS ? archive : undefined;
  return (
    <div className="photos-download" data-testid="photo-download">
      {archive?.status === 'queued' && Date.now() - archive.createdAt.getTime() < ARCHIVE_STALE_MS ? (
        <p>Your ZIP is being made. We'll e-mail you a link when it's ready.</p>
      ) : (
        <form method="post" action="/app/photos/archive">
          <button className="btn" type="submit" disabled={shared === 0}>
            Download all
          </button>
          <span className="field__hint">
            {shared === 0
              ? ' Share photos first: the ZIP holds the shared ones.'
              : ` A ZIP of the ${shared === 1 ? 'shared photo' : `${shared} shared photos`}, e-mailed to you as a link.`}
          </span>
        </form>
      )}
      {ready && (
        <p>
          <a href={`/app/photos/archive/${ready.id}`}>Download the ZIP</a>
          {` (${ready.photos === 1 ? '1 photo' : `${ready.photos} photos`}, ${sizeText(ready.bytes)}), until ${new Date(ready.createdAt.getTime() + ARCHIVE_TTL_MS).toLocaleDateString('en-US', { month: 'long', day: 'numeric' })}.`}
        </p>
      )}
      {archive?.status === 'failed' && <p className="field__error">The last ZIP could not be made. Try again.</p>}
    </div>
  );
}

/** /app/photos: the guests' photos by status, uploader and table, chosen for sharing, hiding or deleting (issue 26 item 2). */
export function PhotosAppPage({ page, filter, uploaders, tables, usage, pro, archive, shared }: PhotosAppProps) {
  const all = page.counts.pending + page.counts.shared + page.counts.hidden;
  return (
    <>
      <section className="card app-card photos-summary">
        <div className="guest-summary__usage">
          <p data-testid="photo-storage">
            <strong>{usage.photos.toLocaleString('en-US')}</strong>
            {` of ${usage.limit.toLocaleString('en-US')} photos · ${megabytes(usage.bytes)}`}
          </p>
          <meter min={0} max={usage.limit} value={usage.photos} aria-label="Photos stored" />
          <p className="field__hint">
            {pro ? 'Pro stores up to 2,000 guest photos.' : 'Free stores up to 100 guest photos; Pro stores 2,000.'} Photos are kept at most 2560 px.
          </p>
        </div>
        <ul className="guest-summary__counts" aria-label="By status">
          {STATUS_TABS.map((tab) => (
            <li key={tab.label}>
              <a className="status-count" href={albumHref({ ...filter, status: tab.status })} aria-current={filter.status === tab.status ? 'true' : undefined}>
                {tab.label} <strong>{tab.status ? page.counts[tab.status] : all}</strong>
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
            <span className="field__label">Shared by</span>
            <select className="field__input" name="uploader" defaultValue={filter.uploader ?? ''}>
              <option value="">Everyone</option>
              {uploaders.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">Table</span>
            <select className="field__input" name="table" defaultValue={filter.table ?? ''}>
              <option value="">All tables</option>
              {tables.map((table) => (
                <option key={table} value={table}>
                  {table}
                </option>
              ))}
            </select>
          </label>
          <button className="btn" type="submit">
            Filter
          </button>
        </form>

        {page.photos.length === 0 ? (
          <p className="photos-empty">{all === 0 ? 'No photos yet. Print the table QR codes so guests can share theirs.' : 'No photos here.'}</p>
        ) : (
          <form method="post" action="/app/photos/bulk" className="photos-album">
            <div className="photos-album__actions">
              <button className="btn btn--primary" type="submit" name="do" value="share">
                Share
              </button>
              <button className="btn" type="submit" name="do" value="hide">
                Hide
              </button>
              <button className="btn btn--ghost" type="submit" name="do" value="delete">
                Delete
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
          <nav className="photos-pages" aria-label="Pages">
            {page.page > 1 && <a href={albumHref(filter, page.page - 1)}>← Newer</a>}
            <span>
              Page {page.page} of {page.pages}
            </span>
            {page.page < page.pages && <a href={albumHref(filter, page.page + 1)}>Older →</a>}
          </nav>
        )}
      </section>
    </>
  );
}
