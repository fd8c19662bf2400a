/**
 * Names whose stem changes as they are declined (stem-alternations.ts), read by unsupportedClaims
 * in a Normal line: Czech, Finnish and Hungarian lines keep the source's name with its stem
 * changed; another name sharing the start stays a claim.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { sameAlternated } from './stem-alternations.ts';

const JIZDNE = 'Praha od 1. července zdraží jízdné. Rozhodla o tom Rada hlavního města v úterý.';
const LIIGA = 'Tappara kohtaa Kärpät tiistaina Oulussa. Ottelua seurasi 13 455 katsojaa.';
const SZIN = 'Fellép többek között a Halott Pénz, Majka és a Wellhello a Partfürdőn.';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: names whose stem changes in their cases', () => {
  it('keeps the source’s name with its stem changed as the language declines it', () => {
    expect(claims('Jízdné v Praze podraží od července.', JIZDNE, 'cs')).toEqual([]);
    expect(claims('Tiistaina Tappara pelaa Kärppiä vastaan Oulussa.', LIIGA, 'fi')).toEqual([]);
    expect(claims('A közönség a Halott Pénzzel és Majkával is találkozhat.', SZIN, 'hu')).toEqual(
      [],
    );
  });

  it('stops another name sharing the start', () => {
    expect(claims('Jízdné v Prešově podraží od července.', JIZDNE, 'cs')).toEqual(['name:Prešově']);
    expect(claims('Tiistaina Tappara pelaa Kärkkäitä vastaan.', LIIGA, 'fi')).toEqual([
      'name:Kärkkäitä',
    ]);
    expect(claims('A közönség Majorral is találkozhat a Partfürdőn.', SZIN, 'hu')).toEqual([
      'name:Majorral',
    ]);
  });

  it('reads one change, in the languages that make it, and only short endings after it', () => {
    expect(sameAlternated('praze', 'praha', 'cs')).toBe(true);
    expect(sameAlternated('praze', 'praha', 'fr')).toBe(false);
    expect(sameAlternated('pénzzel', 'pénz', 'hu')).toBe(true);
    expect(sameAlternated('majkával', 'majka', 'hu')).toBe(true);
    expect(sameAlternated('kärppiä', 'kärpät', 'fi')).toBe(true);
    // A word sharing only a short start, or a long tail after the change, is another word.
    expect(sameAlternated('prešov', 'praha', 'cs')).toBe(false);
    expect(sameAlternated('majkávalokkal', 'majka', 'hu')).toBe(false);
  });

  it('reads a region’s noun of the source’s adjective, its longer case ending too (round 47)', () => {
    const snow =
      'Ostrzeżenia dla województw podkarpackiego i małopolskiego. Może spaść 50 cm śniegu.';
    expect(claims('W Małopolsce może spaść 50 cm śniegu.', snow, 'pl')).toEqual([]);
    expect(claims('W Wielkopolsce może spaść 50 cm śniegu.', snow, 'pl')).toEqual([
      'name:Wielkopolsce',
    ]);
    // Four letters after the change on both sides is another word.
    expect(sameAlternated('małopolscanie', 'małopolskiego', 'pl')).toBe(false);
  });

  it('reads Ukrainian’s alternation in a name’s third letter: "Київ" of "Києві" (h244)', () => {
    const metro = 'У Києві відкрили 2 нові станції метро.';
    expect(claims('Київ відкрив 2 нові станції метро.', metro, 'uk')).toEqual([]);
    expect(claims('Харків відкрив 2 нові станції метро.', metro, 'uk')).toEqual(['name:Харків']);
    expect(sameAlternated('київ', 'києві', 'uk')).toBe(true);
    // Two shared letters before a change only in Ukrainian; "Кіра" is no "Києві".
    expect(sameAlternated('київ', 'києві', 'ru')).toBe(false);
    expect(sameAlternated('кіра', 'києві', 'uk')).toBe(false);
  });
});
