// Where images live: Cloudinary when CLOUDINARY_URL is set, otherwise the local store under
// DATA_DIR/uploads. Both speak the same signed-upload contract, so the browser code is one.
import { v2 as cloudinary } from 'cloudinary';
import type { Env } from './env';
import { derivedSecret } from '../secrets';

export const LOCAL_UPLOAD_PATH = '/uploads/v1_1/local/image/upload';
export const LOCAL_IMAGE_PREFIX = '/uploads/';

export interface ImageHost {
  kind: 'cloudinary' | 'local';
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  uploadUrl: string;
  /** Is `url` an image this host delivered from `folder` (no foreign URLs smuggled into a wedding)? */
  ownsUrl(url: string, folder: string): boolean;
}

function parseCloudinaryUrl(value: string) {
  const url = new URL(value);
  if (url.protocol !== 'cloudinary:' || !url.username || !url.password || !url.hostname) {
    throw new Error('CLOUDINARY_URL must look like cloudinary://API_KEY:API_SECRET@CLOUD_NAME');
  }
  return { apiKey: decodeURIComponent(url.username), apiSecret: decodeURIComponent(url.password), cloudName: url.hostname };
}

export function imageHostFor(config: Env): ImageHost {
  if (config.CLOUDINARY_URL) {
    const { apiKey, apiSecret, cloudName } = parseCloudinaryUrl(config.CLOUDINARY_URL);
    cloudinary.config({ cloud_name: cloudName, api_key: apiKey, api_secret: apiSecret, secure: true, analytics: false } as never);
    const deliveryPrefix = `https://res.cloudinary.com/${cloudName}/image/upload/`;
    return {
      kind: 'cloudinary',
      cloudName,
      apiKey,
      apiSecret,
      uploadUrl: `https://api.cloudinary.com/v1_1/${cloudName}/image/upload`,
      ownsUrl: (url, folder) => new RegExp(`^${escapeRegExp(deliveryPrefix)}(v\\d+/)?${escapeRegExp(folder)}/[A-Za-z0-9_-]+(\\.[a-z0-9]+)?$`).test(url),
    };
  }
  return {
    kind: 'local',
    cloudName: 'local',
    apiKey: 'local',
    apiSecret: derivedSecret(config, 'local-upload').toString('hex'),
    uploadUrl: LOCAL_UPLOAD_PATH,
    // Exactly the addresses the local store hands out (local-store.ts).
    ownsUrl: (url, folder) => new RegExp(`^${escapeRegExp(`${LOCAL_IMAGE_PREFIX}${folder}/`)}[a-z0-9]+/(w\\d+\\.(webp|avif)|full\\.webp)$`).test(url),
  };
}

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Cloudinary's request signature (SHA-1 of the sorted parameters + secret), computed by its SDK. */
export function signParams(params: Record<string, string | number>, apiSecret: string): string {
  return cloudinary.utils.api_sign_request(params, apiSecret);
}
