/**
 * A country a joke's line lists beside one of the post's where the post lists another
 * (listed-countries.ts): stopped in a list with "and", a comma or the line's language's list word;
 * a country a joke names alone and the post's own list are kept. Every text here is synthetic,
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { listedCountries } from './listed-countries.ts';

const LANGS = ['th', 'en'];

describe('listedCountries', () => {
  it("stops a country listed beside the post's", () => {
    expect(listedCountries('60 branches in Vietnam and Laos, easy', ['laos'], LANGS, 'en')).toEqual(
      ['laos'],
    );
    expect(listedCountries('Laos, Vietnam: 60 new branches 😎', ['laos'], LANGS, 'en')).toEqual([
      'laos',
    ]);
    expect(listedCountries('60 tiendas en Vietnam y Laos 😎', ['laos'], LANGS, 'es')).toEqual([
      'laos',
    ]);
  });

  it('keeps a country a joke names alone', () => {
    expect(
      listedCountries('60 branches? Switzerland could never', ['switzerland'], LANGS, 'en'),
    ).toEqual([]);
    expect(listedCountries('Richer than Laos by Friday 💸', ['laos'], LANGS, 'en')).toEqual([]);
  });
});

describe("a translated Troll line listing the post's countries", () => {
  const source = claimSource({
    text: 'บริษัทจะเปิดสาขาใหม่ 60 แห่งในเวียดนามและกัมพูชา',
    lang: 'th',
    lineLang: 'en',
  });

  it('is stopped for a country changed in the list', () => {
    expect(
      unsupportedClaims(
        'Opening 60 branches in Vietnam and Laos like it is nothing.',
        source,
        'troll',
      ),
    ).toEqual([{ kind: 'name', text: 'laos' }]);
  });

  it("is kept with the post's list, or a country a joke adds alone", () => {
    expect(
      unsupportedClaims(
        'Opening 60 branches in Vietnam and Cambodia like it is nothing.',
        source,
        'troll',
      ),
    ).toEqual([]);
    expect(
      unsupportedClaims(
        '60 branches in Vietnam and Cambodia, next stop the Moon, then Switzerland.',
        source,
        'meme',
      ),
    ).toEqual([]);
  });
});
