/**
 * A region's word for the source's countries (region-names.ts): "three Nordic countries" of a
 * trial in Denmark, Sweden and Finland is kept; a region none of whose countries the source names
 * is a new place and stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isSourceRegionWord } from './region-names.ts';

const TRIAL =
  'The study enrolled 23,410 people aged 65 and over in Denmark, Sweden and Finland. Half received the new vaccine.';
const DERBY = 'Spain drew 1-1 with Portugal in Seville on Saturday.';

const names = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('isSourceRegionWord', () => {
  it('reads a region by the countries the source names, in its forms and languages', () => {
    const source = claimSource({ text: TRIAL });
    const place = {
      key: source.key,
      words: source.words,
      langs: [],
      acronyms: new Set<string>(),
      text: source.text,
    };
    expect(isSourceRegionWord('Nordic', place)).toBe(true);
    expect(isSourceRegionWord('Scandinavian', place)).toBe(true);
    expect(isSourceRegionWord('nórdicos', place)).toBe(true);
    expect(isSourceRegionWord('Baltic', place)).toBe(false);
    expect(isSourceRegionWord('Iberian', place)).toBe(false);
    expect(isSourceRegionWord('Denmark', place)).toBe(false);
  });
});

describe('unsupportedClaims: a region’s word for the source’s countries', () => {
  it('keeps a region the source names countries of', () => {
    expect(names('The trial ran in three Nordic countries with 23,410 people.', TRIAL)).toEqual([]);
    expect(names('The Iberian derby ended 1-1 in Seville.', DERBY)).toEqual([]);
  });

  it('stops a region none of whose countries the source names', () => {
    expect(names('The trial ran in three Baltic countries with 23,410 people.', TRIAL)).toEqual([
      'Baltic',
    ]);
    expect(names('The Nordic derby ended 1-1 in Seville.', DERBY)).toEqual(['Nordic']);
  });
});
