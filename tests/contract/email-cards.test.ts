// The cards, the e-mail settings and the send statuses on both engines (issue 29 item 4): the invite
// row created once with the designs matching the site (however many ask at once), a card's PATCH
// applied in one transaction (two editors of different cards lose nothing), the wedding's setting
// whether opens count, and each guest's state for one kind of e-mail (the special requests' pages).
import { expect, it } from 'vitest';
import type { DataStore } from '../../src/core/db/store/store';
import { UserError } from '../../src/core/errors';
import { readEmailSettings, saveEmailSettings } from '../../src/features/email/domain/email-settings';
import { ensureInvite, findInviteById, storedCardOf, updateCard } from '../../src/features/email/domain/invite-store';
import { sendStatusesOf } from '../../src/features/email/domain/send-status';
import { suggestedCardDesigns } from '../../src/shared/wedding/designs';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, insertRows } from '../helpers/engines';

async function aWedding(store: DataStore, theme = 'light') {
  const userId = newId();
  const weddingId = newId();
  await insertRows(store, 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com`, role: 'userPaid' }]);
  await insertRows(store, 'weddings', [{ id: weddingId, ownerId: userId, content: {}, weddingTheme: theme, pro: true }]);
  return { userId, weddingId };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof UserError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.code;
}

describeEachEngine('the cards, the e-mail settings and the send statuses', ({ store }) => {
  it('creates the invite row once, with the card designs matching the site, however many ask at once', async () => {
    const { weddingId } = await aWedding(store(), 'botanical');
    const rows = await Promise.all(Array.from({ length: 6 }, () => ensureInvite(store(), weddingId)));
    expect(new Set(rows.map((row) => row.id)).size).toBe(1);
    const matching = suggestedCardDesigns('botanical');
    expect(rows[0]).toMatchObject({ weddingId, saveTheDateDesign: matching.saveTheDate, invitationDesign: matching.invitation });
    expect(await findInviteById(store(), rows[0]!.id)).toMatchObject({ id: rows[0]!.id, weddingId });
    expect(await findInviteById(store(), 'nosuchcard')).toBeUndefined();
  });

  it('applies a card PATCH (texts, an emptied text back to the default, the design); two editors of different cards lose nothing', async () => {
    const { weddingId } = await aWedding(store());
    await updateCard(store(), weddingId, { product: 'invite', heading: 'Join us', design: 'modern' });
    await Promise.all([
      updateCard(store(), weddingId, { product: 'savethedate', heading: 'Save it' }),
      updateCard(store(), weddingId, { product: 'reminder', heading: 'Reply soon', design: 'classic' }),
      updateCard(store(), weddingId, { product: 'invite', message: 'Dinner after' }),
    ]);
    let row = await ensureInvite(store(), weddingId);
    expect(row.invitationDesign).toBe('modern');
    expect(storedCardOf(row, 'invite')).toMatchObject({ heading: 'Join us', message: 'Dinner after' });
    expect(storedCardOf(row, 'savethedate')).toMatchObject({ heading: 'Save it' });
    expect(storedCardOf(row, 'reminder')).toMatchObject({ heading: 'Reply soon', design: 'classic' });
    row = await updateCard(store(), weddingId, { product: 'invite', heading: '' });
    expect(storedCardOf(row, 'invite')).toEqual({ message: 'Dinner after' });
    expect(await refusal(updateCard(store(), weddingId, { product: 'invite' }))).toBe('input.nothing-to-update');
  });

  it('keeps a card’s texts per language (issue 27): a language sent replaces its own, the others and the default texts stay', async () => {
    const { weddingId } = await aWedding(store());
    await updateCard(store(), weddingId, {
      product: 'invite',
      heading: 'Join us',
      translations: { es: { heading: 'Acompáñanos' }, ar: { message: 'نود أن نحتفل معكم' } },
    });
    let row = await updateCard(store(), weddingId, { product: 'invite', translations: { es: { subject: 'Nuestra boda' } } });
    expect(storedCardOf(row, 'invite')).toEqual({
      heading: 'Join us',
      translations: { es: { subject: 'Nuestra boda' }, ar: { message: 'نود أن نحتفل معكم' } },
    });
    row = await updateCard(store(), weddingId, { product: 'invite', translations: { es: {}, ar: {} } });
    expect(storedCardOf(row, 'invite')).toEqual({ heading: 'Join us' });
  });

  it('reads and saves whether opens count, per wedding; an unknown wedding is not found', async () => {
    const one = await aWedding(store());
    const other = await aWedding(store());
    expect(await readEmailSettings(store(), one.weddingId)).toEqual({ trackOpens: false });
    expect(await saveEmailSettings(store(), one.weddingId, { trackOpens: true })).toEqual({ trackOpens: true });
    expect(await readEmailSettings(store(), one.weddingId)).toEqual({ trackOpens: true });
    expect(await readEmailSettings(store(), other.weddingId)).toEqual({ trackOpens: false });
    expect(await refusal(readEmailSettings(store(), 'nosuchwedding'))).toBe('wedding.not-found');
    expect(await refusal(saveEmailSettings(store(), 'nosuchwedding', { trackOpens: true }))).toBe('wedding.not-found');
  });

  it("lists every guest with the state of their e-mails of one kind, counting rounds and marking the current one's", async () => {
    const { weddingId } = await aWedding(store());
    const [ann, bob, cy, dee] = [newId(), newId(), newId(), newId()];
    await insertRows(store(), 'guests', [
      { id: ann, weddingId, name: 'Ann', nameKey: 'ann', email: 'ann@example.com', createdAt: new Date(1) },
      { id: bob, weddingId, name: 'Bob', nameKey: 'bob', email: 'bob@example.com', createdAt: new Date(2) },
      { id: cy, weddingId, name: 'Cy', nameKey: 'cy', email: 'cy@example.com', unsubscribed: true, createdAt: new Date(3) },
      { id: dee, weddingId, name: 'Dee', nameKey: 'dee', createdAt: new Date(4) },
    ]);
    const key = (round: number, guestId: string) => `special-request:${weddingId}:c${round}:${guestId}`;
    const email = (guestId: string, round: number, status: 'queued' | 'sent' | 'failed', at: number) => ({
      kind: 'special-request' as const,
      idempotencyKey: key(round, guestId),
      weddingId,
      guestId,
      to: `${guestId}@example.com`,
      subject: 'Questions',
      html: '<p>?</p>',
      text: '?',
      status,
      createdAt: new Date(at),
      sentAt: status === 'sent' ? new Date(at + 1) : null,
    });
    await insertRows(store(), 'emails', [email(ann, 1, 'sent', 1000), email(ann, 2, 'queued', 2000), email(bob, 1, 'failed', 1500)]);
    // Another kind of e-mail to Bob does not count.
    await insertRows(store(), 'emails', [{ ...email(bob, 2, 'sent', 3000), kind: 'invite', idempotencyKey: `announce:${weddingId}:invite:c1:${bob}` }]);

    const statuses = await sendStatusesOf(store(), weddingId, 'special-request', `special-request:${weddingId}:c2:`);
    const byName = Object.fromEntries(statuses.map((s) => [s.name, s]));
    expect(statuses.map((s) => s.name)).toEqual(['Ann', 'Bob', 'Cy', 'Dee']);
    expect(byName.Ann).toMatchObject({ state: 'queued', count: 2, inCurrentCampaign: true, canReceive: true, lastAt: new Date(2000).toISOString() });
    expect(byName.Bob).toMatchObject({ state: 'failed', count: 1, inCurrentCampaign: false, canReceive: true });
    expect(byName.Cy).toMatchObject({ state: 'not-sent', count: 0, unsubscribed: true, canReceive: false });
    expect(byName.Dee).toMatchObject({ state: 'not-sent', count: 0, email: null, canReceive: false });
  });
});
