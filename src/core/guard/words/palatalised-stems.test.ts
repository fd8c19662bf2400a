/**
 * A Slavic sentence's first word made of a source word's stem with its consonant softened
 * (palatalised-stems.ts), read by unsupportedClaims in a Normal line: "Śnieżyca" of "śniegu" is the
 * source's word made into a noun, kept; a new name sharing the start, or the same stem as a
 * name past a sentence's first word ("na Śnieżce", the mountain), stays a claim.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { softenedStem } from './palatalised-stems.ts';

const SNIEG =
  'IMGW wydał ostrzeżenia przed intensywnymi opadami śniegu. Od wtorku od godz. 18 może spaść od 30 do 50 cm śniegu.';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a first word of the source’s stem, its consonant softened', () => {
  it('keeps a Polish first word derived from the source’s word', () => {
    expect(claims('Śnieżyca zacznie się we wtorek o 18:00.', SNIEG, 'pl')).toEqual([]);
  });

  it('stops a new name opening the line, and the same stem as a name past the first word', () => {
    expect(claims('Śniadecki zapowiada od wtorku 30 cm śniegu.', SNIEG, 'pl')).toEqual([
      'name:Śniadecki',
    ]);
    expect(claims('Od wtorku może spaść 50 cm śniegu na Śnieżce.', SNIEG, 'pl')).toEqual([
      'name:Śnieżce',
    ]);
  });

  it('reads one softened consonant after a shared stem, and no other change', () => {
    expect(softenedStem('śnieżyca', 'śniegu', 'pl')).toBe(true);
    expect(softenedStem('śnieżyca', 'śniegu', 'de')).toBe(false);
    expect(softenedStem('śniadecki', 'śniegu', 'pl')).toBe(false);
    // A softened consonant on too short a stem for its ending: no reading.
    expect(softenedStem('pražský', 'praha', 'cs')).toBe(false);
  });
});

describe('unsupportedClaims: "ц" softened to "ч" (h298)', () => {
  const WIND =
    'Дорожные службы столицы переведены в режим повышенной готовности, на улицы выйдут более 10 тысяч единиц техники.';
  it('keeps "Столичные" of "столицы", stops a first word the source has no stem of', () => {
    expect(
      claims('Столичные дорожные службы выведут более 10 000 единиц техники.', WIND, 'ru'),
    ).toEqual([]);
    expect(
      claims('Стольниковы дорожные службы выведут более 10 000 единиц техники.', WIND, 'ru'),
    ).not.toEqual([]);
    expect(softenedStem('столичные', 'столицы', 'ru')).toBe(true);
    expect(softenedStem('столичные', 'столицы', 'pl')).toBe(false);
  });
});
