// The names picture's signature (issue 29 item 7): the server draws only names it put on a card
// itself; the signature binds product, design and names (trimmed) under the server's secret.
import { describe, expect, it } from 'vitest';
import { namesSignature, namesSignatureMatches } from './names-signature';

const config = { SESSION_SECRET: 'unit-test-secret-that-is-long-enough-0123456789', dataDir: '/nonexistent' };

describe('namesSignature', () => {
  it('is 32 characters, the same for the names with spaces around them', () => {
    const signature = namesSignature(config, 'invite', 'classic', 'Ann & Bob');
    expect(signature).toHaveLength(32);
    expect(namesSignature(config, 'invite', 'classic', '  Ann & Bob\n')).toBe(signature);
  });

  it('matches only the same product, design, names and secret', () => {
    const parts = { product: 'invite' as const, design: 'classic', names: 'Ann & Bob', signature: namesSignature(config, 'invite', 'classic', 'Ann & Bob') };
    expect(namesSignatureMatches(config, parts)).toBe(true);
    expect(namesSignatureMatches(config, { ...parts, product: 'savethedate' })).toBe(false);
    expect(namesSignatureMatches(config, { ...parts, design: 'modern' })).toBe(false);
    expect(namesSignatureMatches(config, { ...parts, names: 'Ann & Eve' })).toBe(false);
    expect(namesSignatureMatches({ ...config, SESSION_SECRET: `${config.SESSION_SECRET}!` }, parts)).toBe(false);
    expect(namesSignatureMatches(config, { ...parts, signature: parts.signature.slice(0, 31) })).toBe(false);
  });
});
