// The special requests' settings on both engines (issue 29 item 4): read with their defaults and saved
// field by field through the repository, on a real SQLite file and a real PostgreSQL database.
import { expect, it } from 'vitest';
import { specialRequestsRepository } from '../../src/features/special-requests/domain/repository';
import { readSpecialSettings, updateSpecialSettings } from '../../src/features/special-requests/domain/settings';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, insertRows } from '../helpers/engines';

describeEachEngine('special requests', ({ store }) => {
  async function wedding() {
    const userId = newId();
    const weddingId = newId();
    await insertRows(store(), 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com` }]);
    await insertRows(store(), 'weddings', [{ id: weddingId, ownerId: userId, content: {} }]);
    return { weddingId, repository: specialRequestsRepository(store()) };
  }

  it('reads the defaults until saved; a field left out keeps its value; an empty intro is stored as none', async () => {
    const w = await wedding();
    expect(await readSpecialSettings(w.repository, w.weddingId)).toEqual({ intro: '', showInRsvp: false, acceptNewGuests: false });
    expect(await updateSpecialSettings(w.repository, w.weddingId, { intro: 'Tell us', showInRsvp: true })).toEqual({
      intro: 'Tell us',
      showInRsvp: true,
      acceptNewGuests: false,
    });
    await updateSpecialSettings(w.repository, w.weddingId, { acceptNewGuests: true });
    expect(await readSpecialSettings(w.repository, w.weddingId)).toEqual({ intro: 'Tell us', showInRsvp: true, acceptNewGuests: true });
    await updateSpecialSettings(w.repository, w.weddingId, { intro: '' });
    expect(await w.repository.settings(w.weddingId)).toEqual({ intro: null, showInRsvp: true, acceptNewGuests: true });
  });

  it('concurrent saves of different fields lose none of them', async () => {
    const w = await wedding();
    await Promise.all([
      updateSpecialSettings(w.repository, w.weddingId, { intro: 'Hello' }),
      updateSpecialSettings(w.repository, w.weddingId, { showInRsvp: true }),
      updateSpecialSettings(w.repository, w.weddingId, { acceptNewGuests: true }),
    ]);
    expect(await readSpecialSettings(w.repository, w.weddingId)).toEqual({ intro: 'Hello', showInRsvp: true, acceptNewGuests: true });
  });
});
