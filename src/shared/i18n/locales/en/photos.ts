/** The guests' photo pages: the album and the share page's own words (the upload island's are not yet here). */
export const photos = {
  'photos.albumKicker': 'Guest photos',
  'photos.share': 'Share your photos',
  'photos.empty': 'No photos yet.',
  'photos.sharedBy': 'Shared by {name}',
  'photos.photoSharedBy': 'Photo shared by {name}',
  'photos.close': 'Close',
  'photos.report': 'Report this photo',
  'photos.addIntro': 'Add the photos you took today. The couple will see them all.',
};
