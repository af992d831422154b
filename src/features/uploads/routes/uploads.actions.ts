// The uploads' writes as actions (issue 29 item 2), each declared once with its input and answer
// (in the OpenAPI document):
//   POST /api/v1/weddings/{id}/sign-upload → the signer response (an image of the couple's own wedding)
//   POST /api/v1/invite/sign-upload        → the signer response (the invitation's image)
//   PATCH /api/v1/invite/image { asset } | { deleteImage } → { msg, invite }
// The local image host's upload endpoint streams a file (routes/index.ts) and is not an action.
import type { Context } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import { UserError } from '../../../core/errors';
import type { OwnerEnv } from '../../../core/http/context';
import { requireApiOwner } from '../../../core/http/middleware/guards';
import { IMAGE_MESSAGES } from '../../../shared/images/messages';
import { currentWeddingNamed, weddingRepository } from '../../weddings';
import { changeInviteImage, inviteImageBodySchema } from '../domain/invite-image';
import { uploadsRepository } from '../domain/repository';
import { signUpload } from '../domain/sign-upload';

const signedUpload = z.object({
  cloudName: z.string(),
  apiKey: z.string(),
  timestamp: z.number().int(),
  signature: z.string(),
  max_file_size: z.number().int(),
  folder: z.string(),
  allowed_formats: z.string(),
  transformation: z.string(),
  context: z.string().optional().meta({ description: 'The local image host only: a one-time nonce the upload must send back' }),
  upload_url: z.string().meta({ description: 'Where the browser posts the file, with these fields before it' }),
});

export const signWeddingUpload = defineAction({
  method: 'POST',
  path: '/:id/sign-upload',
  guard: requireApiOwner,
  summary: "Sign an image upload for the couple's own wedding",
  input: z.object({}),
  output: signedUpload,
  run: async (c: Context<OwnerEnv>) => {
    // The wedding in the path must be the current one (404 unknown, 403 another couple's).
    const wedding = await currentWeddingNamed(weddingRepository(c.var.store), c.req.param('id') ?? '', c.var.wedding);
    return signUpload(c.var.config, { kind: 'wedding', weddingId: wedding.id });
  },
});

export const signInviteUpload = defineAction({
  method: 'POST',
  path: '/sign-upload',
  guard: requireApiOwner,
  summary: "Sign an upload of the invitation's image",
  input: z.object({}),
  output: signedUpload,
  run: (c: Context<OwnerEnv>) => signUpload(c.var.config, { kind: 'invite', weddingId: c.var.wedding.id }),
});

/**
 * What the body may hold; checked in `run`, since the refusal depends on what was sent: a bad delete is
 * 'Unable to delete image' (image.not-deletable), anything else 'No file provided' (upload.no-file).
 */
const inviteImageInput = z.object({
  asset: z.unknown().optional().meta({ description: "The uploaded image: the image host's address, or its upload response (as JSON text in form data)" }),
  deleteImage: z.unknown().optional().meta({ description: 'true (or the current address) removes the image' }),
});

export const changeInviteImageAction = defineAction({
  method: 'PATCH',
  path: '/image',
  guard: requireApiOwner,
  summary: "Set or remove the invitation's image",
  input: inviteImageInput,
  output: z.object({
    msg: z.string(),
    invite: z.object({
      _id: z.string(),
      saveTheDateDesign: z.string(),
      invitationDesign: z.string(),
      fields: z.unknown(),
      image: z.string().meta({ description: "The image's address; '' when there is none" }),
      updatedAt: z.string(),
    }),
  }),
  run: async (c: Context<OwnerEnv>, body) => {
    const parsed = inviteImageBodySchema.safeParse(body);
    if (!parsed.success)
      throw body.deleteImage !== undefined
        ? new UserError('image.not-deletable', IMAGE_MESSAGES.unableToDelete)
        : new UserError('upload.no-file', IMAGE_MESSAGES.noFile);
    return changeInviteImage({ uploads: uploadsRepository(c.var.store), queue: c.var.queue, config: c.var.config }, c.var.wedding.id, parsed.data);
  },
});
