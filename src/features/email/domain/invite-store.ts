// The couple's cards in the invites table: one row per wedding holding the save-the-date and
// invitation designs (columns), the reminder's design and every changed text (fields JSON, keyed
// by product), and the image (written by PATCH /invite/image, src/features/uploads/domain/invite-image.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { invites, weddings } from '../../../core/db/schema';
import { suggestedCardDesigns } from '../../../shared/wedding/designs';
import { readStoredCard, type CardPatch, type StoredCard, CARD_TEXT_FIELDS } from './card-content';
import type { CardProductKey } from './products';
import { NOTHING_TO_UPDATE } from '../../../shared/email/texts';
import { UserError } from '../../../core/errors';

export type InviteRow = typeof invites.$inferSelect;

/**
 * The wedding's invite row, created the first time it is needed with the card designs that match
 * the couple's site design (the matching suite); the couple may pick any other in the card editor.
 */
export function ensureInvite(db: Db, weddingId: string): InviteRow {
  const existing = db.select().from(invites).where(eq(invites.weddingId, weddingId)).get();
  if (existing) return existing;
  const wedding = db.select({ theme: weddings.weddingTheme }).from(weddings).where(eq(weddings.id, weddingId)).get();
  const matching = wedding ? suggestedCardDesigns(wedding.theme) : undefined;
  db.insert(invites)
    .values({ weddingId, saveTheDateDesign: matching?.saveTheDate, invitationDesign: matching?.invitation })
    .onConflictDoNothing({ target: invites.weddingId })
    .run();
  return db.select().from(invites).where(eq(invites.weddingId, weddingId)).get()!;
}

export function findInviteById(db: Db, inviteId: string): InviteRow | undefined {
  return db.select().from(invites).where(eq(invites.id, inviteId)).get();
}

export function storedCardOf(row: InviteRow, product: CardProductKey): StoredCard {
  const fields = (row.fields ?? {}) as Record<string, unknown>;
  return readStoredCard(fields[product]);
}

export function designOf(row: InviteRow, product: CardProductKey): string {
  if (product === 'savethedate') return row.saveTheDateDesign;
  if (product === 'invite') return row.invitationDesign;
  return storedCardOf(row, 'reminder').design ?? row.invitationDesign;
}

/**
 * Applies a PATCH to one product's card in one IMMEDIATE transaction, so two editors (or an
 * editor and an image upload) never lose each other's change to the shared JSON.
 */
export function updateCard(db: Db, weddingId: string, patch: CardPatch): InviteRow {
  const { product, design, ...texts } = patch;
  const changedTexts = CARD_TEXT_FIELDS.filter((field) => texts[field] !== undefined);
  if (design === undefined && changedTexts.length === 0) throw new UserError('input.nothing-to-update', NOTHING_TO_UPDATE);
  ensureInvite(db, weddingId);
  return db.transaction(
    (tx) => {
      const row = tx.select().from(invites).where(eq(invites.weddingId, weddingId)).get()!;
      const fields = { ...((row.fields ?? {}) as Record<string, unknown>) };
      const card: Record<string, string> = { ...readStoredCard(fields[product]) } as Record<string, string>;
      for (const field of changedTexts) {
        const value = texts[field]!;
        if (value === '') delete card[field];
        else card[field] = value;
      }
      const columns: Partial<InviteRow> = {};
      if (design !== undefined && design !== '') {
        if (product === 'savethedate') columns.saveTheDateDesign = design;
        else if (product === 'invite') columns.invitationDesign = design;
        else card.design = design;
      }
      fields[product] = card;
      return tx
        .update(invites)
        .set({ ...columns, fields, updatedAt: new Date() })
        .where(eq(invites.id, row.id))
        .returning()
        .get();
    },
    { behavior: 'immediate' },
  );
}
