// The builder's save, one action (issue 29 item 2): PATCH /api/v1/weddings/{id} and, for Pro users
// only, PATCH /api/v1/weddings-pro/{id}. The body is the wedding's page content (any field of the
// record schema, src/shared/wedding/record.ts), the account fields below and at most one image
// operation (src/shared/images/image-operations.ts); the domain reads it field by field
// (parseWeddingPatch), so a bad value is a 400 naming it and nothing is stored. Answers { msg, wedding }.
// The wedding named in the path must be the session's current wedding (behind the member guard, its
// role rule 'site'): 404 'Wedding not found' for an unknown id, 403 'You can only change your own
// wedding' for another couple's.
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import { recordActivity, siteParts } from '../../activity';
import type { OwnerEnv } from '../../../core/http/context';
import { weddingRepository } from '../domain/repository';
import { currentWeddingNamed } from '../domain/current-wedding';
import { updateWedding } from '../domain/update-wedding';
import { weddingJson } from '../domain/wedding';

const text = z.string().max(10_000);
const flag = z.union([z.boolean(), z.enum(['true', 'false', 'on'])]);

/**
 * What the save takes (JSON, or the same names as form fields), passed on unchanged to the domain's
 * reading: the account fields typed here, every other field is page content or the image operation.
 */
export const weddingPatchBodySchema = z.looseObject({
  version: z
    .union([z.number().int().min(1), text])
    .optional()
    .describe('The version the client last saw: a stale one is a 409 with the latest wedding'),
  weddingTheme: text.optional().describe('A design key of GET /api/v1/public/themes'),
  resetColors: flag.optional().describe("Set the eight colours to the design's own"),
  weddingDate: z.union([text, z.null()]).optional().describe('ISO date-time, or null/empty for no date'),
  timeZone: text.optional().describe('An IANA time zone, e.g. Europe/Paris'),
  published: flag.optional().describe('Whether guests see the site'),
  languages: z
    .union([z.array(text), text])
    .optional()
    .describe('The site\'s languages, the default first (en, es, fr, de, it, pt, ar), e.g. ["en", "es"]'),
});

const weddingOutput = z.looseObject({
  _id: z.string(),
  weddingUrl: z.string(),
  weddingTheme: z.string(),
  weddingDate: z.string().nullable(),
  timeZone: z.string(),
  published: z.boolean(),
  languages: z.array(z.string()),
  version: z.number().int(),
  updatedAt: z.string(),
});

export function saveWedding(where: { path: string; guard: MiddlewareHandler<OwnerEnv>; requirePro: boolean }) {
  return defineAction({
    method: 'PATCH',
    path: where.path,
    guard: where.guard,
    summary: where.requirePro ? "The builder's save, Pro users only" : "The builder's save: page content, account fields or one image operation",
    input: weddingPatchBodySchema,
    output: z.object({ msg: z.string(), wedding: weddingOutput }),
    run: async (c: Context<OwnerEnv>, body) => {
      const weddings = weddingRepository(c.var.store);
      const row = await currentWeddingNamed(weddings, c.req.param('id') ?? '', c.var.wedding);
      const { wedding, msg } = await updateWedding(
        { weddings, queue: c.var.queue, config: c.var.config },
        { weddingId: row.id, pro: c.var.pro, requirePro: where.requirePro, body },
      );
      await recordActivity(c.var.store, { weddingId: row.id, userId: c.var.user.id, kind: 'site.saved', detail: siteParts(body) });
      return { msg, wedding: weddingJson(wedding) };
    },
  });
}
