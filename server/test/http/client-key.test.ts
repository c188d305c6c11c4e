import { describe, expect, it } from 'vitest';
import { clientKey } from '../../src/http/client-key';

describe('clientKey', () => {
  it('reads an IPv4-mapped address as IPv4, and keeps IPv4 and unknown callers as they are', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('unknown')).toBe('unknown');
  });

  // An attacker's pass: a /64 holds 2^64 addresses, so keyed exactly no per-address limit is ever met.
  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:12:34::/64';
    expect(clientKey('2001:db8:12:34::1')).toBe(key);
    expect(clientKey('2001:0db8:0012:0034:ffff:1:2:3')).toBe(key);
    expect(clientKey('2001:db8:12:34:a::')).toBe(key);
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8:12:35::1')).not.toBe(key);
  });
});
