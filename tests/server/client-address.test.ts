// TRUST_PROXY: whose X-Forwarded-For / X-Forwarded-Proto count (issue 17 items 3 and 10).
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../../src/core/config/env';
import { proxyPolicy, resolveClientAddress } from '../../src/core/http/client-address';
import { createTestApp } from '../helpers/app';
import { createTestUser } from '../helpers/auth';

const policy = (TRUST_PROXY?: string) => proxyPolicy(parseEnv({ NODE_ENV: 'test', ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) }));

describe('client address', () => {
  it('trusts nothing by default: the socket address, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress(policy(), '203.0.113.9', ['10.0.0.1'])).toBe('203.0.113.9');
    expect(resolveClientAddress(policy(''), '203.0.113.9', ['10.0.0.1'])).toBe('203.0.113.9');
    expect(resolveClientAddress(policy(), undefined, [])).toBeUndefined();
  });

  it('a hop count takes the address that many entries from the right', () => {
    expect(resolveClientAddress(policy('1'), '127.0.0.1', ['6.6.6.6', '203.0.113.9'])).toBe('203.0.113.9');
    expect(resolveClientAddress(policy('2'), '127.0.0.1', ['6.6.6.6', '203.0.113.9', '10.0.0.2'])).toBe('203.0.113.9');
    expect(resolveClientAddress(policy('1'), '127.0.0.1', [])).toBe('127.0.0.1');
  });

  it('proxy addresses and ranges: walk left past trusted proxies only', () => {
    const p = policy('10.0.0.0/8, ::1, 192.0.2.7');
    expect(resolveClientAddress(p, '10.1.2.3', ['6.6.6.6', '203.0.113.9', '192.0.2.7'])).toBe('203.0.113.9');
    expect(resolveClientAddress(p, '::ffff:10.1.2.3', ['203.0.113.9'])).toBe('203.0.113.9');
    expect(resolveClientAddress(p, '::1', ['203.0.113.9'])).toBe('203.0.113.9');
    // Not from a trusted proxy: its forwarded header is the client's own claim.
    expect(resolveClientAddress(p, '198.51.100.1', ['203.0.113.9'])).toBe('198.51.100.1');
    expect(resolveClientAddress(policy('loopback'), '127.0.0.1', ['203.0.113.9'])).toBe('203.0.113.9');
  });

  it('refuses a value that is neither a hop count nor addresses', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'yes please' })).toThrow(ConfigError);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(ConfigError);
    expect(() => parseEnv({ TRUST_PROXY: '11' })).toThrow(ConfigError);
  });
});

describe('Secure session cookie', () => {
  async function loginCookie(env: Record<string, string>, remoteAddress: string, headers: Record<string, string>) {
    const { app, store } = createTestApp({ env });
    const { user, password } = await createTestUser(store);
    const res = await app.request(
      'http://localhost/api/v1/auth/login',
      {
        method: 'POST',
        headers: { origin: 'http://localhost', 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: user.email, password }),
      },
      { incoming: { socket: { remoteAddress } } },
    );
    expect(res.status).toBe(200);
    return res.headers.getSetCookie().find((c) => c.startsWith('vowly_session='))!;
  }

  it("ignores a client's X-Forwarded-Proto when no proxy is trusted", async () => {
    expect(await loginCookie({}, '203.0.113.9', { 'x-forwarded-proto': 'https' })).not.toMatch(/;\s*Secure/i);
  });

  it('believes X-Forwarded-Proto from a trusted proxy', async () => {
    expect(await loginCookie({ TRUST_PROXY: '127.0.0.1' }, '127.0.0.1', { 'x-forwarded-proto': 'https' })).toMatch(/;\s*Secure/i);
    expect(await loginCookie({ TRUST_PROXY: '127.0.0.1' }, '203.0.113.9', { 'x-forwarded-proto': 'https' })).not.toMatch(/;\s*Secure/i);
    expect(await loginCookie({ TRUST_PROXY: '1' }, '127.0.0.1', { 'x-forwarded-proto': 'https' })).toMatch(/;\s*Secure/i);
  });

  it('PUBLIC_URL https always means Secure', async () => {
    expect(await loginCookie({ PUBLIC_URL: 'https://vowly.example' }, '203.0.113.9', {})).toMatch(/;\s*Secure/i);
  });
});
