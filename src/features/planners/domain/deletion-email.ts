// Telling a wedding's other members that its owner deleted it (issue 23): its words; the e-mail feature renders it.
import type { EmailMessage } from '../../email';
import { appText } from '../../../shared/i18n/app';

export function weddingDeletedEmail({
  weddingId,
  member,
  owner,
  weddingName,
  link,
}: {
  weddingId: string;
  member: { id: string; email: string };
  owner: { name: string };
  weddingName: string;
  link: string;
}): EmailMessage {
  return {
    kind: 'wedding-deleted',
    // Once per member and wedding. No weddingId: the wedding's own e-mails are cancelled with it.
    idempotencyKey: `wedding-deleted:${weddingId}:${member.id}`,
    to: member.email,
    userId: member.id,
    subject: appText('planners.mail.deleted.subject', { owner: owner.name, wedding: weddingName }),
    content: {
      template: 'account',
      heading: appText('planners.mail.deleted.heading', { wedding: weddingName }),
      paragraphs: [appText('planners.mail.deleted.body', { owner: owner.name, wedding: weddingName }), appText('planners.mail.deleted.accountStays')],
      link: { href: link, label: appText('planners.mail.deleted.open') },
    },
  };
}
