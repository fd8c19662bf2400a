/**
 * A country's or capital's name that is also a function word of the line's language
 * (function-word-places.ts): the word is kept where no capital marks a name, the place stopped
 * where one does.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { opensSentence } from './claim-names.ts';
import { isFunctionWordPlace } from './function-word-places.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, names: ['', ''] }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text.toLowerCase());

const JAKARTA =
  'Pemprov DKI Jakarta menggratiskan tarif Transjakarta bagi warga lansia mulai 1 Juli 2025. Untuk penumpang umum, tarif tetap Rp 3.500.';
const DEPED =
  'Magsisimula na sa Lunes ang klase, ayon sa DepEd. May kakulangan pa rin ng 165,000 na silid-aralan. May 5 paaralan sa Bangkok na sarado pa.';
const METRO = 'Метро закроют на ремонт в субботу. Поезда пойдут по измененному графику.';

describe('unsupportedClaims: a function word that names a country', () => {
  it("keeps Indonesian's 'akan' (will), not Ghana's Akan", () => {
    expect(names('Lansia akan naik Transjakarta gratis mulai 1 Juli.', JAKARTA, 'id')).toEqual([]);
    expect(names('Akan ada tarif gratis bagi lansia mulai 1 Juli.', JAKARTA, 'id')).toEqual([]);
  });

  it("keeps Tagalog's 'hindi' (not) and 'lima' (five) where no capital marks a name", () => {
    expect(names('Hindi pa rin sapat ang mga silid-aralan.', DEPED, 'tl')).toEqual([]);
    expect(names('Ang mga silid-aralan ay hindi pa rin sapat.', DEPED, 'tl')).toEqual([]);
    expect(names('Lima paaralan ang sarado pa.', DEPED, 'tl')).toEqual([]);
  });

  it("keeps Russian's 'того' (of that)", () => {
    expect(names('Кроме того, поезда пойдут по измененному графику.', METRO, 'ru')).toEqual([]);
  });

  it('stops the place where a capital inside a sentence marks it', () => {
    expect(names('May 5 paaralan sa Lima na sarado pa.', DEPED, 'tl')).toEqual(['lima']);
    expect(names('Warga dari suku Akan juga naik gratis mulai 1 Juli.', JAKARTA, 'id')).toEqual([
      'akan',
    ]);
    expect(names('Поезда из Того пойдут по измененному графику.', METRO, 'ru')).toEqual(['того']);
  });

  it("stops the place in a language whose function word it is not ('Five schools in Lima')", () => {
    expect(names('Five schools in Lima are still closed.', DEPED, 'en')).toEqual(['lima']);
  });
});

describe('isFunctionWordPlace', () => {
  it('reads only one-word places that are function words of the language', () => {
    expect(isFunctionWordPlace('akan', 'Tarif akan naik.', 'id', opensSentence)).toBe(true);
    expect(isFunctionWordPlace('akan', 'Tarif akan naik.', 'en', opensSentence)).toBe(false);
    expect(isFunctionWordPlace('ghana', 'Tarif ghana naik.', 'id', opensSentence)).toBe(false);
    expect(isFunctionWordPlace('isle of man', 'man', 'nb', opensSentence)).toBe(false);
  });

  it("reads German's capitals anywhere as its nouns", () => {
    expect(isFunctionWordPlace('mann', 'Ein Mann wurde verletzt.', 'de', opensSentence)).toBe(true);
  });
});
