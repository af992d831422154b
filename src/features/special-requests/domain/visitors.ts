// Someone answering the questions who is not known by a personal link. Identity follows the RSVP:
// a name that matches one household's guest is that guest (the same power the RSVP's name search
// gives, throttled by the caller); anyone else leaves their name and e-mail. What then happens is
// the couple's choice (settings.acceptNewGuests):
// - off (the default, as on the RSVP): a note for the couple (guest_requests, approved or
//   dismissed in the RSVP manager) that carries the answers as text, so nothing is lost and no
//   stranger joins the guest list (and its bulk e-mails) by themselves;
// - on: the visitor is added to the guest list through the list's own add (plan limit, duplicate
//   rule) and the answers are stored; a full list falls back to the note, and a visitor already
//   listed with that very name and e-mail is that guest.
// The answers are checked before anything is written, so a refused form leaves nothing behind.
import type { addGuestToList, GuestWithHousehold } from '../../guests';
import { UserError } from '../../../core/errors';
import { duplicateKey } from '../../../shared/guests/names';
import type { createGuestRequest, findGuestByName } from '../../rsvp';
import type { GuestRequestInput } from '../../../shared/rsvp/schemas';
import { checkAnswers } from './answer-input';
import { saveSpecialAnswers, specialAnswersOfGuest } from './answers';
import type { SpecialAnswers } from './model';
import { specialQuestionsOf } from './question-json';
import type { SpecialRepositories } from './repositories';
import type { SpecialSettings } from './settings';
import { noteWithAnswers } from './visitor-note';
import { translator } from '../../../shared/i18n';
import { appText } from '../../../shared/i18n/app';

export const NEW_GUEST_NOTE = appText('special-requests.newGuestNote');

export type VisitorOutcome = { kind: 'guest'; guest: GuestWithHousehold; created: boolean } | { kind: 'request' };

/** The other features' rules a visitor goes through: the RSVP's name search and notes, the guest list's add (repositories.ts's VISITOR_RULES). */
export interface VisitorRules {
  findGuestByName: typeof findGuestByName;
  createGuestRequest: typeof createGuestRequest;
  addGuestToList: typeof addGuestToList;
}

async function ownerRole(repos: SpecialRepositories, weddingId: string) {
  const role = await repos.special.ownerRole(weddingId);
  if (!role) throw new UserError('wedding.not-found', translator('en')('questions.error.weddingNotFound'));
  return role;
}

/** The guest listed with this very name and e-mail. */
async function listedGuest({ guests }: SpecialRepositories, weddingId: string, name: string, email: string | null | undefined) {
  const key = duplicateKey(name, email);
  const same = (await guests.identities(weddingId)).find((g) => duplicateKey(g.nameKey, g.email) === key);
  return same ? guests.find(weddingId, same.id) : undefined;
}

export async function answerAsVisitor(
  repos: SpecialRepositories,
  rules: VisitorRules,
  input: { weddingId: string; settings: SpecialSettings; visitor: GuestRequestInput; answers: SpecialAnswers; now?: Date },
): Promise<VisitorOutcome> {
  const { weddingId, visitor } = input;
  const questions = await specialQuestionsOf(repos, weddingId);
  const save = (guest: GuestWithHousehold, source: 'questions' | 'new-guest') =>
    saveSpecialAnswers(repos, { weddingId, guestId: guest.id, answers: input.answers, source, now: input.now });

  const match = await rules.findGuestByName(repos, weddingId, visitor.name);
  if (match.kind === 'match') {
    const guest = (await repos.guests.find(weddingId, match.guestId))!;
    checkAnswers(questions, input.answers, await specialAnswersOfGuest(repos, guest.id));
    await save(guest, 'questions');
    return { kind: 'guest', guest, created: false };
  }
  checkAnswers(questions, input.answers);

  if (input.settings.acceptNewGuests) {
    const listed = await listedGuest(repos, weddingId, visitor.name, visitor.email);
    if (listed) {
      await save(listed, 'questions');
      return { kind: 'guest', guest: listed, created: false };
    }
    try {
      const guest = await rules.addGuestToList(
        repos.guests,
        { weddingId, role: await ownerRole(repos, weddingId) },
        { name: visitor.name, email: visitor.email, notes: NEW_GUEST_NOTE },
        input.now,
      );
      await save(guest, 'new-guest');
      return { kind: 'guest', guest, created: true };
    } catch (error) {
      // A full list: the couple still hears from them, as a note.
      if (!(error instanceof UserError && error.code === 'plan.guest-limit')) throw error;
    }
  }
  await rules.createGuestRequest(repos, weddingId, { ...visitor, message: noteWithAnswers(visitor.message, questions, input.answers) });
  return { kind: 'request' };
}
