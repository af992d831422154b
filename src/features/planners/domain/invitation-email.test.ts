// The invitation to plan a wedding together: its words and link (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import type { WeddingInvitationRow } from '../../../core/db/schema';
import { invitationEmail } from './invitation-email';

const invitation = (role: WeddingInvitationRow['role'], id = 'inv1') => ({ id, weddingId: 'w1', email: 'pat@example.com', role }) as WeddingInvitationRow;

describe('invitationEmail', () => {
  it('tells the invitee who invited them, to what, as which role and what that role may do', () => {
    const email = invitationEmail({ invitation: invitation('planner'), inviter: { name: 'Ann' }, weddingName: 'Ann & Bob', link: 'https://vowly.test/join/x' });
    expect(email).toMatchObject({
      kind: 'member-invitation',
      to: 'pat@example.com',
      weddingId: 'w1',
      subject: 'Ann invited you to plan Ann & Bob on Vowly',
      content: { template: 'account', heading: 'Plan Ann & Bob together', link: { href: 'https://vowly.test/join/x', label: 'Accept the invitation' } },
    });
    expect(email.content).toMatchObject({
      paragraphs: [
        'Ann invited you to join Ann & Bob on Vowly as a planner: the site, guests, RSVPs, events and sends; not billing, members or the web address.',
        'The link works once, for 14 days, and only with this address (pat@example.com). No account yet? You can create one on the page it opens.',
      ],
    });
  });

  it('sends one e-mail per invitation row, a new invitation being a new e-mail', () => {
    const args = { inviter: { name: 'Ann' }, weddingName: 'W', link: 'https://vowly.test/j' };
    expect(invitationEmail({ ...args, invitation: invitation('viewer', 'inv1') }).idempotencyKey).toBe('member-invitation:inv1');
    expect(invitationEmail({ ...args, invitation: invitation('viewer', 'inv2') }).idempotencyKey).toBe('member-invitation:inv2');
  });
});
