import type { Photo } from '../domain/repository';

/** A photo as the API answers it (the device id stays on the server). */
export function photoJson(photo: Photo) {
  return {
    _id: photo.id,
    url: photo.url,
    width: photo.width,
    height: photo.height,
    bytes: photo.bytes,
    uploaderName: photo.uploaderName,
    tableTag: photo.tableTag,
    status: photo.status,
    reported: photo.reportedAt !== null,
    createdAt: photo.createdAt.toISOString(),
  };
}
