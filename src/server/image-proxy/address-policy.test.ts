import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyAddress, isAddressAllowed } from './address-policy.ts';

describe('classifyAddress', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '151.101.1.69',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
  ])('lets the public address %s through', (address) => {
    expect(classifyAddress(address)).toEqual({ kind: 'public' });
  });

  it.each(['127.0.0.1', '127.255.255.254', '::1', '[::1]'])('names %s loopback', (address) => {
    expect(classifyAddress(address).kind).toBe('loopback');
  });

  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.254', 'carrierGradeNat'],
    ['169.254.169.254', 'linkLocal'],
    ['192.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.51.100.1', 'reserved'],
    ['203.0.113.1', 'reserved'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::ffff:127.0.0.1', 'ipv4Mapped'],
    ['::ffff:8.8.8.8', 'ipv4Mapped'],
    ['::ffff:7f00:1', 'ipv4Mapped'],
    ['::ffff:a9fe:a9fe', 'ipv4Mapped'],
    ['::7f00:1', 'ipv4Compatible'],
    ['64:ff9b::7f00:1', 'rfc6052'],
    ['64:ff9b::808:808', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['2001::1', 'teredo'],
    ['2001:db8::1', 'reserved'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['ff02::1', 'multicast'],
    ['100::1', 'discard'],
  ])('refuses %s (%s)', (address, range) => {
    expect(classifyAddress(address)).toEqual({ kind: 'refused', range });
  });

  it.each(['', 'localhost', 'pbs.twimg.com', '1.2.3.4:80', '1.2.3.4.5', '::g'])(
    'refuses %j, which is not an address',
    (text) => {
      expect(classifyAddress(text).kind).toBe('refused');
    },
  );

  it.each(['127.1', '0x7f.1', '2130706433', '017700000001', '0177.0.0.1', '0x7f000001'])(
    'reads the loopback spelling %s the way a URL does',
    (spelling) => {
      expect(new URL(`http://${spelling}/`).hostname).toBe('127.0.0.1');
      expect(classifyAddress(spelling).kind).toBe('loopback');
    },
  );

  it('reads ::0.0.0.1 as the URL parser does (::1), not as an IPv4-mapped address', () => {
    expect(new URL('http://[::0.0.0.1]/').hostname).toBe('[::1]');
    expect(classifyAddress('::0.0.0.1').kind).toBe('loopback');
  });

  it('gives a raw IPv4 literal in any WHATWG spelling the class of its URL form', () => {
    fc.assert(
      fc.property(fc.ipV4Extended(), (literal) => {
        const canonical = new URL(`http://${literal}/`).hostname;
        expect(classifyAddress(literal)).toEqual(classifyAddress(canonical));
      }),
      { seed: 42, numRuns: 500 },
    );
  });

  it('gives a raw IPv6 literal the class of its bracketed URL form', () => {
    fc.assert(
      fc.property(fc.ipV6(), (literal) => {
        const canonical = new URL(`http://[${literal}]/`).hostname;
        expect(classifyAddress(literal)).toEqual(classifyAddress(canonical));
      }),
      { seed: 42, numRuns: 500 },
    );
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(['public', 'loopback', 'refused']).toContain(classifyAddress(text).kind);
      }),
      { seed: 42 },
    );
  });
});

describe('isAddressAllowed', () => {
  it('allows loopback only for a listed loopback host', () => {
    expect(isAddressAllowed('127.0.0.1', false)).toBe(false);
    expect(isAddressAllowed('127.0.0.1', true)).toBe(true);
    expect(isAddressAllowed('::1', true)).toBe(true);
  });

  it('never allows a private address, even for a listed loopback host', () => {
    expect(isAddressAllowed('10.0.0.5', true)).toBe(false);
    expect(isAddressAllowed('::ffff:127.0.0.1', true)).toBe(false);
  });
});
