// Whether a guest's address can be written to (issue 16 item 6): a bounce or complaint reported for it
// flags the guest while that address is still theirs. A pure rule: the guest list, the sends, the
// journey and the change-of-plans notice all ask it.
import type { EmailProblem } from './delivery-labels';

/** The guest's flag while the reported address is still theirs (a corrected address clears it). */
export function emailProblemOf(guest: { email: string | null; emailProblem: EmailProblem | null; emailProblemAddress: string | null }): EmailProblem | null {
  if (!guest.emailProblem || !guest.email || !guest.emailProblemAddress) return null;
  return guest.email.trim().toLowerCase() === guest.emailProblemAddress.trim().toLowerCase() ? guest.emailProblem : null;
}
