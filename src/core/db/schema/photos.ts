import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { belongsTo, createdAt, timestamp, updatedAt } from './columns';
import { weddings } from './weddings';

/** pending: waits for the couple; shared: in the album and the slideshow; hidden: the couple's (or a report's) no. */
export const PHOTO_STATUSES = ['pending', 'shared', 'hidden'] as const;
/** dropbox: guests only upload; album: guests see the shared photos; after: the album opens at `opensAt`. */
export const PHOTO_MODES = ['dropbox', 'album', 'after'] as const;
/** pre: a photo waits for the couple's approval; post: it is shared at once and the couple hides what they do not want. */
export const PHOTO_MODERATIONS = ['pre', 'post'] as const;
/** queued: the worker has yet to finish it; ready: the ZIP is stored and the link was e-mailed; failed: it gave up. */
export const PHOTO_ARCHIVE_STATUSES = ['queued', 'ready', 'failed'] as const;

/** A photo a guest shared (issue 26): the stored image, who sent it from which device, and the couple's decision. */
export const photos = sqliteTable(
  'photos',
  {
    id: text('id').primaryKey(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    /** The stored image's address (the local image host's or Cloudinary's). */
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    uploaderName: text('uploader_name').notNull(),
    /** The uploading device's cookie id: per-device limits and "my photos". */
    deviceId: text('device_id').notNull(),
    /** The table of the QR code the guest came by, when it had one. */
    tableTag: text('table_tag'),
    status: text('status', { enum: PHOTO_STATUSES }).notNull(),
    /** When a guest reported it (it is hidden until the couple looks); null when never or once the couple decided. */
    reportedAt: timestamp('reported_at'),
    /** When it was last shared (the live slideshow shows what was shared since it last asked). */
    sharedAt: timestamp('shared_at'),
    createdAt: createdAt(),
  },
  (t) => [index('photos_wedding_status_idx').on(t.weddingId, t.status, t.createdAt), index('photos_wedding_device_idx').on(t.weddingId, t.deviceId)],
);

/** The couple's choices for guests' photos; a wedding without a row has the defaults. */
export const photoSettings = sqliteTable('photo_settings', {
  weddingId: text('wedding_id')
    .primaryKey()
    .references(() => weddings.id, { onDelete: 'cascade' }),
  mode: text('mode', { enum: PHOTO_MODES }).notNull(),
  moderation: text('moderation', { enum: PHOTO_MODERATIONS }).notNull(),
  /** The album opens to guests at this moment (mode 'after'). */
  opensAt: timestamp('opens_at'),
  uploadFrom: timestamp('upload_from'),
  uploadTo: timestamp('upload_to'),
  perGuestLimit: integer('per_guest_limit').notNull(),
  updatedAt: updatedAt(),
});

/**
 * "Download all" (issue 26 item 2): a ZIP of the shared photos the worker makes and e-mails a link to. At most
 * one queued per wedding (the request checks in its transaction); the file sits outside the public uploads.
 */
export const photoArchives = sqliteTable(
  'photo_archives',
  {
    id: text('id').primaryKey(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    /** The member who asked, and their address then: the link is e-mailed to them. */
    requestedBy: text('requested_by').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: PHOTO_ARCHIVE_STATUSES }).notNull(),
    photos: integer('photos').notNull(),
    bytes: integer('bytes').notNull(),
    finishedAt: timestamp('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [index('photo_archives_wedding_idx').on(t.weddingId, t.createdAt)],
);
