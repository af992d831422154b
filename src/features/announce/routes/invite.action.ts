// Saving a card's texts and design (the save-the-date, the invitation or the reminder), one action (issue 29 item 2)
// mounted at two addresses:
//   PATCH /api/v1/invite { product (or mode), design?, <texts>, fields?, translations? } (JSON or form entries,
//     product.md §7) → { msg: 'Invite updated', invite, weddingUrl };
//   POST /app/announce/{savethedate|invitations|reminder} (the card editor's no-JS form; the page names the product)
//     → 303 back with the toast, or the editor again with what was typed and the problem.
// The body is cardPatchSchema (src/features/email: flat texts, a `fields` object or its JSON, texts per language as
// `translations.{lang}.{field}` or an object); translations only in the wedding's other languages.
import type { Context } from 'hono';
import { z } from 'zod';
import { type ActionForm, defineAction } from '../../../core/actions/define-action';
import type { OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requireApiOwner, requirePageOwner } from '../../../core/http/middleware/guards';
import { publicOrigin } from '../../../core/http/request-info';
import { INVITE_UPDATED } from '../../../shared/email/texts';
import { assertCardLanguages, type CardProductKey, cardJson, cardPatchSchema, updateCard } from '../../email';
import { readWedding } from '../../weddings';

const savedCard = z.object({
  msg: z.string(),
  invite: z.looseObject({ design: z.string(), fields: z.record(z.string(), z.unknown()), custom: z.record(z.string(), z.unknown()) }),
  weddingUrl: z.string(),
});

const summary = "Save one card's texts and design (save-the-date, invitation or reminder), with its texts in the site's other languages";

async function saveCard(c: Context<OwnerEnv>, patch: z.output<typeof cardPatchSchema>) {
  const wedding = readWedding(c.var.wedding);
  assertCardLanguages(wedding, patch);
  const row = await updateCard(c.var.store, wedding.id, patch);
  return { msg: INVITE_UPDATED, invite: cardJson(row, patch.product, wedding, publicOrigin(c)), weddingUrl: wedding.weddingUrl ?? '' };
}

/** Mounted at /api/v1/invite. */
export const saveCardApiAction = defineAction({
  method: 'PATCH',
  path: '/',
  guard: requireApiOwner,
  summary,
  input: cardPatchSchema,
  output: savedCard,
  run: saveCard,
});

/** What the couple typed, by the form's field names (`translations.es.heading`), for the editor shown again. */
function typedValues(submitted: Record<string, unknown>, prefix = ''): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const [key, value] of Object.entries(submitted)) {
    if (typeof value === 'string') typed[`${prefix}${key}`] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value))
      Object.assign(typed, typedValues(value as Record<string, unknown>, `${prefix}${key}.`));
  }
  return typed;
}

type RenderEditor = (c: Context<OwnerEnv>, product: CardProductKey, extra: { typed?: Record<string, string>; error?: string }) => Promise<Response>;

/** Mounted at /app/announce (the card editors' pages): POST /{slug}, the card of the page. */
export function saveCardPageAction(slug: string, product: CardProductKey, renderEditor: RenderEditor) {
  const form: ActionForm<OwnerEnv, unknown, unknown> = {
    onSuccess: (c) => {
      setFlash(c, INVITE_UPDATED);
      return c.redirect(`/app/announce/${slug}`, 303);
    },
    onError: (c, problem, submitted) => {
      c.status(problem.status);
      return renderEditor(c, product, { typed: typedValues(submitted), error: problem.msg });
    },
  };
  return defineAction({
    method: 'POST',
    path: `/${slug}`,
    guard: requirePageOwner,
    summary,
    // The page's card, whatever the form says.
    input: z.preprocess((raw) => (raw && typeof raw === 'object' ? { ...raw, product } : raw), cardPatchSchema),
    output: savedCard,
    run: saveCard,
    form,
  });
}
