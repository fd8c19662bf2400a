/**
 * A Tagalog scale with its linker ("bilyong", "libong": tagalog-linked-scales.ts). Every text
 * here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { tagalogLinkedStems } from './tagalog-linked-scales.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'tl' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('tagalogLinkedStems', () => {
  it('gives the word without its linker, in Tagalog only', () => {
    expect(tagalogLinkedStems('bilyong', ['tl'])).toContain('bilyon');
    expect(tagalogLinkedStems('libong', ['fil'])).toContain('libo');
    expect(tagalogLinkedStems('bilyong', ['en'])).toEqual([]);
    expect(tagalogLinkedStems('bilyon', ['tl'])).toEqual([]);
  });

  it('keeps "1.5 bilyong pesos" of ₱1.5B and stops another scale or number', () => {
    const source = 'Naglaan ang gobyerno ng ₱1.5B para sa mga paaralan.';
    expect(stopped('Naglaan ang gobyerno ng 1.5 bilyong pesos.', source)).toEqual([]);
    expect(stopped('Naglaan ang gobyerno ng ₱1.5 bilyong halaga.', source)).toEqual([]);
    expect(stopped('Naglaan ang gobyerno ng 1.5 milyong pesos.', source)).toEqual([
      '1.5 milyong pesos',
    ]);
    expect(stopped('Naglaan ang gobyerno ng 2.5 bilyong pesos.', source)).toEqual([
      '2.5 bilyong pesos',
    ]);
  });
});
