import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { derivedSecret, safeEqual, signValue } from './secrets';

describe('server secrets', () => {
  it('generates a secret once into the data dir and keeps it across restarts', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    const first = signValue({ dataDir }, 'rsvp-link', 'guest-1');
    const stored = fs.readFileSync(path.join(dataDir, 'secret'), 'utf8');
    expect(stored.length).toBeGreaterThanOrEqual(40);
    expect(signValue({ dataDir }, 'rsvp-link', 'guest-1')).toBe(first);
    expect((fs.statSync(path.join(dataDir, 'secret')).mode & 0o777).toString(8)).toBe('600');
  });

  it('uses SESSION_SECRET when set, and separates purposes', () => {
    const config = { SESSION_SECRET: 'a very long configured secret', dataDir: '/nonexistent' };
    expect(signValue(config, 'a', 'x')).not.toBe(signValue(config, 'b', 'x'));
    expect(derivedSecret(config, 'a')).toHaveLength(32);
    expect(signValue({ ...config, SESSION_SECRET: 'another secret' }, 'a', 'x')).not.toBe(signValue(config, 'a', 'x'));
  });

  it('compares in constant time and handles different lengths', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
