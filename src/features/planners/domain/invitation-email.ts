// The invitation to plan a wedding together: its words and link; the e-mail feature renders it (HTML and text).
import type { WeddingInvitationRow } from '../../../core/db/schema';
import type { EmailMessage } from '../../email';
import { ROLE_LABELS } from './roles';

export function invitationEmail({
  invitation,
  inviter,
  weddingName,
  link,
}: {
  invitation: WeddingInvitationRow;
  inviter: { name: string };
  weddingName: string;
  link: string;
}): EmailMessage {
  const role = ROLE_LABELS[invitation.role];
  return {
    kind: 'member-invitation',
    // One e-mail per invitation row: a new invitation to the same address is a new row, a new e-mail.
    idempotencyKey: `member-invitation:${invitation.id}`,
    to: invitation.email,
    subject: `${inviter.name} invited you to plan ${weddingName} on Vowly`,
    weddingId: invitation.weddingId,
    content: {
      template: 'account',
      heading: `Plan ${weddingName} together`,
      paragraphs: [
        `${inviter.name} invited you to join ${weddingName} on Vowly as ${role.article} ${role.name.toLowerCase()}: ${role.can}`,
        `The link works once, for 14 days, and only with this address (${invitation.email}). No account yet? You can create one on the page it opens.`,
      ],
      link: { href: link, label: 'Accept the invitation' },
    },
  };
}
