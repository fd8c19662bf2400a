/**
 * A line that calls certain what its source only hedges (certainty-claims.ts): stopped where the
 * source doubts the same thing and is sure of nothing; the doubt kept, a negated or hedged
 * certainty, and a source that is sure of something keep the line.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { certaintyClaims } from './certainty-claims.ts';

const certain = (text: string, line: string, lang = 'en') =>
  certaintyClaims(line, claimSource({ text, lang }));

const SNOW =
  'Ana: The forecast says snow on Saturday night, maybe a 40 percent chance. Ben: Then we drive back on Saturday afternoon.';
const TRIAL =
  'The group given the supplement scored 6 points higher on the memory test. The authors say the diet could be a factor as much as the supplement.';

describe('a line that calls certain what the source doubts', () => {
  it('stops it, with the words the doubt shares', () => {
    expect(
      certain(SNOW, 'Because snow is certain on Saturday night, they drive back early.'),
    ).toEqual(['certain snow saturday night']);
    expect(
      certain(
        TRIAL,
        'Memory scores rose 6 points, which the authors said proved the supplement worked.',
      ),
    ).toEqual(['proved authors supplement']);
  });

  it('is a negation claim of the whole guard', () => {
    expect(
      unsupportedClaims(
        'Because snow is certain on Saturday night, they drive back early.',
        claimSource({ text: SNOW, lang: 'en' }),
        'normal',
      ),
    ).toEqual([{ kind: 'negation', text: 'certain snow saturday night' }]);
  });

  it('keeps the doubt, a certainty negated or hedged, and a source sure of something', () => {
    for (const line of [
      'Because snow is possible on Saturday night, they drive back on Saturday afternoon.',
      'Snow on Saturday night is not certain, so they drive back early.',
      'The authors said it may prove the supplement is not the only factor.',
    ]) {
      expect(certain(`${SNOW} ${TRIAL}`, line), line).toEqual([]);
    }
    expect(
      certain(
        'Snow on Saturday night is certain, the forecaster said, though the amount could vary.',
        'Snow is certain on Saturday night.',
      ),
    ).toEqual([]);
    expect(certain(SNOW, 'Snow is certain on Saturday night.', 'de')).toEqual([]);
  });
});
