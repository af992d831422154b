import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('clientKey', () => {
  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = clientKey('2001:db8:0:1::7');
    expect(key).toBe('2001:db8:0:1::/64');
    for (const same of [
      '2001:db8:0:1:ffff:ffff:ffff:ffff',
      '2001:0DB8:0000:0001:0:0:0:1',
      '2001:db8::1:0:0:0:9',
      '2001:db8:0:1::7%eth0',
      '2001:db8:0:1::1.2.3.4',
    ])
      expect(clientKey(same)).toBe(key);
    expect(clientKey('2001:db8:0:2::7')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps IPv4 addresses whole and names a missing one', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.8')).not.toBe(clientKey('203.0.113.7'));
    expect(clientKey(undefined)).toBe('unknown');
  });
});
