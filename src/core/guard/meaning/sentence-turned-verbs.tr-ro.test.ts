import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { sentenceTurnedVerbs } from './sentence-turned-verbs.ts';

const source = (text: string, lang: string) => ({ text, langs: [lang] });

const CENSUS = source(
  "TÜİK'in 2025 nüfus sayımı sonuçlarına göre Türkiye'nin nüfusu 86 milyon 240 bin kişiye ulaştı. Nüfus artış hızı binde 3,1'e geriledi. Ortanca yaş 34,4 olarak belirlendi.",
  'tr',
);
const FLOOD = source(
  'Autoritățile din județul Galați au evacuat 214 gospodării. Prefectul Ionel Radu spune că digul de la Cosmești rezistă, dar este monitorizat permanent.',
  'ro',
);

describe('a change turned round in Turkish, a dam that holds said to give way in Romanian', () => {
  it('stops the rise of a rate the census says fell, and the dam the prefect says holds', () => {
    expect(sentenceTurnedVerbs("Nüfus artış hızı binde 3,1'e yükseldi.", CENSUS)).toEqual([
      'yükseldi',
    ]);
    expect(
      sentenceTurnedVerbs('Prefectul Ionel Radu spune că digul de la Cosmești a cedat.', FLOOD),
    ).toEqual(['cedat']);
  });

  it('keeps the source’s side in another word, and a verb negated (in it, or before it)', () => {
    expect(sentenceTurnedVerbs("Nüfus artış hızı binde 3,1'e düştü.", CENSUS)).toEqual([]);
    expect(sentenceTurnedVerbs("Nüfus artış hızı binde 3,1'e azaldı.", CENSUS)).toEqual([]);
    // Turkish negates inside the verb: "yükselmedi" (did not rise) is no word of a side.
    expect(sentenceTurnedVerbs("Nüfus artış hızı binde 3,1'le yükselmedi.", CENSUS)).toEqual([]);
    expect(
      sentenceTurnedVerbs('Prefectul Ionel Radu spune că digul de la Cosmești nu a cedat.', FLOOD),
    ).toEqual([]);
    expect(
      sentenceTurnedVerbs('Ionel Radu spune că digul de la Cosmești rezistă deocamdată.', FLOOD),
    ).toEqual([]);
  });

  it('leaves a sentence alone that shares too few words with the source', () => {
    expect(sentenceTurnedVerbs('Enflasyon yükseldi.', CENSUS)).toEqual([]);
  });

  it('is a negation claim of the whole guard, the faithful line kept', () => {
    const census = claimSource({ text: CENSUS.text, lang: 'tr' });
    expect(unsupportedClaims("Nüfus artış hızı binde 3,1'e yükseldi.", census, 'normal')).toEqual([
      { kind: 'negation', text: 'yükseldi' },
    ]);
    expect(unsupportedClaims("Nüfus artış hızı binde 3,1'e düştü.", census, 'normal')).toEqual([]);
  });
});
