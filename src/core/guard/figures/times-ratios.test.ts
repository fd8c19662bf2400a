/**
 * A line's "N times" the ratio of two of the source's figures of one sentence (times-ratios.ts),
 * read by unsupportedClaims: the exact factor is kept in each language; another factor, a factor
 * of two sentences' figures and a count with no "times" after it stay stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const FANS = 'The team has 90 fans in Oslo and 30 in Bergen.';

describe('a factor of two of the source figures', () => {
  it('keeps the exact factor in each language', () => {
    expect(stopped('The team has three times as many fans in Oslo as in Bergen.', FANS)).toEqual(
      [],
    );
    expect(
      stopped('Sales were 3 times higher.', 'Sales rose from 200 units to 600 units.'),
    ).toEqual([]);
    const es = 'La ciudad tiene 60 autobuses eléctricos y 20 diésel.';
    expect(
      stopped('La ciudad tiene tres veces más autobuses eléctricos que diésel.', es, 'es'),
    ).toEqual([]);
    const pl = 'Miasto ma 60 autobusów elektrycznych i 20 spalinowych.';
    expect(stopped('Miasto ma trzy razy więcej autobusów elektrycznych.', pl, 'pl')).toEqual([]);
    const ko = '시에는 전기버스 60대와 디젤버스 20대가 있다.';
    expect(stopped('전기버스가 디젤버스의 3배다.', ko, 'ko')).toEqual([]);
    const ja = '市には電気バスが60台、ディーゼルバスが20台ある。';
    expect(stopped('電気バスはディーゼルバスの3倍。', ja, 'ja')).toEqual([]);
  });

  it('stops another factor, two sentences apart, and a count with no "times"', () => {
    expect(stopped('The team has four times as many fans in Oslo as in Bergen.', FANS)).toEqual([
      'four',
    ]);
    const apart = 'The team has 90 fans in Oslo. It has 30 in Bergen.';
    expect(stopped('The team has three times as many fans in Oslo.', apart)).toEqual(['three']);
    expect(stopped('The team has three clubs in Oslo.', FANS)).toEqual(['three']);
  });

  it('keeps a factor exactly when it is the ratio (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 11, max: 40 }),
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 2, max: 9 }),
        (low, factor, said) => {
          // A source figure past nine is never the said factor itself.
          const source = `The club has ${low * factor} members in Oslo and ${low} in Bergen.`;
          const line = `The club has ${said} times as many members in Oslo as in Bergen.`;
          return (stopped(line, source).length === 0) === (said === factor);
        },
      ),
      { numRuns: 40 },
    );
  });
});
