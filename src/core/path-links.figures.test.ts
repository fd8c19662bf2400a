/**
 * A price per unit is no link (path-links.ts, h300): "Rp14.500/kg", "1.25/l", "1.200.000/bulan"
 * were read as a host and a path (their last label a number), so a card's faithful "Beras kini
 * Rp14.500/kg" was stopped as a link and its figure never read; an IPv4 address with a path is
 * still a link, and the price's figure changed is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';
import { findPathLinks } from './path-links.ts';
import { findLinks } from './remove-foreign-links.ts';

const RICE =
  'Harga beras medium di Pasar Induk Cipinang naik menjadi Rp 14.500 per kilogram, tertinggi dalam setahun terakhir.';

describe('findPathLinks: a number per unit', () => {
  it('reads no price per unit as a link', () => {
    for (const text of ['Beras kini Rp14.500/kg.', 'Price now $1.25/l.', 'Sewa 1.200.000/bulan']) {
      expect(findPathLinks(text)).toEqual([]);
      expect(findLinks(text)).toEqual([]);
    }
  });

  it('still reads an IPv4 address or a host with a path', () => {
    expect(findPathLinks('go to 192.168.1.1/login').map(({ link }) => link)).toEqual([
      '192.168.1.1/login',
    ]);
    expect(findPathLinks('see evil.example/x now').map(({ link }) => link)).toEqual([
      'evil.example/x',
    ]);
  });
});

describe('unsupportedClaims: a price per unit', () => {
  const source = claimSource({ text: RICE, lang: 'id', names: ['', ''] });

  it('keeps the source price written per kilogram', () => {
    expect(
      unsupportedClaims('Beras medium di Cipinang kini Rp14.500/kg.', source, 'normal'),
    ).toEqual([]);
  });

  it('stops the price changed, as a figure', () => {
    expect(
      unsupportedClaims('Beras medium di Cipinang kini Rp11.500/kg.', source, 'normal').map(
        (claim) => claim.kind,
      ),
    ).toEqual(['figure']);
  });
});
