// The visitors' notes on the in-memory repository (issue 29 item 7): one pending note per name and e-mail, the
// wedding's limit of pending notes, and a note decided once. The SQL behind the same interface is tests/contract's.
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../../tests/helpers/refusal';
import { memoryGuestRequestsRepository } from './requests-repository.memory';
import { createGuestRequest, claimRequest, dismissGuestRequest, PENDING_REQUESTS_MAX, pendingRequests, requestJson } from './requests';

const repositories = () => ({ requests: memoryGuestRequestsRepository() });

describe('createGuestRequest', () => {
  it('keeps one pending note per name and e-mail (spaces and case aside), with the newer message', async () => {
    const repos = repositories();
    const first = await createGuestRequest(repos, 'w1', { name: 'Dee Dee', email: 'dee@example.com', message: 'Hi' });
    const again = await createGuestRequest(repos, 'w1', { name: ' dee  DEE', email: 'DEE@example.com', message: 'Hi, it is Dee' });
    expect(again.id).toBe(first.id);
    expect((await pendingRequests(repos, 'w1')).map((row) => [row.name, row.message])).toEqual([['Dee Dee', 'Hi, it is Dee']]);
    // Sent again without a message, the message stays.
    await createGuestRequest(repos, 'w1', { name: 'Dee Dee', email: 'dee@example.com', message: '' });
    expect((await pendingRequests(repos, 'w1'))[0]!.message).toBe('Hi, it is Dee');
    // Another e-mail is another person; an empty message is stored as none.
    await createGuestRequest(repos, 'w1', { name: 'Dee Dee', email: 'other@example.com', message: '' });
    expect((await pendingRequests(repos, 'w1')).map((row) => [row.email, row.message])).toEqual([
      ['other@example.com', null],
      ['dee@example.com', 'Hi, it is Dee'],
    ]);
  });

  it(`refuses a new note once ${PENDING_REQUESTS_MAX} are pending, and still takes a repeated one`, async () => {
    const repos = repositories();
    for (let i = 0; i < PENDING_REQUESTS_MAX; i++) await repos.requests.insert('w1', { name: `Visitor ${i}`, email: null, message: null });
    expect(await refusal(createGuestRequest(repos, 'w1', { name: 'One More', email: null, message: '' }))).toEqual([
      'rsvp.notes-waiting',
      'The couple has many notes waiting already. Please contact them directly.',
    ]);
    await createGuestRequest(repos, 'w1', { name: 'Visitor 7', email: null, message: 'Still me' });
    // Another wedding has its own room.
    await createGuestRequest(repos, 'w2', { name: 'One More', email: null, message: '' });
    // A decided note frees a place.
    const [newest] = await pendingRequests(repos, 'w1');
    await dismissGuestRequest(repos, 'w1', newest!.id);
    await createGuestRequest(repos, 'w1', { name: 'One More', email: null, message: '' });
    expect((await pendingRequests(repos, 'w1')).length).toBe(PENDING_REQUESTS_MAX);
  });
});

describe('deciding a note', () => {
  it('decides a pending note of the wedding once; unknown, another wedding’s or decided already: not found', async () => {
    const repos = repositories();
    const dee = await createGuestRequest(repos, 'w1', { name: 'Dee Dee', email: null, message: '' });
    const eve = await createGuestRequest(repos, 'w2', { name: 'Eve Ee', email: null, message: '' });
    const notFound = ['rsvp.note-not-found', 'Request not found'];
    expect(await refusal(dismissGuestRequest(repos, 'w1', eve.id))).toEqual(notFound);
    expect((await claimRequest(repos, 'w1', dee.id, 'approved')).status).toBe('approved');
    expect(await refusal(dismissGuestRequest(repos, 'w1', dee.id))).toEqual(notFound);
    expect(await refusal(dismissGuestRequest(repos, 'w1', 'nope'))).toEqual(notFound);
    expect(await pendingRequests(repos, 'w1')).toEqual([]);
    expect((await pendingRequests(repos, 'w2')).map((row) => row.name)).toEqual(['Eve Ee']);
  });
});

describe('requestJson', () => {
  it('gives the note as the manager reads it, its time as ISO text', async () => {
    const repos = repositories();
    const row = await createGuestRequest(repos, 'w1', { name: 'Dee Dee', email: 'dee@example.com', message: 'Hi' });
    expect(requestJson(row)).toEqual({
      id: row.id,
      name: 'Dee Dee',
      email: 'dee@example.com',
      message: 'Hi',
      status: 'pending',
      createdAt: row.createdAt.toISOString(),
    });
  });
});
