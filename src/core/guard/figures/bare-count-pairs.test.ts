import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const stopped = (text: string, line: string, lang = 'hi') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('the gap of two bare counts a line says one is more than', () => {
  const rise = 'विश्वविद्यालय में 8,200 नए छात्र आए, पिछले साल 7,600 थे।';
  const fall = 'दर्शकों की संख्या 5,400 से घटकर 4,900 रह गई।';

  it('keeps the gap', () => {
    expect(stopped(rise, 'इस बार 600 छात्र ज़्यादा।')).toEqual([]);
    expect(stopped(fall, '500 दर्शक कम हुए।')).toEqual([]);
  });

  it('stops another figure', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }).filter((n) => n !== 600),
        (gap) => {
          expect(stopped(rise, `इस बार ${gap} छात्र ज़्यादा।`)).toEqual([String(gap)]);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('stops the gap where the line says no gap', () => {
    expect(stopped(rise, 'इस बार 600 छात्र आए।')).toEqual(['600']);
  });
});
