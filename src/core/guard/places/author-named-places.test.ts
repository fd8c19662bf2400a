/**
 * A place only the author's name spells is no place of the post (issue 44, recall): an English
 * line "in Riyadh" of an Arabic post about Jeddah by an account whose name ("الرياضية", the sports
 * one) shares Riyadh's consonants is stopped; the post's own place is kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { authorNamedPlaces } from './author-named-places.ts';

const MATCH =
  'يستضيف نادي الأهلي فريق الشباب يوم الجمعة على ملعب مدينة الملك عبدالله في جدة، وتبدأ المباراة الساعة التاسعة مساءً.';

const claims = (line: string, names: string[]) =>
  unsupportedClaims(
    line,
    claimSource({ text: MATCH, lang: 'ar', lineLang: 'en', names }),
    'normal',
  ).map((claim) => `${claim.kind}:${claim.text}`);

describe('authorNamedPlaces: a place the account’s name alone writes', () => {
  const source = claimSource({
    text: MATCH,
    lang: 'ar',
    lineLang: 'en',
    names: ['القناة الرياضية', 'sportschannel'],
  });

  it('reads a city whose consonants only the author’s name holds', () => {
    expect(authorNamedPlaces('The match is played in Riyadh on Friday.', source, 'en')).toEqual([
      'Riyadh',
    ]);
  });

  it('leaves the post’s own city, and a place the post lacks whoever posts it, to the others', () => {
    expect(authorNamedPlaces('The match is played in Jeddah on Friday.', source, 'en')).toEqual([]);
    expect(authorNamedPlaces('The match is played in Dammam on Friday.', source, 'en')).toEqual([]);
  });
});

describe('unsupportedClaims: a translated line’s place and the author’s name', () => {
  it('stops "in Riyadh" of a post about Jeddah by "the sports channel"', () => {
    expect(claims('Al-Ahli host Al-Shabab on Friday in Riyadh.', ['القناة الرياضية'])).toEqual([
      'name:Riyadh',
    ]);
  });

  it('keeps the post’s own city, with the author named or not', () => {
    expect(claims('Al-Ahli host Al-Shabab on Friday in Jeddah.', ['القناة الرياضية'])).toEqual([]);
    expect(claims('Al-Ahli host Al-Shabab on Friday in Jeddah.', [])).toEqual([]);
  });
});
