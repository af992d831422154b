import { z } from 'zod';

/**
 * Every job the web process can queue, with its payload schema. Task files in jobs/tasks/ are
 * named after these keys and parse their payload with the same schema.
 */
export const taskPayloadSchemas = {
  send_email: z.object({ emailId: z.string().min(1) }),
  delete_image: z.object({ url: z.string().min(1), weddingId: z.string().min(1) }),
  check_payment: z.object({ sessionId: z.string().min(1) }),
  /** "Download all" (issue 26): the ZIP of a wedding's shared photos, then the e-mailed link. */
  photo_archive: z.object({ archiveId: z.string().min(1) }),
} as const;

export type TaskName = keyof typeof taskPayloadSchemas;
export type TaskPayload<T extends TaskName> = z.input<(typeof taskPayloadSchemas)[T]>;
