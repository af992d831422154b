/** Cloudinary public id of a delivery URL: the part after /image/upload/[transforms/][v123/], no extension. */
export function cloudinaryPublicId(url: string): string | undefined {
  const match = url.match(/\/image\/upload\/(?:[^/]*_[^/]*\/)*(?:v\d+\/)?(.+?)(?:\.[a-z0-9]+)?$/i);
  return match?.[1];
}
