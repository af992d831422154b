// Browser side of the signed-upload contract (Cloudinary or the local image host alike):
// sign → size check → multipart POST with progress → the stored image's address. The invite
// image (product.md §4) is the whole flow plus PATCH /invite/image.
import { imageTooLargeMessage, IMAGE_MESSAGES } from '../images/messages';
import { ApiError, apiRequest } from './api';

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

/**
 * A failed upload or image call. `userFacing` is true when the message says what went wrong
 * (the server's msg, the size warning, 'No file provided'); otherwise callers show their own text.
 */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly userFacing = true,
  ) {
    super(message);
  }
}

/** The size warning is a warning, not an error (site-editor.md §8). */
export function isSizeWarning(error: unknown): boolean {
  return error instanceof UploadError && error.message.startsWith('Image size too large');
}

/** A file counts as an image if it is a File or its type starts with image/ (product.md §5). */
export function isImageFile(file: unknown): file is File {
  return file instanceof File || (file instanceof Blob && file.type.startsWith('image/'));
}

/** Any /api/v1 call of the image flow; a 401 ends the session like every island call. */
export async function imageApiCall<T>(method: string, path: string, body: unknown, fallback: string): Promise<T> {
  try {
    return await apiRequest<T>(method, path, body);
  } catch (error) {
    if (error instanceof ApiError && typeof error.body.msg === 'string') throw new UploadError(error.body.msg);
    throw new UploadError(error instanceof ApiError && error.status === 401 ? error.message : fallback, error instanceof ApiError && error.status === 401);
  }
}

/** POST {signPath} (no body): the signer response of product.md §3. */
export function requestSignature(signPath: string): Promise<SignedUpload> {
  return imageApiCall<SignedUpload>('POST', signPath, undefined, IMAGE_MESSAGES.uploadFailed);
}

/** Posts the file with XHR so upload progress (0–100) can be shown. */
export function uploadSignedImage(
  file: Blob | undefined | null,
  signed: SignedUpload,
  onProgress: (percent: number) => void = () => {},
): Promise<UploadedImage> {
  if (!file || !isImageFile(file)) return Promise.reject(new UploadError(IMAGE_MESSAGES.noFile));
  if (file.size > signed.max_file_size) return Promise.reject(new UploadError(imageTooLargeMessage(signed.max_file_size)));
  // The signed fields first and the file last: the local image host checks the signature when the
  // file part begins and refuses a forged upload without reading it (Cloudinary takes any order).
  const form = new FormData();
  form.set('api_key', signed.apiKey);
  form.set('timestamp', String(signed.timestamp));
  form.set('signature', signed.signature);
  for (const key of ['folder', 'transformation', 'upload_preset', 'context', 'tags', 'allowed_formats'] as const) {
    if (signed[key]) form.set(key, String(signed[key]));
  }
  form.set('file', file);
  const url = signed.upload_url ?? `https://api.cloudinary.com/v1_1/${signed.cloudName}/image/upload`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    const failed = () => reject(new UploadError(IMAGE_MESSAGES.uploadFailed, false));
    xhr.onerror = failed;
    xhr.onabort = failed;
    xhr.ontimeout = failed;
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
        return;
      }
      const message = body.msg ?? body.error?.message;
      reject(message ? new UploadError(message) : new UploadError(IMAGE_MESSAGES.uploadFailed, false));
    };
    xhr.send(form);
  });
}

/** The whole upload: no file → 'No file provided'; sign; too large → the size warning, nothing sent; post. */
export async function signAndUpload(signPath: string, file: Blob | undefined | null, onProgress?: (percent: number) => void): Promise<UploadedImage> {
  if (!file || !isImageFile(file)) throw new UploadError(IMAGE_MESSAGES.noFile);
  const signed = await requestSignature(signPath);
  return uploadSignedImage(file, signed, onProgress);
}

export interface InviteImageResult {
  msg: string;
  invite: { _id: string; image: string } & Record<string, unknown>;
}

/** Invite image: sign under /invite, check the size, upload, register the asset (product.md §4). */
export async function uploadInviteImage(file: Blob | undefined | null, onProgress?: (percent: number) => void): Promise<InviteImageResult> {
  const uploaded = await signAndUpload('/invite/sign-upload', file, onProgress);
  return imageApiCall<InviteImageResult>('PATCH', '/invite/image', { asset: uploaded.secure_url }, IMAGE_MESSAGES.uploadFailed);
}

export function deleteInviteImage(): Promise<InviteImageResult> {
  return imageApiCall<InviteImageResult>('PATCH', '/invite/image', { deleteImage: true }, IMAGE_MESSAGES.deleteFailed);
}
