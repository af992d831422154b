// The photos feature's public API (issue 26): what the worker and other features use.
export { failArchive, makeArchive } from './domain/archive-job';
export { sweepPhotoFiles } from './domain/sweep-files';
export { guestPhotosForSite } from './domain/site-photos';
export { photosRepository } from './domain/repository';
