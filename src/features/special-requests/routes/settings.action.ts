// The couple's special-request settings, one action (issue 29 item 2) mounted at three addresses:
//   PATCH /api/v1/special-requests/settings { intro?, showInRsvp?, acceptNewGuests? } → { msg, settings }
//     (a field left out keeps its value);
//   POST  /app/special-request/ask and /app/special-request/rsvp: the pages' no-JS forms (each with its
//     own checkboxes, off when unticked), 303 back with the toast, or the page again (couple.pages.tsx).
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { type ActionForm, defineAction } from '../../../core/actions/define-action';
import { type SpecialSettingsInput, specialSettingsInputSchema } from '../domain/schemas';
import { specialRequestsRepository } from '../domain/repository';
import { type SpecialSettings, updateSpecialSettings } from '../domain/settings';
import { appText } from '../../../shared/i18n/app';
import type { OwnerEnv } from '../../../core/http/context';

type Saved = { msg: string; settings: SpecialSettings };

export function saveSpecialSettings(where: {
  method: 'PATCH' | 'POST';
  path: string;
  guard: MiddlewareHandler<OwnerEnv>;
  form?: ActionForm<OwnerEnv, SpecialSettingsInput, Saved>;
}) {
  return defineAction({
    ...where,
    summary: "The special requests' introduction and switches; a field left out keeps its value",
    input: specialSettingsInputSchema,
    output: z.object({ msg: z.string(), settings: z.object({ intro: z.string(), showInRsvp: z.boolean(), acceptNewGuests: z.boolean() }) }),
    run: async (c: Context<OwnerEnv>, input): Promise<Saved> => ({
      msg: appText('special-requests.ask.saved'),
      settings: await updateSpecialSettings(specialRequestsRepository(c.var.store), c.var.wedding.id, input),
    }),
  });
}
