// Receiving guests' photos (issue 26 items 1 and 5), for the API (one photo a request) and the page's
// no-JavaScript form (several): the fields before the files decide, before a byte of a file is read,
// whether the upload may go on (the wedding, the token of a protected site, the name, a place among the
// uploads in flight); each file streams to a temporary file (the body counted as it comes), then goes
// through the image pipeline one at a time. Temporary files are removed whatever happens.
import fs from 'node:fs';
import type { Context } from 'hono';
import type { AppEnv } from '../../../core/http/context';
import { MultipartError, MultipartTooLarge, type StreamedFile, streamMultipart } from '../../../core/http/api/multipart';
import { clientAddress } from '../../../core/http/client-address';
import { BODY_LIMITS } from '../../../core/http/middleware/body-limit';
import { clientIp } from '../../../core/http/request-info';
import { clientKey } from '../../../core/rate-limit/client-key';
import { UserError } from '../../../core/errors';
import { IMAGE_MESSAGES, imageTooLargeMessage } from '../../../shared/images/messages';
import { PHOTO_MAX_FILE_BYTES, PHOTO_TEXTS, PHOTOS_PER_FORM } from '../../../shared/photos/rules';
import { ImageRejected } from '../../uploads';
import { addGuestPhoto } from '../domain/add-photo';
import { photosRepository, type Photo } from '../domain/repository';
import { deviceId, type PhotoGate, photoWedding, rememberName, uploadAccess, uploaderName } from './access';

export interface Received {
  gate: PhotoGate;
  name: string;
  /** Each file's photo, or why it was refused. */
  results: Array<{ photo: Photo } | { error: UserError }>;
}

/** Reads the multipart body and shares each photo; throws a UserError for what refuses the whole post. */
export async function receivePhotos<E extends AppEnv>(c: Context<E>, weddingUrl: string, kind: 'api' | 'form'): Promise<Received> {
  const { config, uploadsInFlight } = c.var;
  let gate: PhotoGate | undefined;
  let name = '';
  // The wedding is looked up before the body is read: acceptFile (called mid-stream) cannot wait for the database.
  const wedding = await photoWedding(c, weddingUrl);
  let release: (() => void) | undefined;
  let files: StreamedFile[] = [];
  try {
    try {
      const upload = await streamMultipart(c.req.raw, {
        fileField: 'file',
        maxFiles: kind === 'api' ? 1 : PHOTOS_PER_FORM,
        maxFileBytes: PHOTO_MAX_FILE_BYTES,
        maxBodyBytes: kind === 'api' ? BODY_LIMITS.photo : BODY_LIMITS.photoForm,
        tempDir: `${config.uploadsDir}/.work`,
        acceptFile: (fields) => {
          if (gate) return;
          gate = uploadAccess(c, wedding, { token: fields.k, table: fields.table });
          name = uploaderName(fields.name);
          release = uploadsInFlight.admit(clientKey(clientAddress(c, config)));
          if (!release) throw new ImageRejected(IMAGE_MESSAGES.uploadsBusy, 'upload.busy');
        },
      });
      files = upload.files;
      // No file at all: the fields still answer first (a stranger learns nothing more).
      gate ??= uploadAccess(c, wedding, { token: upload.fields.k, table: upload.fields.table });
      if (!name) name = uploaderName(upload.fields.name);
    } catch (error) {
      if (error instanceof MultipartTooLarge) throw new UserError('upload.too-large', imageTooLargeMessage(PHOTO_MAX_FILE_BYTES));
      if (error instanceof MultipartError) throw new UserError('upload.no-file', IMAGE_MESSAGES.noFile);
      throw error;
    }
    const nonEmpty = files.filter((file) => file.bytes > 0);
    if (nonEmpty.length === 0) throw new UserError('photos.none-chosen', PHOTO_TEXTS.noPhotos);
    rememberName(c, name);
    const uploader = {
      weddingId: gate.found.wedding.id,
      weddingDate: gate.found.wedding.weddingDate,
      ownerPro: gate.found.ownerPro,
      name,
      deviceId: deviceId(c),
      tableTag: gate.tableTag,
      ip: clientIp(c),
    };
    const deps = { photos: photosRepository(c.var.store), store: c.var.store, config };
    const results: Received['results'] = [];
    for (const file of nonEmpty) {
      try {
        results.push({ photo: await addGuestPhoto(deps, uploader, file) });
      } catch (error) {
        if (!(error instanceof UserError)) throw error;
        results.push({ error });
      }
    }
    return { gate, name, results };
  } finally {
    release?.();
    for (const file of files) await fs.promises.rm(file.path, { force: true });
  }
}
