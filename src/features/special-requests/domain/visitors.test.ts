// Someone answering the questions without a personal link, on the in-memory repositories with the RSVP's and the guest
// list's own rules (issue 29 item 7): the guest their name finds, else a note for the couple, or (when the couple
// accepts new guests) the listed guest of that very name and e-mail, a new guest, or the note when the list is full.
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../../tests/helpers/refusal';
import { memoryRsvpRepositories, memorySpecialRepositories, rsvpSetup } from '../../../../tests/helpers/rsvp-memory';
import { addGuest } from '../../guests/domain/guest-list';
import { findGuestByName } from '../../rsvp/domain/lookup';
import { createGuestRequest } from '../../rsvp/domain/requests';
import { specialAnswersOfGuest } from './answers';
import { SpecialValidationError } from './answer-input';
import { DEFAULT_SPECIAL_SETTINGS } from './settings';
import { answerAsVisitor, NEW_GUEST_NOTE, type VisitorRules } from './visitors';

const RULES: VisitorRules = { findGuestByName, createGuestRequest, addGuestToList: addGuest };
const CLOSED = DEFAULT_SPECIAL_SETTINGS;
const OPEN = { ...DEFAULT_SPECIAL_SETTINGS, acceptNewGuests: true };

async function wedding(pro = false) {
  const base = memoryRsvpRepositories();
  const set = rsvpSetup(base);
  const repos = memorySpecialRepositories(base, { w1: pro });
  const bea = await set.guest('Bea Bee', { email: 'bea@example.com' });
  const diet = await set.question('Diet', { required: true }, 'special');
  const bus = await set.question('Bus?', { kind: 'yesno' }, 'special');
  const visit = (name: string, answers: Record<string, string>, settings = CLOSED, email: string | null = null, message = '') =>
    answerAsVisitor(repos, RULES, { weddingId: 'w1', settings, visitor: { name, email, message }, answers });
  return { repos, set, visit, bea: bea.id, q: { diet: diet.id, bus: bus.id } };
}

describe('answerAsVisitor', () => {
  it('answers as the guest their name finds, whatever the couple’s choice', async () => {
    const { repos, visit, bea, q } = await wedding();
    const outcome = await visit(' bea BEE ', { [q.diet]: 'Vegan' });
    expect(outcome).toMatchObject({ kind: 'guest', guest: { id: bea }, created: false });
    expect(await specialAnswersOfGuest(repos, bea)).toEqual({ [q.diet]: 'Vegan' });
    expect((await repos.special.response(bea))?.source).toBe('questions');
  });

  it('leaves a note with the answers as text when the couple does not accept new guests; nobody joins the list', async () => {
    const { repos, visit, q } = await wedding();
    expect(await visit('Cy Sea', { [q.diet]: 'None', [q.bus]: 'yes' }, CLOSED, 'cy@example.com', 'Friend of Bea')).toEqual({ kind: 'request' });
    expect((await repos.requests.pending('w1')).map((r) => [r.name, r.email, r.message])).toEqual([
      ['Cy Sea', 'cy@example.com', 'Friend of Bea\n\nAnswers to your questions:\nDiet: None\nBus?: Yes'],
    ]);
    expect((await repos.guests.all('w1')).map((g) => g.name)).toEqual(['Bea Bee']);
  });

  it('checks the answers before anything is written: a refused form leaves no note and no guest', async () => {
    const { repos, visit, q } = await wedding();
    const error = await visit('Cy Sea', { [q.bus]: 'maybe' }, OPEN).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(SpecialValidationError);
    expect(Object.values((error as SpecialValidationError).errors)).toEqual(['Please answer: Diet', 'Please answer yes or no']);
    expect([await repos.requests.pending('w1'), (await repos.guests.all('w1')).length]).toEqual([[], 1]);
  });

  it('adds a new guest with the note saying how, and stores their answers, when the couple accepts new guests', async () => {
    const { repos, visit, q } = await wedding();
    const outcome = await visit('Cy Sea', { [q.diet]: 'None' }, OPEN, 'cy@example.com');
    expect(outcome).toMatchObject({ kind: 'guest', created: true, guest: { name: 'Cy Sea', email: 'cy@example.com', notes: NEW_GUEST_NOTE } });
    const cy = outcome.kind === 'guest' ? outcome.guest.id : '';
    expect(await specialAnswersOfGuest(repos, cy)).toEqual({ [q.diet]: 'None' });
    expect((await repos.special.response(cy))?.source).toBe('new-guest');
    expect(await repos.requests.pending('w1')).toEqual([]);
  });

  it('takes a name shared by two households, given with the e-mail of one listed guest, as that guest', async () => {
    const { repos, set, visit, q } = await wedding();
    const kim = await set.guest('Kim Lee', { email: 'kim@example.com' });
    await set.guest('Kim Lee', { email: 'other@example.com' });
    expect(await visit('Kim Lee', { [q.diet]: 'None' }, OPEN, 'KIM@example.com')).toMatchObject({ kind: 'guest', guest: { id: kim.id }, created: false });
    expect((await repos.guests.all('w1')).length).toBe(3);
  });

  it('leaves the note when the plan’s list is full, and refuses at a wedding that is gone', async () => {
    const { repos, set, visit, q } = await wedding();
    for (let i = 1; i < 65; i++) await set.guest(`Guest ${i}`);
    expect(await visit('Cy Sea', { [q.diet]: 'None' }, OPEN)).toEqual({ kind: 'request' });
    expect((await repos.requests.pending('w1')).map((r) => r.name)).toEqual(['Cy Sea']);
    expect((await repos.guests.all('w1')).length).toBe(65);
    const goneBase = memoryRsvpRepositories();
    const gone = memorySpecialRepositories(goneBase, {});
    await rsvpSetup(goneBase).question('Diet', {}, 'special');
    expect(
      await refusal(answerAsVisitor(gone, RULES, { weddingId: 'w1', settings: OPEN, visitor: { name: 'Cy', email: null, message: '' }, answers: {} })),
    ).toEqual(['wedding.not-found', 'Wedding not found']);
  });
});
