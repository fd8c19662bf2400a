/**
 * Dutch money spent against money cut (direction-stems.data.ts' "spend" group, round fifty): a line
 * that tells spent what the post tells cut is stopped, the cut told again is kept. Every text here
 * is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'nl' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const BUDGET =
  'De gemeente Zwolle presenteert de begroting. Op sport wordt 3 miljoen euro bezuinigd en de lasten blijven gelijk.';

describe('Dutch money spent told of money cut', () => {
  it('stops the cut told as money spent', () => {
    expect(claims('Op sport wordt 3 miljoen euro uitgegeven.', BUDGET)).toContain(
      'negation:uitgegeven',
    );
  });

  it('keeps the cut told again', () => {
    expect(claims('Zwolle bezuinigt 3 miljoen euro op sport.', BUDGET)).toEqual([]);
    expect(claims('Op sport wordt 3 miljoen euro bezuinigd.', BUDGET)).toEqual([]);
  });
});
