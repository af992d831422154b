// The invitation to plan a wedding together: its words and link; the e-mail feature renders it (HTML and text).
import type { WeddingInvitationRow } from '../../../core/db/schema';
import type { EmailMessage } from '../../email';
import { ROLE_LABELS } from './roles';
import { appText } from '../../../shared/i18n/app';

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
    subject: appText('planners.mail.invite.subject', { inviter: inviter.name, wedding: weddingName }),
    weddingId: invitation.weddingId,
    content: {
      template: 'account',
      heading: appText('planners.mail.invite.heading', { wedding: weddingName }),
      paragraphs: [
        appText('planners.mail.invite.body', {
          inviter: inviter.name,
          wedding: weddingName,
          role: invitation.role,
          name: role.name.toLowerCase(),
          can: role.can,
        }),
        appText('planners.mail.invite.link', { email: invitation.email }),
      ],
      link: { href: link, label: appText('planners.mail.invite.accept') },
    },
  };
}
