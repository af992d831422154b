// Changes of plans on the in-memory repository (issue 16 item 8, issue 29 item 7): what an event's save records
// (several edits make one change, an edit back drops it, the title is no change), who would be told, and the
// couple dismissing a change.
import { describe, expect, it } from 'vitest';
import type { EventChangeRow } from '../../../core/db/schema';
import type { WeddingEvent } from '../../../shared/events/event-list';
import { changeToRecord, dismissEventChange, invitedTo, notifiedMessage, recipientsOf, recordEventChange } from './event-changes';
import type { InvitableGuest } from './repository/events';
import { memoryEventsRepository } from './repository/events.memory';

const at = (iso: string) => new Date(`2027-06-11T${iso}:00Z`);

function event(fields: Partial<WeddingEvent> = {}): WeddingEvent {
  return {
    id: 'e1',
    main: false,
    derived: false,
    title: 'Welcome drinks',
    startsAt: at('18:00'),
    endsAt: at('21:00'),
    venueName: 'The Barn',
    venueAddress: '1 Mill Lane',
    mapUrl: '',
    dressCode: '',
    notes: '',
    audience: { everyone: true, tags: [], guestIds: [] },
    translations: {},
    ...fields,
  };
}

const guest = (id: string, fields: Record<string, unknown> = {}) =>
  ({
    id,
    weddingId: 'w1',
    email: `${id}@example.com`,
    unsubscribed: false,
    emailProblem: null,
    emailProblemAddress: null,
    tags: [],
    householdTags: [],
    householdName: null,
    ...fields,
  }) as unknown as InvitableGuest;

async function announced() {
  const repository = memoryEventsRepository();
  repository.stored.announced.add('w1');
  return repository;
}

describe('changeToRecord', () => {
  it('records a new time or place with what it was, keeping only the title and places of the translations', () => {
    const step = changeToRecord(
      undefined,
      event({ translations: { es: { title: 'Copas', notes: 'Abrigo', venueName: 'El Granero' } } }),
      event({ startsAt: at('19:00') }),
    );
    expect(step).toEqual({
      kind: 'new',
      before: {
        startsAt: '2027-06-11T18:00:00.000Z',
        endsAt: '2027-06-11T21:00:00.000Z',
        venueName: 'The Barn',
        venueAddress: '1 Mill Lane',
        translations: { es: { title: 'Copas', venueName: 'El Granero' } },
      },
      after: { startsAt: '2027-06-11T19:00:00.000Z', endsAt: '2027-06-11T21:00:00.000Z', venueName: 'The Barn', venueAddress: '1 Mill Lane' },
    });
  });

  it('is nothing for the title, dress code, notes or map', () => {
    expect(changeToRecord(undefined, event(), event({ title: 'Drinks', dressCode: 'Smart', notes: 'Coats', mapUrl: 'https://maps.example/x' }))).toEqual({
      kind: 'none',
    });
  });
});

describe('recordEventChange', () => {
  it('records nothing before an invitation or save-the-date went out', async () => {
    const repository = memoryEventsRepository();
    await recordEventChange(repository, 'w1', event(), event({ venueName: 'The Hall' }));
    expect(repository.stored.changes).toEqual([]);
  });

  it('merges several edits into one change (the first before, the latest after and title)', async () => {
    const repository = await announced();
    await recordEventChange(repository, 'w1', event(), event({ startsAt: at('19:00') }));
    await recordEventChange(repository, 'w1', event({ startsAt: at('19:00') }), event({ startsAt: at('19:00'), venueName: 'The Hall', title: 'Drinks' }));
    expect(repository.stored.changes.map((c) => [c.eventTitle, c.before.startsAt, c.before.venueName, c.after.startsAt, c.after.venueName])).toEqual([
      ['Drinks', '2027-06-11T18:00:00.000Z', 'The Barn', '2027-06-11T19:00:00.000Z', 'The Hall'],
    ]);
  });

  it('drops the change when the event goes back to what guests were told', async () => {
    const repository = await announced();
    await recordEventChange(repository, 'w1', event(), event({ venueName: 'The Hall' }));
    await recordEventChange(repository, 'w1', event({ venueName: 'The Hall' }), event({ title: 'Drinks' }));
    expect(repository.stored.changes).toEqual([]);
  });
});

describe('who is told', () => {
  it('the guests invited to the event; those without an address, unsubscribed or bounced are skipped', async () => {
    const guests = [
      guest('g1', { tags: ['family'] }),
      guest('g2', { tags: ['family'], email: null }),
      guest('g3', { tags: ['family'], unsubscribed: true }),
      guest('g4', { tags: ['family'], emailProblem: 'bounced', emailProblemAddress: 'G4@example.com' }),
      guest('g5', { tags: ['family'], emailProblem: 'bounced', emailProblemAddress: 'old@example.com' }),
      guest('g6'),
    ];
    const repository = memoryEventsRepository(guests);
    const rehearsal = await repository.insertEvent('w1', false, { ...event(), forEveryone: false, inviteTags: ['Family'], inviteGuestIds: [] });
    const change = { weddingId: 'w1', eventId: rehearsal.id } as EventChangeRow;
    const invited = await invitedTo(repository, change);
    expect(invited.map((g) => g.id)).toEqual(['g1', 'g2', 'g3', 'g4', 'g5']);
    const { eligible, skipped } = recipientsOf(invited);
    expect([eligible.map((g) => g.id), skipped]).toEqual([['g1', 'g5'], 3]);
    // The derived wedding day has no stored audience: everyone.
    expect(await invitedTo(repository, { ...change, eventId: 'wedding-day' })).toHaveLength(6);
  });

  it('says how many were emailed', () => {
    expect([notifiedMessage(1), notifiedMessage(3)]).toEqual(['Change of plans emailed to 1 guest', 'Change of plans emailed to 3 guests']);
  });
});

describe('dismissEventChange', () => {
  it('closes the change without telling anyone, once', async () => {
    const repository = await announced();
    await recordEventChange(repository, 'w1', event(), event({ venueName: 'The Hall' }));
    const [change] = repository.stored.changes;
    const when = new Date('2027-05-01T10:00:00Z');
    await dismissEventChange(repository, 'w1', change!.id, when);
    expect(repository.stored.changes[0]).toMatchObject({ notifiedAt: when, notifiedCount: 0 });
    expect(await repository.pendingChanges('w1')).toEqual([]);
    await expect(dismissEventChange(repository, 'w1', change!.id)).rejects.toMatchObject({
      code: 'events.change-already-told',
      message: 'Guests have already been told about this change',
    });
    await expect(dismissEventChange(repository, 'w2', change!.id)).rejects.toMatchObject({ code: 'events.change-not-found', message: 'Change not found' });
  });
});
