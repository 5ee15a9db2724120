import { describe, expect, it } from 'vitest';
import { addressKeyOf } from './address';

describe('the address a per-address limit counts', () => {
  it('keeps an IPv4 address as it is, and reads an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(addressKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKeyOf('::FFFF:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = addressKeyOf('2001:db8:0:1::1');
    expect(key).toBe('2001:db8:0:1::/64');
    for (const same of ['2001:db8::1:0:0:0:2', '2001:0DB8:0000:0001:ffff:ffff:ffff:ffff', '2001:db8:0:1:a:b:c:d%eth0']) expect(addressKeyOf(same)).toBe(key);
    expect(addressKeyOf('2001:db8:0:2::1')).not.toBe(key);
    expect(addressKeyOf('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else (a test name, a socket path) as it is', () => {
    expect(addressKeyOf('unknown')).toBe('unknown');
  });
});
