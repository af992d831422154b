// Password checks (issue 29 item 7): a stored value that is not an argon2 hash answers false instead
// of throwing (the login then says the usual failure). Hashing itself costs about half a second of
// CPU here, so the real hash and verify are covered by the login and registration route tests.
import { describe, expect, it } from 'vitest';
import { verifyPassword } from './password';

describe('verifyPassword', () => {
  it('answers false for a damaged or empty hash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyPassword('$argon2id$v=19$m=19456,t=2,p=1$broken', 'anything')).toBe(false);
    expect(await verifyPassword('', 'anything')).toBe(false);
  });
});
