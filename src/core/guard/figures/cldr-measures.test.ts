/**
 * A measure restated in another of CLDR's names for its unit (cldr-measures.ts): a speed's long
 * name, a language's own short name; another value or another unit still stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(
    line,
    claimSource({ text, lang, ...(lineLang ? { lineLang } : {}) }),
    'normal',
  ).map((claim) => `${claim.kind}:${claim.text}`);

const GERMAN = 'Auf der A7 gilt ab Montag Tempo 120 km/h, die Baustelle ist 35 cm tief.';
const POLISH = 'W Krakowie jutro 28 st. C, a na autostradzie limit 120 km/godz.';

describe('unsupportedClaims: a measure in another of CLDR’s names for its unit', () => {
  it('keeps a speed’s long name and a language’s own short names', () => {
    expect(claims('Ab Montag gilt Tempo 120 Kilometer pro Stunde.', GERMAN, 'de')).toEqual([]);
    expect(claims('W Krakowie jutro 28 stopni Celsjusza, limit 120 km/h.', POLISH, 'pl')).toEqual(
      [],
    );
    expect(claims('Kraków: 28°C tomorrow, a 120 km/h limit.', POLISH, 'pl', 'en')).toEqual([]);
  });

  it('still stops another value and another unit', () => {
    expect(claims('Ab Montag gilt Tempo 130 Kilometer pro Stunde.', GERMAN, 'de')).not.toEqual([]);
    expect(claims('Die Baustelle ist 35 Kilometer lang.', GERMAN, 'de')).not.toEqual([]);
    // A changed figure whose digit ends another measure's number (the "5" of "75 kg").
    expect(
      claims(
        'De reis: 75 kg bagage, 5 u onderweg.',
        'De reis: 75 kg bagage, 3 uur onderweg.',
        'nl',
      ),
    ).toEqual(['figure:5']);
  });
});

describe('unsupportedClaims: a range of a measure in another of CLDR’s names', () => {
  const GREEK = 'Τα ράφια έχουν πλάτος 30–50 εκ. και κοστίζουν 5–8 €.';
  const SWAHILI = 'Rafu zina upana wa sentimita 30–50 na bei ya Ksh 5–8.';

  it('keeps the range with its unit written once, in the long name or in English', () => {
    expect(claims('Τα ράφια έχουν πλάτος 30–50 εκατοστά.', GREEK, 'el')).toEqual([]);
    expect(claims('The shelves are 30–50 cm wide.', GREEK, 'el', 'en')).toEqual([]);
    expect(claims('The shelves are 30–50 cm wide.', SWAHILI, 'sw', 'en')).toEqual([]);
  });

  it('stops a changed end of the range', () => {
    expect(claims('Τα ράφια έχουν πλάτος 20–50 εκατοστά.', GREEK, 'el')).not.toEqual([]);
    expect(claims('The shelves are 30–60 cm wide.', SWAHILI, 'sw', 'en')).not.toEqual([]);
  });
});
