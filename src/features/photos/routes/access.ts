// Who may share photos with a wedding (issue 26 items 1 and 5): anyone on an open published site; on a
// password-protected site, whoever holds the QR code's upload token (it opens the upload only, never
// the site: no site pass is given) or the site's pass. The couple previewing their unpublished site may
// try it. A table tag is taken only from a QR code whose token signs it.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../../core/http/context';
import { UserError } from '../../../core/errors';
import { newId } from '../../../shared/ids';
import { PHOTO_TEXTS, UPLOADER_NAME_MAX } from '../../../shared/photos/rules';
import {
  CREDENTIALS_MESSAGE,
  isPasswordProtected,
  mayPreviewSite,
  NOT_FOUND_MESSAGE,
  type PublishedWedding,
  type SiteDoor,
  siteDoorAt,
  siteRepository,
  siteVisit,
} from '../../site';
import { canSeeSite } from '../../site/web';
import { photosRepository } from '../domain/repository';
import { albumOpen, readPhotoSettings } from '../domain/settings';
import { validPhotoUploadToken } from '../domain/upload-token';

export interface PhotoGate {
  found: PublishedWedding;
  preview: boolean;
  /** The token and table the QR code carried (sent back by the page's form). */
  token: string;
  table: string;
  tableTag: string | null;
}

const DEVICE_COOKIE = 'vowly_photo_device';
const NAME_COOKIE = 'vowly_photo_name';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The wedding at the address, or wedding.not-found; unpublished: only its couple (preview). */
export async function photoWedding<E extends AppEnv>(c: Context<E>, weddingUrl: string): Promise<{ found: PublishedWedding; preview: boolean }> {
  const visit = await siteVisit(siteRepository(c.var.store), weddingUrl.toLowerCase(), c.var.session?.user);
  if (visit?.kind !== 'site') throw new UserError('wedding.not-found', NOT_FOUND_MESSAGE);
  return { found: visit.found, preview: visit.preview };
}

/** May this request upload: site.not-found, or photos.token-needed for a stranger to a protected site. */
export async function uploadGate<E extends AppEnv>(c: Context<E>, weddingUrl: string, sent: { token?: string; table?: string }): Promise<PhotoGate> {
  return uploadAccess(c, await photoWedding(c, weddingUrl), sent);
}

/** uploadGate once the wedding is known (synchronous: the multipart reader asks it when the file part begins). */
export function uploadAccess<E extends AppEnv>(
  c: Context<E>,
  { found, preview }: { found: PublishedWedding; preview: boolean },
  sent: { token?: string; table?: string },
): PhotoGate {
  const token = sent.token?.slice(0, 64) ?? '';
  const table = sent.table?.slice(0, 40).trim() ?? '';
  const tokenValid = validPhotoUploadToken(c.var.config, found.wedding.id, table, token);
  if (isPasswordProtected(found.wedding) && !preview && !tokenValid && !canSeeSite(c, found.wedding))
    throw new UserError('photos.token-needed', PHOTO_TEXTS.tokenNeeded);
  return { found, preview, token: tokenValid ? token : '', table: tokenValid ? table : '', tableTag: tokenValid && table ? table : null };
}

/** This browser's photo device id (set on first use; per-device limits count it). */
export function deviceId<E extends AppEnv>(c: Context<E>): string {
  const existing = getCookie(c, DEVICE_COOKIE);
  if (existing && /^[a-z0-9]{10,40}$/.test(existing)) return existing;
  const id = newId();
  setCookie(c, DEVICE_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'Lax', secure: c.var.config.isProduction, maxAge: YEAR_SECONDS });
  return id;
}

/** The name this device last shared under (the page remembers it without JavaScript too). */
export function rememberedName<E extends AppEnv>(c: Context<E>): string {
  return (getCookie(c, NAME_COOKIE) ?? '').slice(0, UPLOADER_NAME_MAX);
}

export function rememberName<E extends AppEnv>(c: Context<E>, name: string) {
  setCookie(c, NAME_COOKIE, name, { path: '/', sameSite: 'Lax', secure: c.var.config.isProduction, maxAge: YEAR_SECONDS });
}

/** The uploader's name as sent, trimmed; photos.name-needed when blank. */
export function uploaderName(value: string | undefined): string {
  const name = (value ?? '').trim().slice(0, UPLOADER_NAME_MAX);
  if (!name) throw new UserError('photos.name-needed', PHOTO_TEXTS.nameNeeded);
  return name;
}

export interface AlbumGate {
  found: PublishedWedding;
  preview: boolean;
  /** The couple (or an admin) looking at their own album, open to guests or not. */
  couple: boolean;
}

/**
 * Who sees the shared photos (the album, the slideshow): anyone who may see the site, while the couple's
 * mode lets guests see them; the couple always. The QR code's upload token opens none of it.
 */
export async function albumGate<E extends AppEnv>(c: Context<E>, weddingUrl: string, now = new Date()): Promise<AlbumGate> {
  const { found, preview } = await photoWedding(c, weddingUrl);
  return { found, preview, couple: await albumAccess(c, found.wedding, now) };
}

/**
 * albumGate for the slideshow's poll (every 10 s per screen): the same rules on the site's door alone,
 * without reading the page content. Answers the wedding's id.
 */
export async function albumPollGate<E extends AppEnv>(c: Context<E>, weddingUrl: string, now = new Date()): Promise<string> {
  const door = await siteDoorAt(siteRepository(c.var.store), weddingUrl);
  if (!door || (!door.published && !mayPreviewSite(c.var.session?.user, door))) throw new UserError('wedding.not-found', NOT_FOUND_MESSAGE);
  await albumAccess(c, door, now);
  return door.id;
}

/** May this visitor see the wedding's shared photos; true for its couple. */
async function albumAccess<E extends AppEnv>(c: Context<E>, door: SiteDoor, now: Date): Promise<boolean> {
  const couple = mayPreviewSite(c.var.session?.user, door);
  if (!couple && isPasswordProtected(door) && !canSeeSite(c, door)) throw new UserError('site.password-required', CREDENTIALS_MESSAGE);
  if (!couple && !albumOpen(await readPhotoSettings(photosRepository(c.var.store), door.id), now))
    throw new UserError('photos.album-closed', PHOTO_TEXTS.albumClosed);
  return couple;
}
