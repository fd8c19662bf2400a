/**
 * A rank's change in places (rank-steps.ts, read by unsupportedClaims): the gap between two ranks
 * of one source sentence, told before a word of places, holds; a wrong gap, a gap of two
 * sentences, and a number with no word of places, are stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const UNIVERSITY = 'The university rose from 45th to 32nd.';

describe('a rank’s change in places', () => {
  it('keeps the gap in places, spots, Plätze, puestos, places, posizioni, мест', () => {
    expect(stopped('The university climbed 13 places.', UNIVERSITY)).toEqual([]);
    expect(stopped('The club dropped four spots.', 'The club fell from 3rd to 7th.')).toEqual([]);
    const de = 'Die Uni stieg von Platz 45 auf Platz 32.';
    expect(stopped('Die Uni kletterte 13 Plätze nach oben.', de, 'de')).toEqual([]);
    const es = 'La universidad pasó del puesto 45 al 32.';
    expect(stopped('La universidad subió 13 puestos.', es, 'es')).toEqual([]);
    const fr = "L'université passe de la 45e à la 32e place.";
    expect(stopped("L'université gagne 13 places.", fr, 'fr')).toEqual([]);
    const it = "L'università sale dal 45° al 32° posto.";
    expect(stopped("L'università guadagna 13 posizioni.", it, 'it')).toEqual([]);
    const ru = 'Университет поднялся с 45-го на 32-е место.';
    expect(stopped('Университет поднялся на 13 мест.', ru, 'ru')).toEqual([]);
  });

  it('reads ranks written with an ordinal’s dot', () => {
    const de = 'Die Mannschaft rutschte vom 3. auf den 8. Platz.';
    expect(stopped('Die Mannschaft verlor fünf Plätze.', de, 'de')).toEqual([]);
    expect(stopped('Die Mannschaft verlor sechs Plätze.', de, 'de')).toEqual(['sechs']);
    const tr = 'Takım 10. sıradan 4. sıraya yükseldi.';
    expect(stopped('Takım 6 sıra yükseldi.', tr, 'tr')).toEqual([]);
    expect(stopped('Takım 7 sıra yükseldi.', tr, 'tr')).toEqual(['7']);
  });

  it('stops a wrong gap, a gap of two sentences, and a number with no word of places', () => {
    expect(stopped('The university climbed 12 places.', UNIVERSITY)).toEqual(['12']);
    expect(stopped('The university climbed 13 points.', UNIVERSITY)).toEqual(['13']);
    const pairs = 'The university rose from 45th to 32nd, and its rival from 50th to 48th.';
    expect(stopped('The rival climbed 2 places.', pairs)).toEqual([]);
    expect(stopped('The rival climbed 3 places.', pairs)).toEqual(['3']);
    const two = 'Oxford is 45th. Leeds is 32nd.';
    expect(stopped('Leeds is 13 places ahead.', two)).toEqual(['13']);
    const ru = 'Университет поднялся с 45-го на 32-е место.';
    expect(stopped('Университет поднялся на 14 мест.', ru, 'ru')).toEqual(['14']);
  });

  it('keeps any gap between two ranks and stops any other', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 11, max: 99 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 5 }),
        (from, gap, off) => {
          const text = `The team moved from ${from}th to ${from - gap}th place.`;
          fc.pre(gap + off !== from && gap + off !== from - gap);
          expect(stopped(`The team climbed ${gap} places.`, text)).toEqual([]);
          expect(stopped(`The team climbed ${gap + off} places.`, text)).toEqual([
            String(gap + off),
          ]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
