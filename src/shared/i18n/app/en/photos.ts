/** The couple's app, photos: every key starts with 'photos.'. */
export const photos = {} satisfies Record<`photos.${string}`, string>;
