// What the planners' forms and API accept (issue 23): the invitation's address and role, the registration from
// an invitation, and the deletion's typed confirmation, with the texts the pages show.
import { describe, expect, it } from 'vitest';
import { deleteWeddingSchema, inviteSchema, registerFromInvitationSchema, transferSchema } from './schemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('the planners’ inputs', () => {
  it('reads an invitation’s address trimmed and lower-cased, with one of the members’ roles', () => {
    expect(inviteSchema.parse({ email: '  Pat@Example.COM ', role: 'planner' })).toEqual({ email: 'pat@example.com', role: 'planner' });
    expect(messages(inviteSchema.safeParse({ email: 'not-an-email', role: 'owner' }))).toEqual([
      'Please enter a valid email',
      'Please choose a role: partner, planner, viewer, caterer',
    ]);
    expect(messages(inviteSchema.safeParse({ role: 'viewer' }))).toEqual(['Please enter an email']);
  });

  it('asks for a partner to transfer to', () => {
    expect(messages(transferSchema.safeParse({ memberId: '' }))).toEqual(['Please choose a partner']);
  });

  it('registers from an invitation only when the two passwords match', () => {
    const body = { token: 't', name: 'Pat', password: 'correct horse battery', confirmPassword: 'correct horse battery' };
    expect(registerFromInvitationSchema.safeParse(body).success).toBe(true);
    const refused = registerFromInvitationSchema.safeParse({ ...body, confirmPassword: 'other' });
    expect(messages(refused)).toEqual(['passwords do not match']);
    expect(refused.error!.issues[0]!.path).toEqual(['confirmPassword']);
  });

  it('needs the deletion’s confirmation typed', () => {
    expect(deleteWeddingSchema.parse({ confirmation: '  ana-and-leo ' })).toEqual({ confirmation: 'ana-and-leo' });
    expect(messages(deleteWeddingSchema.safeParse({ confirmation: '   ' }))).toEqual(["Type the wedding's web address to confirm"]);
    expect(messages(deleteWeddingSchema.safeParse({ confirmation: 'x'.repeat(301) }))).toEqual(['That is longer than any web address']);
  });
});
