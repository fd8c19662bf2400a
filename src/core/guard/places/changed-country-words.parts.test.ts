/**
 * CLDR's word for a territory's part ("Saint-Martin (partie néerlandaise)") names no country
 * (changed-country-words.ts, h300): "À partir du 1er juin" and "partiront" were read as Sint
 * Maarten, put in the place of the source's France. A country's own word put in its place is
 * still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { changedCountryWords } from './changed-country-words.ts';

const TGV = 'La SNCF annonce de nouveaux TGV entre Paris et Milan en Italie dès le 1er juin.';
const FESTIVAL = {
  text: 'Nouveauté : des navettes gratuites depuis la gare de Guingamp. Ouest-France',
  langs: ['fr'],
};

describe('changedCountryWords: a word that shares the start of "partie"', () => {
  it('reads no country in "partir" or "partiront"', () => {
    expect(
      changedCountryWords('À partir du 1er juin, de nouveaux TGV relient Paris et Milan.', {
        text: TGV,
        langs: ['fr'],
      }),
    ).toEqual([]);
    expect(
      changedCountryWords('Des navettes gratuites partiront de la gare de Guingamp.', FESTIVAL),
    ).toEqual([]);
  });

  it('keeps the line on a card', () => {
    const source = claimSource({ text: TGV, lang: 'fr', names: ['', ''] });
    expect(
      unsupportedClaims(
        'À partir du 1er juin, de nouveaux TGV relient Paris et Milan.',
        source,
        'normal',
      ),
    ).toEqual([]);
  });

  it("still stops another country's word put in the place of the source's", () => {
    expect(
      changedCountryWords('Un TGV néerlandais relie Paris et Milan dès le 1er juin.', {
        text: TGV,
        langs: ['fr'],
      }),
    ).toEqual(['néerlandais']);
  });
});

describe('changedCountryWords: a function word that names a language', () => {
  const LRT = {
    text: 'Libre pa rin ang sakay ng mga senior citizen tuwing Linggo. Sinabi ni DOTr Secretary Vince Dizon na kailangan ang taas-pasahe.',
    langs: ['tl'],
  };

  it("reads no country in Tagalog's 'hindi' (not)", () => {
    expect(
      changedCountryWords('Hindi pa rin magbabayad ang senior citizens tuwing Linggo.', LRT),
    ).toEqual([]);
  });
});
