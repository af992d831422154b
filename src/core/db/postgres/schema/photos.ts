import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, timestamp, updatedAt } from './columns';
import { PHOTO_ARCHIVE_STATUSES, PHOTO_MODERATIONS, PHOTO_MODES, PHOTO_STATUSES } from '../../schema/photos';
import { weddings } from './weddings';

/** A photo a guest shared (issue 26): the stored image, who sent it from which device, and the couple's decision. */
export const photos = pgTable(
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
export const photoSettings = pgTable('photo_settings', {
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
export const photoArchives = pgTable(
  'photo_archives',
  {
    id: text('id').primaryKey(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    /** The member who asked, and their address then: the link is e-mailed to them. */
    requestedBy: text('requested_by').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: PHOTO_ARCHIVE_STATUSES }).notNull(),
    photos: integer('photos').notNull(),
    /** Past 2 GB: bigint (a number in JavaScript, as SQLite's integer). */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    finishedAt: timestamp('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [index('photo_archives_wedding_idx').on(t.weddingId, t.createdAt)],
);
