// Publishing and unpublishing the site, one action (issue 29 item 2): POST /app/quick-settings/publish,
// the Publish step's buttons (dashboard, setup, builder preview bar). A form gets a 303 back to the page
// it came from with a toast (or, without an address yet, to the setup's address step); `fetch` gets
// { msg, wedding } or { msg } with a 400 (no address yet) or 409 (changed elsewhere).
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../../core/actions/define-action';
import { UserError } from '../../../../core/errors';
import type { OwnerEnv } from '../../../../core/http/context';
import { setFlash } from '../../../../core/http/flash';
import { formBoolean } from '../../../../shared/wedding/field-schemas';
import { PUBLISH_RETURN_PATHS, PUBLISH_TEXTS } from '../../../../shared/wedding/publish';
import { weddingRepository } from '../../domain/repository';
import { updateWedding } from '../../domain/update-wedding';
import { readWedding, weddingJson, type Wedding } from '../../domain/wedding';

export const publishInputSchema = z.object({
  published: formBoolean.describe('true publishes the site, false takes it offline'),
  next: z.string().max(200).optional().describe("Where a form goes back to: one of the Publish step's pages or the site"),
});

/** One of the Publish step's own pages, or the couple's site; anything else goes to the dashboard. */
function publishReturnPath(next: unknown, wedding: Wedding): string {
  if (typeof next !== 'string') return '/app';
  if ((PUBLISH_RETURN_PATHS as readonly string[]).includes(next)) return next;
  if (wedding.weddingUrl && next === `/${wedding.weddingUrl}`) return next;
  return '/app';
}

export function publishSite(where: { path: string; guard: MiddlewareHandler<OwnerEnv> }) {
  return defineAction({
    method: 'POST',
    path: where.path,
    guard: where.guard,
    summary: 'Publish or unpublish the couple’s site',
    input: publishInputSchema,
    output: z.object({ msg: z.string(), wedding: z.looseObject({ published: z.boolean(), version: z.number().int() }) }),
    run: async (c: Context<OwnerEnv>, input) => {
      const current = readWedding(c.var.wedding);
      if (input.published && !current.weddingUrl) throw new UserError('wedding.address-needed', PUBLISH_TEXTS.needsAddress);
      const { wedding } = await updateWedding(
        { weddings: weddingRepository(c.var.store), queue: c.var.queue, config: c.var.config },
        { weddingId: current.id, pro: c.var.pro, body: { published: String(input.published) } },
      );
      return { msg: input.published ? PUBLISH_TEXTS.published : PUBLISH_TEXTS.unpublished, wedding: weddingJson(wedding) };
    },
    form: {
      onSuccess: (c, result, input) => {
        setFlash(c, result.msg);
        return c.redirect(publishReturnPath(input.next, readWedding(c.var.wedding)), 303);
      },
      onError: (c, problem, submitted) => {
        setFlash(c, problem.msg, 'error');
        if (problem.error?.code === 'wedding.address-needed') return c.redirect('/app/setup/address', 303);
        return c.redirect(publishReturnPath(submitted.next, readWedding(c.var.wedding)), 303);
      },
    },
  });
}
