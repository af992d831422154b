// The scoped upload token a table's QR code carries (issue 26 items 1 and 5): it lets its holder
// upload photos to one wedding (tagged with one table), and nothing else: it is not the site's pass
// and opens no page but the upload page. An HMAC of the wedding id and the table under the server
// secret; nothing is stored. The couple's QR sheet prints it.
import { safeEqual, signValue } from '../../../core/secrets';

type SecretConfig = { SESSION_SECRET?: string; dataDir: string };
const PURPOSE = 'photo-upload';

export function photoUploadToken(config: SecretConfig, weddingId: string, table = ''): string {
  return signValue(config, PURPOSE, `${weddingId}\n${table}`).slice(0, 32);
}

export function validPhotoUploadToken(config: SecretConfig, weddingId: string, table: string, token: string | undefined): boolean {
  return typeof token === 'string' && safeEqual(photoUploadToken(config, weddingId, table), token);
}

/** The link a QR code opens: the upload page with the token, and the table when there is one. */
export function photoUploadPath(config: SecretConfig, weddingUrl: string, weddingId: string, table = ''): string {
  const query = new URLSearchParams({ k: photoUploadToken(config, weddingId, table) });
  if (table) query.set('table', table);
  return `/${weddingUrl}/photos/add?${query}`;
}
