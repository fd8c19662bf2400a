import { describe, expect, it } from 'vitest';
import { dataLine } from './data-line.ts';

const DATA = '\nen the of and\nes de la que\nesx not a language\n';

describe('dataLine', () => {
  it("reads a named list's words, and nothing of a list it does not hold", () => {
    expect(dataLine(DATA, 'es')).toBe('de la que');
    expect(dataLine(DATA, 'en')?.split(' ')).toEqual(['the', 'of', 'and']);
    expect(dataLine(DATA, 'fr')).toBeUndefined();
    // A name that opens another's ("es" of "esx") is not that list.
    expect(dataLine(DATA, 'esx')).toBe('not a language');
  });
});
