/** The couple's app, uploads: every key starts with 'uploads.'. */
export const uploads = {
  // islands/InviteImage.tsx: the card photo of the save-the-date and the invitation
  'uploads.invite.photo': 'Photo',
  'uploads.invite.photoAlt': 'Your card photo',
  'uploads.invite.none': 'No photo yet.',
  'uploads.invite.noneWith': 'No photo yet. Without one, {designs} show your initials or a colour band instead.',
  'uploads.invite.progress': 'Upload progress',
  'uploads.invite.replace': 'Replace photo',
  'uploads.invite.upload': 'Upload photo',
  'uploads.invite.remove': 'Remove photo',
  'uploads.invite.builtAround': 'Every design shows the photo; {designs} are built around it. JPEG, PNG, WebP, AVIF or GIF.',
  'uploads.invite.above': 'Every design shows the photo above your words. JPEG, PNG, WebP, AVIF or GIF.',
  // The local image host's refusals
  'uploads.badFolder': 'Invalid upload folder',
  'uploads.cloudinary': 'Uploads go to Cloudinary',
} satisfies Record<`uploads.${string}`, string>;
