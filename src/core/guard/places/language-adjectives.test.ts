/**
 * A country named by its language's adjective in the source's language (language-adjectives.ts):
 * round thirteen's "The German Weather Service" of "Der Deutsche Wetterdienst" was stopped for
 * "German", though the source names its country so.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { languageAdjectiveCodes, languageStem } from './language-adjectives.ts';

const asked = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('languageAdjectiveCodes', () => {
  it('reads a declined adjective of the source’s language as its country', () => {
    expect(languageAdjectiveCodes(['der', 'deutsche', 'wetterdienst'], ['de'])).toContain('DE');
    expect(languageAdjectiveCodes(['la', 'selección', 'española'], ['es'])).toContain('ES');
    expect(languageAdjectiveCodes(['polskiego', 'rządu'], ['pl'])).toContain('PL');
    expect(languageAdjectiveCodes(['la', 'cuisine', 'française'], ['fr'])).toContain('FR');
  });

  it('reads no short stem, no English and no other word', () => {
    expect(languageStem('russe')).toBeUndefined();
    expect([...languageAdjectiveCodes(['german', 'deutsche'], ['en'])]).toEqual([]);
    expect([...languageAdjectiveCodes(['wetterdienst', 'sonntag', 'warnt'], ['de'])]).toEqual([]);
  });
});

describe('unsupportedClaims: a translation’s people’s word of the source’s adjective', () => {
  const storm = 'Der Deutsche Wetterdienst warnt für Sonntag vor Sturmböen bis 90 km/h im Harz.';

  it('keeps "German" of "Deutsche", and stops a country the source does not name', () => {
    expect(
      asked('The German Weather Service warns of 90 km/h gusts on Sunday.', storm, 'de'),
    ).toEqual([]);
    // "deutsch" is Germany's: not Austria's, where it is written too.
    expect(
      asked('The Austrian Weather Service warns of 90 km/h gusts on Sunday.', storm, 'de'),
    ).toEqual(['name:austrian']);
    expect(
      asked('The French Weather Service warns of 90 km/h gusts on Sunday.', storm, 'de'),
    ).toEqual(['name:french']);
  });
});
