/**
 * A change between two of the source's measures written in another unit of their system
 * (unit-differences.ts, read by unsupportedClaims): "rose 65 cm" of "from 3.20 m to 3.85 m" is
 * kept; a wrong gap, a gap of measures in two sentences, and a unit of another dimension are
 * stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const RIVER = 'The river rose from 3.20 m to 3.85 m.';
const BABY = 'The baby weighed 3.2 kg at birth and 4.1 kg a month later.';

describe('a difference written in another unit', () => {
  it('keeps the gap of a from/to pair or a list in a smaller unit', () => {
    expect(stopped('The river rose 65 cm.', RIVER)).toEqual([]);
    expect(stopped('The baby gained 900 g in a month.', BABY)).toEqual([]);
    expect(
      stopped('The new loop is 800 m longer.', 'The trail is 4.2 km long, the new loop 5 km.'),
    ).toEqual([]);
    expect(
      stopped('The bottle shrank by 250 ml.', 'The bottle went from 1.5 l to 1.25 l.'),
    ).toEqual([]);
  });

  it('reads it in other languages, and a metre read as a month at a sentence’s end', () => {
    expect(
      stopped('Rzeka podniosła się o 65 cm.', 'Poziom rzeki wzrósł z 3,20 m do 3,85 m.', 'pl'),
    ).toEqual([]);
    expect(
      stopped(
        "L'Ourthe a monté de 65 cm.",
        "Le niveau de l'Ourthe est passé de 3,20 m à 3,85 m.",
        'fr',
      ),
    ).toEqual([]);
    expect(
      stopped('El río subió 65 cm.', 'El nivel del río subió de 3,20 m a 3,85 m.', 'es'),
    ).toEqual([]);
    expect(
      stopped('Der Pegel stieg um 65 cm.', 'Der Pegel stieg von 3,20 m auf 3,85 m.', 'de'),
    ).toEqual([]);
    expect(
      stopped('Вода поднялась на 65 см.', 'Уровень воды поднялся с 3,2 м до 3,85 м.', 'ru'),
    ).toEqual([]);
  });

  it('reads the symbols before Japanese, Korean and Chinese script, a range’s ends, the clock’s units', () => {
    expect(stopped('水位は65cm上昇。', '川の水位は3.20mから3.85mに上昇した。', 'ja')).toEqual([]);
    expect(stopped('수위가 65cm 올랐다.', '강 수위가 3.20m에서 3.85m로 올랐다.', 'ko')).toEqual([]);
    expect(stopped('水位上涨了65厘米。', '河水水位从3.20米上涨到3.85米。', 'zh')).toEqual([]);
    expect(stopped('Waga spadła o 2500 g.', 'Waga spadła z 82,4 kg do 79,9 kg.', 'pl')).toEqual([]);
    expect(stopped('Waga spadła o 3500 g.', 'Waga spadła z 82,4 kg do 79,9 kg.', 'pl')).toEqual([
      '3500',
    ]);
    expect(
      stopped(
        'Le trajet dure 30 minutes de plus.',
        'La durée passe de 1,5 heure à 2 heures.',
        'fr',
      ),
    ).toEqual([]);
    const trip = 'The trip now takes 2 hours instead of 1.5 hours.';
    expect(stopped('The trip is 30 minutes longer.', trip)).toEqual([]);
    expect(stopped('The trip is 40 minutes longer.', trip)).toEqual(['40 minutes']);
    expect(stopped('水位上涨了55厘米。', '河水水位从3.20米上涨到3.85米。', 'zh')).toEqual([
      '55厘米',
    ]);
  });

  it('stops a wrong gap, two sentences’ measures, and another dimension', () => {
    expect(stopped('The river rose 75 cm.', RIVER)).toEqual(['75 cm']);
    // A gap whose digits are an end's: "9 cm" of "9.00 m" is the gap, "900 cm" that end.
    const even = 'The river rose from 9.00 m to 9.09 m.';
    expect(stopped('The river rose 9 cm.', even)).toEqual([]);
    expect(stopped('The river rose 10 cm.', even)).toEqual(['10 cm']);
    expect(
      stopped('Rzeka podniosła się o 55 cm.', 'Poziom rzeki wzrósł z 3,20 m do 3,85 m.', 'pl'),
    ).toEqual(['55 cm']);
    expect(
      stopped('The river rose 65 cm.', 'The river stood at 3.20 m. Later the gauge read 3.85 m.'),
    ).toEqual(['65 cm']);
    expect(stopped('The baby gained 900 ml.', BABY)).toEqual(['900 ml']);
  });

  it('keeps the right gap in centimetres and stops any other (property)', () => {
    fc.assert(
      fc.property(
        // Both ends above any wrong gap: "rose 120 cm" of "from 1.20 m" is that end converted.
        fc.integer({ min: 200, max: 900 }),
        fc.integer({ min: 5, max: 95 }),
        fc.integer({ min: 1, max: 40 }),
        (low, gap, off) => {
          const text = `The river rose from ${(low / 100).toFixed(2)} m to ${((low + gap) / 100).toFixed(2)} m.`;
          expect(stopped(`The river rose ${gap} cm.`, text)).toEqual([]);
          const wrong = gap + off;
          expect(stopped(`The river rose ${wrong} cm.`, text)).toEqual([`${wrong} cm`]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
