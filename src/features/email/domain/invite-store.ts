// The couple's cards in the invites table: one row per wedding holding the save-the-date and
// invitation designs (columns), the reminder's design and every changed text (fields JSON, keyed
// by product), and the image (written by PATCH /invite/image, src/features/uploads/domain/invite-image.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { invites, weddings } from '../../../core/db/schema';
import type { DataStore } from '../../../core/db/store/store';
import { suggestedCardDesigns } from '../../../shared/wedding/designs';
import { readStoredCard, type CardPatch, type StoredCard, CARD_TEXT_FIELDS } from './card-content';
import type { CardProductKey } from './products';
import { NOTHING_TO_UPDATE } from '../../../shared/email/texts';
import { UserError } from '../../../core/errors';
import { invitesRepository, type InvitesRepository } from './repository/invites';
import { isStore } from './store-of';
import { mergeTranslations } from '../../../shared/wedding/translations';

export type InviteRow = typeof invites.$inferSelect;

/**
 * The wedding's invite row, created the first time it is needed with the card designs that match
 * the couple's site design (the matching suite); the couple may pick any other in the card editor.
 */
/** @deprecated legacy synchronous entry for the events' test, not converted yet (issue 29 item 4): pass the store and await. */
export function ensureInvite(db: Db, weddingId: string): InviteRow;
export function ensureInvite(store: DataStore, weddingId: string): Promise<InviteRow>;
export function ensureInvite(target: DataStore | Db, weddingId: string): InviteRow | Promise<InviteRow> {
  return isStore(target) ? ensureInviteIn(invitesRepository(target), weddingId) : ensureInviteSync(target, weddingId);
}

/** ensureInvite on the invites repository. */
export async function ensureInviteIn(repo: InvitesRepository, weddingId: string): Promise<InviteRow> {
  const existing = await repo.findByWedding(weddingId);
  if (existing) return existing;
  const theme = await repo.weddingTheme(weddingId);
  const matching = theme !== undefined ? suggestedCardDesigns(theme) : undefined;
  await repo.createIfAbsent(weddingId, { saveTheDateDesign: matching?.saveTheDate, invitationDesign: matching?.invitation });
  const created = await repo.transaction(() => repo.findByWedding(weddingId));
  if (!created) throw new Error('The card could not be created');
  return created;
}

function ensureInviteSync(db: Db, weddingId: string): InviteRow {
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

/** The card a guest opens by its unguessable id. */
export function findInviteById(store: DataStore, inviteId: string): Promise<InviteRow | undefined> {
  return invitesRepository(store).findById(inviteId);
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

/** A card's PATCH applied to the stored row: the columns and fields to write. */
function patchedCard(row: InviteRow, patch: CardPatch, changedTexts: readonly (typeof CARD_TEXT_FIELDS)[number][]) {
  const { product, design, translations, ...texts } = patch;
  const fields = { ...((row.fields ?? {}) as Record<string, unknown>) };
  const card: StoredCard = { ...readStoredCard(fields[product]) };
  for (const field of changedTexts) {
    const value = texts[field]!;
    if (value === '') delete card[field];
    else card[field] = value;
  }
  // Each language sent replaces that language's texts; the others stay (issue 27 item 2).
  if (translations) {
    const merged = mergeTranslations(card.translations ?? {}, translations);
    if (Object.keys(merged).length > 0) card.translations = merged;
    else delete card.translations;
  }
  const columns: Partial<InviteRow> = {};
  if (design !== undefined && design !== '') {
    if (product === 'savethedate') columns.saveTheDateDesign = design;
    else if (product === 'invite') columns.invitationDesign = design;
    else card.design = design;
  }
  fields[product] = card;
  return { ...columns, fields };
}

function changedTextsOf(patch: CardPatch) {
  const { product: _product, design, translations, ...texts } = patch;
  const changedTexts = CARD_TEXT_FIELDS.filter((field) => texts[field] !== undefined);
  if (design === undefined && translations === undefined && changedTexts.length === 0) throw new UserError('input.nothing-to-update', NOTHING_TO_UPDATE);
  return changedTexts;
}

/**
 * Applies a PATCH to one product's card in one store transaction, so two editors (or an editor and
 * an image upload) never lose each other's change to the shared JSON.
 */
export async function updateCard(store: DataStore, weddingId: string, patch: CardPatch): Promise<InviteRow> {
  return updateCardIn(invitesRepository(store), weddingId, patch);
}

/** updateCard on the invites repository. */
export async function updateCardIn(repo: InvitesRepository, weddingId: string, patch: CardPatch): Promise<InviteRow> {
  const changedTexts = changedTextsOf(patch);
  await ensureInviteIn(repo, weddingId);
  return repo.transaction(async () => {
    const row = await repo.findByWedding(weddingId);
    if (!row) throw new Error('The card could not be found');
    return repo.update(row.id, patchedCard(row, patch, changedTexts));
  });
}
