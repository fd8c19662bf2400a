/**
 * Names in their cases (inflected-names.ts), read by unsupportedClaims in a Normal line: where the
 * line's language declines names, the source's name with another case ending is the source's;
 * another name sharing a short start, and a declined name in the place of another, stay claims.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { sameDeclined } from './inflected-names.ts';

const KONCERT = 'Koncert odbędzie się w sobotę. W Warszawa zagra pianista Jan Kowalski.';
const SIATKOWKA = 'Polscy siatkarze pokonali Włochów 3:1 w finale w Łodzi.';
const MIST = 'У Києві завершили новий міст через Дніпро завдовжки 1,2 км.';
const VAPUR =
  'İzmir Büyükşehir Belediyesi yeni vapur hattını açtı. Bilet ücreti on beş lira olacak.';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: names in their cases', () => {
  it('keeps the source’s names with another case ending', () => {
    expect(claims('Pianista Kowalski zagra w sobotę w Warszawie.', KONCERT, 'pl')).toEqual([]);
    expect(claims('W finale w Łodzi siatkarze pokonali Włochów.', SIATKOWKA, 'pl')).toEqual([]);
    expect(claims('Siatkarze wygrali nad Włochami 3:1.', SIATKOWKA, 'pl')).toEqual([]);
    expect(claims('Новий міст у Києві перетинає Дніпро.', MIST, 'uk')).toEqual([]);
    // Turkish makes a place's people with -li: "İzmirliler" of "İzmir".
    expect(claims('Yeni hatta İzmirliler binecek.', VAPUR, 'tr')).toEqual([]);
  });

  it('stops another name that shares a short start, and a declined name in another’s place', () => {
    expect(claims('Pianista Kowalczyk zagra w sobotę w Warszawie.', KONCERT, 'pl')).toEqual([
      'name:Kowalczyk',
    ]);
    expect(claims('W sobotę w Wrocławiu zagra pianista.', KONCERT, 'pl')).toEqual([
      'name:Wrocławiu',
    ]);
    // The source's river, declined where the source has its city: "in Dnipro" of "in Kyiv".
    expect(claims('У Дніпрі завершили новий міст завдовжки 1,2 км.', MIST, 'uk')).toEqual([
      'name:Дніпрі',
    ]);
  });

  it('reads no case ending in a language that declines no names', () => {
    expect(
      claims(
        'The concert is in Warszawie on Saturday.',
        'The concert is in Warszawa on Saturday.',
        'en',
      ),
    ).toEqual(['name:Warszawie']);
  });

  it('tells one name’s cases from two names', () => {
    expect(sameDeclined('warszawie', 'warszawa')).toBe(true);
    expect(sameDeclined('włochami', 'włochów')).toBe(true);
    expect(sameDeclined('kowalczyk', 'kowalski')).toBe(false);
    expect(sameDeclined('nowakowski', 'nowak')).toBe(false);
  });
});
