// Issue 28 items 6 and 16: a proxy in front without TRUST_PROXY, and a hop count while listening on
// every interface, are said out loud.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../src/core/config/env';
import { trustProxyStartupWarning } from '../../src/core/http/proxy-warnings';
import { createTestApp } from '../helpers/app';

afterEach(() => vi.restoreAllMocks());

describe('proxy warnings', () => {
  it('requests with X-Forwarded-For while TRUST_PROXY is unset: one warning, however many requests', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { app } = createTestApp();
    await app.request('/about');
    expect(warn).not.toHaveBeenCalled();
    await app.request('/about', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    await app.request('/login', { headers: { 'x-forwarded-for': '198.51.100.2' } });
    const proxyWarnings = warn.mock.calls.filter(([message]) => String(message).includes('X-Forwarded-For'));
    expect(proxyWarnings).toHaveLength(1);
    expect(proxyWarnings[0]![0]).toContain('TRUST_PROXY is not set');
  });

  it('no warning once TRUST_PROXY names the proxy', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { app } = createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    await app.request('/about', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(warn.mock.calls.filter(([message]) => String(message).includes('X-Forwarded-For'))).toEqual([]);
  });

  it('a hop count while listening on every interface warns; on 127.0.0.1, or with addresses, it does not', () => {
    expect(trustProxyStartupWarning(parseEnv({ TRUST_PROXY: '1' }))).toContain(
      'TRUST_PROXY=1 believes X-Forwarded-For from whoever connects, and HOST=0.0.0.0',
    );
    expect(trustProxyStartupWarning(parseEnv({ TRUST_PROXY: '2', HOST: '::' }))).toContain('HOST=::');
    expect(trustProxyStartupWarning(parseEnv({ TRUST_PROXY: '1', HOST: '127.0.0.1' }))).toBeUndefined();
    expect(trustProxyStartupWarning(parseEnv({ TRUST_PROXY: '172.16.0.0/12' }))).toBeUndefined();
    expect(trustProxyStartupWarning(parseEnv({}))).toBeUndefined();
  });
  // The web process prints it at start-up: tests/cli/config.test.ts (the unusable DATABASE_PATH run).
});
