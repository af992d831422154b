// Browser side of the signed-upload contract (Cloudinary or the local image host alike):
// sign → size check → multipart POST with progress → the stored image's address.
import { imageTooLargeMessage, IMAGE_MESSAGES } from '../domain/images/rules';

export interface SignedUpload {
  cloudName: string;
  apiKey: string;
  timestamp: number;
  signature: string;
  max_file_size: number;
  folder?: string;
  transformation?: string;
  upload_preset?: string;
  context?: string;
  tags?: string;
  allowed_formats?: string;
  upload_url?: string;
}

export interface UploadedImage {
  secure_url: string;
  public_id: string;
  width?: number;
  height?: number;
}

export class UploadError extends Error {}

/** A file counts as an image if it is a File or its type starts with image/ (product.md §5). */
export function isImageFile(file: unknown): file is File {
  return file instanceof File || (file instanceof Blob && file.type.startsWith('image/'));
}

export async function requestSignature(signUrl: string): Promise<SignedUpload> {
  const res = await fetch(signUrl, { method: 'POST', credentials: 'same-origin' });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new UploadError(body.msg ?? IMAGE_MESSAGES.uploadFailed);
  return body as SignedUpload;
}

/** Posts the file with XHR so upload progress (0–100) can be shown. */
export function uploadSignedImage(
  file: Blob | undefined | null,
  signed: SignedUpload,
  onProgress: (percent: number) => void = () => {},
): Promise<UploadedImage> {
  if (!file || !isImageFile(file)) return Promise.reject(new UploadError(IMAGE_MESSAGES.noFile));
  if (file.size > signed.max_file_size) return Promise.reject(new UploadError(imageTooLargeMessage(signed.max_file_size)));
  const form = new FormData();
  form.set('file', file);
  form.set('api_key', signed.apiKey);
  form.set('timestamp', String(signed.timestamp));
  form.set('signature', signed.signature);
  for (const key of ['folder', 'transformation', 'upload_preset', 'context', 'tags', 'allowed_formats'] as const) {
    if (signed[key]) form.set(key, String(signed[key]));
  }
  const url = signed.upload_url ?? `https://api.cloudinary.com/v1_1/${signed.cloudName}/image/upload`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new UploadError(IMAGE_MESSAGES.uploadFailed));
    xhr.onload = () => {
      let body: { secure_url?: string; msg?: string; error?: { message?: string } } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.secure_url) {
        onProgress(100);
        resolve(body as UploadedImage);
      } else {
        reject(new UploadError(body.msg ?? body.error?.message ?? IMAGE_MESSAGES.uploadFailed));
      }
    };
    xhr.send(form);
  });
}
