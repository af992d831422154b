// Telling a wedding's other members that its owner deleted it (issue 23): its words; the e-mail feature renders it.
import type { EmailMessage } from '../../email';

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
    subject: `${owner.name} deleted ${weddingName} on Vowly`,
    content: {
      template: 'account',
      heading: `${weddingName} was deleted`,
      paragraphs: [
        `${owner.name} deleted ${weddingName} and everything in it: its site, guest list, answers and e-mails. You can no longer open it on Vowly.`,
        'Your Vowly account stays, with any other wedding you plan.',
      ],
      link: { href: link, label: 'Open Vowly' },
    },
  };
}
