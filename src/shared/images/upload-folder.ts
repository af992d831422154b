// Where a wedding's uploads live (the signer binds the folder; a saved wedding accepts only images from it).
// Apart from the uploads feature so the weddings' save rules check the folder without loading the app.
export type UploadOwner = { kind: 'wedding'; weddingId: string } | { kind: 'invite'; weddingId: string };

/** Each wedding uploads into a folder of its own; the signature binds the folder. */
export function uploadFolderFor(owner: UploadOwner): string {
  return owner.kind === 'wedding' ? `vowly/weddings/${owner.weddingId}` : `vowly/invites/${owner.weddingId}`;
}
