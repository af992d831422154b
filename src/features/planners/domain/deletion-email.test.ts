// The e-mail a wedding's other members get when its owner deletes it (issue 23).
import { describe, expect, it } from 'vitest';
import { weddingDeletedEmail } from './deletion-email';

describe('weddingDeletedEmail', () => {
  const email = weddingDeletedEmail({
    weddingId: 'w1',
    member: { id: 'u2', email: 'leo@example.com' },
    owner: { name: 'Ana' },
    weddingName: "Ana & Leo's wedding",
    link: 'https://vowly.test/app',
  });

  it('tells the member who deleted which wedding, what went and that their account stays', () => {
    expect(email).toMatchObject({ kind: 'wedding-deleted', to: 'leo@example.com', userId: 'u2', subject: "Ana deleted Ana & Leo's wedding on Vowly" });
    expect(email.content).toEqual({
      template: 'account',
      heading: "Ana & Leo's wedding was deleted",
      paragraphs: [
        "Ana deleted Ana & Leo's wedding and everything in it: its site, guest list, answers and e-mails. You can no longer open it on Vowly.",
        'Your Vowly account stays, with any other wedding you plan.',
      ],
      link: { href: 'https://vowly.test/app', label: 'Open Vowly' },
    });
  });

  it('is sent once per member and wedding, and not as the wedding’s e-mail (its deletion cancels those)', () => {
    expect(email.idempotencyKey).toBe('wedding-deleted:w1:u2');
    expect('weddingId' in email).toBe(false);
  });
});
