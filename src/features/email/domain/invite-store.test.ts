// The couple's cards (issue 29 item 7) on the memory invites repository: the row made on first use with
// the card designs matching the site's design, each product's texts and design read from it, and a
// card's change applied to one product (an empty text back to the default, translations per language).
import { describe, expect, it } from 'vitest';
import { inviteRow } from '../../../../tests/helpers/email-fixtures';
import { UserError } from '../../../core/errors';
import { cardPatchSchema } from './card-content';
import { designOf, ensureInviteIn, storedCardOf, updateCardIn } from './invite-store';
import { memoryInvitesRepository } from './repository/invites.memory';

const patch = (body: Record<string, unknown>) => cardPatchSchema.parse(body);

describe('ensureInviteIn', () => {
  it("creates the wedding's one row with the card designs of its site's family, and returns it after", async () => {
    const repo = memoryInvitesRepository({ w1: 'garden', w2: 'corporate' });
    const first = await ensureInviteIn(repo, 'w1');
    expect([first.weddingId, first.saveTheDateDesign, first.invitationDesign]).toEqual(['w1', 'serene', 'floral']);
    expect(await ensureInviteIn(repo, 'w1')).toEqual(first);
    expect(repo.rows).toHaveLength(1);
    const other = await ensureInviteIn(repo, 'w2');
    expect([other.saveTheDateDesign, other.invitationDesign, other.id === first.id]).toEqual(['nova', 'modern', false]);
  });
});

describe('a stored card', () => {
  it("reads one product's texts and each product's design (the reminder's own, else the invitation's)", () => {
    const row = inviteRow({
      saveTheDateDesign: 'nova',
      invitationDesign: 'rustic',
      fields: { invite: { heading: 'Hi', bogus: 1 }, reminder: { design: 'luxe' } },
    });
    expect(storedCardOf(row, 'invite')).toEqual({ heading: 'Hi' });
    expect(storedCardOf(row, 'savethedate')).toEqual({});
    expect([designOf(row, 'savethedate'), designOf(row, 'invite'), designOf(row, 'reminder')]).toEqual(['nova', 'rustic', 'luxe']);
    expect(designOf(inviteRow({ invitationDesign: 'rustic' }), 'reminder')).toBe('rustic');
  });
});

describe('updateCardIn', () => {
  it('writes the changed texts of one product, keeps the others, and an empty text goes back to the default', async () => {
    const repo = memoryInvitesRepository({ w1: 'light' });
    await updateCardIn(repo, 'w1', patch({ heading: 'Hi', note: 'N' }));
    await updateCardIn(repo, 'w1', patch({ product: 'savethedate', heading: 'Hold' }));
    const row = await updateCardIn(repo, 'w1', patch({ note: '' }));
    expect(row.fields).toEqual({ invite: { heading: 'Hi' }, savethedate: { heading: 'Hold' } });
  });

  it("writes the save-the-date's and invitation's designs as columns and the reminder's in its texts", async () => {
    const repo = memoryInvitesRepository({ w1: 'light' });
    await updateCardIn(repo, 'w1', patch({ product: 'savethedate', design: 'aura' }));
    await updateCardIn(repo, 'w1', patch({ product: 'invite', design: 'noir' }));
    const row = await updateCardIn(repo, 'w1', patch({ product: 'reminder', design: 'luxe' }));
    expect([row.saveTheDateDesign, row.invitationDesign, row.fields]).toEqual(['aura', 'noir', { savethedate: {}, invite: {}, reminder: { design: 'luxe' } }]);
  });

  it('replaces the translations of each language sent and drops a language left empty', async () => {
    const repo = memoryInvitesRepository({ w1: 'light' });
    await updateCardIn(repo, 'w1', patch({ translations: { es: { heading: 'Hola' }, fr: { heading: 'Salut' } } }));
    const row = await updateCardIn(repo, 'w1', patch({ translations: { es: { note: 'Nota' }, fr: {} } }));
    expect(row.fields).toEqual({ invite: { translations: { es: { note: 'Nota' } } } });
  });

  it('refuses a change with nothing to update, before creating anything', async () => {
    const repo = memoryInvitesRepository({ w1: 'light' });
    const refused = await updateCardIn(repo, 'w1', patch({})).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UserError);
    expect((refused as UserError).code).toBe('input.nothing-to-update');
    expect(repo.rows).toEqual([]);
  });
});
