/**
 * An amount per item a reader works out (per-item-quotients.ts): the source's amount over a count
 * of its sentence, where the line says "each", "per", "on average". Every text here is synthetic,
 * written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const RUN = 'The charity run drew 5,400 runners and raised £212,000.';

describe('perItemQuotient: an amount over its count', () => {
  it('keeps the quotient the line rounds, and stops another', () => {
    expect(stopped('Each runner raised about £39 on average.', RUN)).toEqual([]);
    expect(stopped('That is roughly £40 a head.', RUN)).toEqual([]);
    expect(stopped('Each runner raised about £45 on average.', RUN)).toEqual(['£45']);
  });

  it('holds no quotient where the line says no item, or of another currency', () => {
    expect(stopped('The run raised £39 in the end.', RUN)).toEqual(['£39']);
    expect(stopped('Each runner raised about $39 on average.', RUN)).toEqual(['$39']);
  });

  it("reads other languages' amounts per item", () => {
    const de = 'Die Stadt gab 2,4 Millionen Euro für 800 neue Laternen aus.';
    expect(stopped('Jede Laterne kostete im Schnitt 3.000 Euro.', de, 'de')).toEqual([]);
    expect(stopped('Jede Laterne kostete im Schnitt 4.000 Euro.', de, 'de')).toEqual([
      '4.000 Euro',
    ]);
    const es = 'El club pagó 600.000 euros por 20 jugadores.';
    expect(stopped('Unos 30.000 euros por jugador.', es, 'es')).toEqual([]);
    expect(stopped('Unos 40.000 euros por jugador.', es, 'es')).toEqual(['40.000 euros']);
  });
});

describe('any amount and count', () => {
  it('keeps the exact quotient per item, and stops one off by a dollar or more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 300 }),
        fc.integer({ min: 2, max: 900 }),
        fc.integer({ min: 1, max: 20 }),
        (count, each, off) => {
          const text = `The bake sale raised $${(count * each).toLocaleString('en')} from ${count} volunteers.`;
          // A quotient that is the source's own count is read by others.
          fc.pre(each !== count && each + off !== count && each + off !== count * each);
          expect(stopped(`That is $${each} per volunteer.`, text)).toEqual([]);
          expect(stopped(`That is $${each + off} per volunteer.`, text)).toEqual([
            `$${each + off}`,
          ]);
        },
      ),
      { numRuns: 50 },
    );
  });
});
