import type { Env } from '../../../core/config/env';
import { newId } from '../../../shared/ids';
import { imageHostFor, signParams } from '../../../core/config/image-host';
import { ALLOWED_FORMATS, INCOMING_TRANSFORMATION, MAX_FILE_SIZE_BYTES } from '../../../shared/images/rules';
import { uploadFolderFor, type UploadOwner } from '../../../shared/images/upload-folder';

export { uploadFolderFor };

/** The signer response of product.md §3, plus upload_url (where the browser posts the file). */
export function signUpload(config: Env, owner: UploadOwner, now = new Date()) {
  const host = imageHostFor(config);
  const folder = uploadFolderFor(owner);
  const timestamp = Math.floor(now.getTime() / 1000);
  const allowed_formats = ALLOWED_FORMATS.join(',');
  const transformation = INCOMING_TRANSFORMATION;
  // The local host accepts each signature once; a nonce keeps two signatures of the same second apart.
  const context = host.kind === 'local' ? `upload=${newId()}` : undefined;
  const signature = signParams({ allowed_formats, folder, timestamp, transformation, ...(context ? { context } : {}) }, host.apiSecret);
  return {
    cloudName: host.cloudName,
    apiKey: host.apiKey,
    timestamp,
    signature,
    max_file_size: MAX_FILE_SIZE_BYTES,
    folder,
    allowed_formats,
    transformation,
    ...(context ? { context } : {}),
    upload_url: host.uploadUrl,
  };
}
