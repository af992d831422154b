// The uploads feature's public API: what jobs/, the CLI and other features may import (createApp takes the routers
// from routers.ts). Anything else in src/features/uploads/ is private to it (.dependency-cruiser.cjs).
export { deleteStoredImage } from './domain/delete-image';
export { stopImageWork } from './domain/image-work';
export { sweepOrphanUploads } from './domain/sweep-uploads';
export { uploadsRepository } from './domain/repository';
export { guestPhotoFolder, storeGuestPhoto } from './domain/guest-photo';
export { sweepCloudinaryWeddingFolders } from './domain/cloudinary-folders';
export { ImageRejected } from './domain/local-store';
