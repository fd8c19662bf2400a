import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientKey } from './client-address.ts';

describe('clientAddress', () => {
  it('uses the socket address when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress('203.0.113.9', '1.1.1.1', 0)).toBe('203.0.113.9');
  });

  it('uses the rightmost entry with one trusted hop and ignores spoofed entries to its left', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 7.7.7.7, 198.51.100.4', 1)).toBe('198.51.100.4');
  });

  it('walks N entries from the right with N trusted hops', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.4, 10.0.0.9', 2)).toBe('198.51.100.4');
  });

  it('falls back to the socket when the header is shorter than the trusted hops', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.4', 2)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
  });

  it('falls back to the socket when the trusted entry is not an address', () => {
    expect(clientAddress('10.0.0.2', '1.1.1.1, not-an-ip', 1)).toBe('10.0.0.2');
  });

  it('never lets a client choose its key by adding entries on the left', () => {
    fc.assert(
      fc.property(fc.array(fc.ipV4(), { maxLength: 5 }), fc.ipV4(), (spoofed, real) => {
        const header = [...spoofed, real].join(', ');
        expect(clientAddress('10.0.0.2', header, 1)).toBe(real);
      }),
    );
  });
});

describe('clientKey', () => {
  it('keys an IPv4 client the same in its plain and IPv4-mapped IPv6 forms', () => {
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
  });

  it('keeps distinct IPv4 clients apart, even when mapped', () => {
    expect(clientKey('::ffff:198.51.100.7')).not.toBe(clientKey('::ffff:198.51.100.8'));
  });

  it('puts IPv6 addresses of one /64 in one bucket and other /64s in others', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe(clientKey('2001:db8:1:2:ffff::9'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
  });

  it('reads addresses with ports and brackets as the same client', () => {
    expect(clientKey('198.51.100.7:5555')).toBe('198.51.100.7');
    expect(clientKey('[2001:db8::1]:443')).toBe(clientKey('2001:db8::2'));
  });
});
