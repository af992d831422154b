// The e-mail change waiting for its link, on the in-memory repository (issue 29 item 7): the newest
// live link's address, nothing once it expired or was used, and cancelling kills the link.
import { describe, expect, it } from 'vitest';
import { checkEmailToken, createEmailToken, useEmailToken } from './email-tokens';
import { cancelEmailChange, pendingEmailChange } from './pending-email-change';
import { memoryAccountsRepository } from './repository.memory';

const now = new Date('2027-03-01T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

async function asked(accounts: ReturnType<typeof memoryAccountsRepository>, email: string, at = now) {
  const created = await createEmailToken(accounts, 'u1', 'change-email', at, email);
  accounts.recordEmail(`change-email:${created.tokenId}`, email);
  return created;
}

describe('pendingEmailChange', () => {
  it('tells the address of the newest link and until when it works', async () => {
    const accounts = memoryAccountsRepository();
    await asked(accounts, 'first@example.com');
    const { expiresAt } = await asked(accounts, 'second@example.com', later(1000));
    expect(await pendingEmailChange(accounts, 'u1', later(2000))).toEqual({ email: 'second@example.com', expiresAt });
    expect(await pendingEmailChange(accounts, 'u2', later(2000))).toBeNull();
  });

  it('is gone once the link expired or was used', async () => {
    const accounts = memoryAccountsRepository();
    const { tokenId, expiresAt } = await asked(accounts, 'new@example.com');
    expect(await pendingEmailChange(accounts, 'u1', expiresAt)).toBeNull();
    await useEmailToken(accounts, tokenId, now);
    expect(await pendingEmailChange(accounts, 'u1', now)).toBeNull();
  });

  it('is gone when no e-mail was recorded for the link', async () => {
    const accounts = memoryAccountsRepository();
    await createEmailToken(accounts, 'u1', 'change-email', now, 'new@example.com');
    expect(await pendingEmailChange(accounts, 'u1', now)).toBeNull();
  });
});

describe('cancelEmailChange', () => {
  it('stops the link from working and leaves the other links alone', async () => {
    const accounts = memoryAccountsRepository();
    const change = await asked(accounts, 'new@example.com');
    const reset = await createEmailToken(accounts, 'u1', 'reset-password', now);
    await cancelEmailChange(accounts, 'u1');
    expect(await pendingEmailChange(accounts, 'u1', now)).toBeNull();
    expect(await checkEmailToken(accounts, change.token, 'change-email', now)).toEqual({ ok: false, reason: 'invalid' });
    expect((await checkEmailToken(accounts, reset.token, 'reset-password', now)).ok).toBe(true);
  });
});
