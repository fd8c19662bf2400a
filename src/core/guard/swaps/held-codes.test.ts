/**
 * A model's code the source holds whole is no figure bound to a noun (issue 44, round 42); a code
 * changed, or a figure moved onto another noun, still stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const kinds = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const RECALL =
  'Product recall: Kestrel Home is recalling its 4.5-litre air fryer (model KH-4500), sold between January and June 2026. Around 18,000 units were sold in the UK.';
const JETS = 'The air force will buy 24 new F-16 jets this year, and the navy 12 patrol boats.';

describe('unsupportedClaims: a code the source holds whole', () => {
  it.each([
    [RECALL, 'Kestrel Home is recalling its KH-4500 air fryer.'],
    [JETS, 'The navy will get 12 patrol boats and the air force 24 F-16 jets.'],
  ])('lets the code through (%#)', (text, line) => {
    expect(kinds(line, text)).toEqual([]);
  });

  it('still stops a changed code and a figure moved onto another noun', () => {
    expect(kinds('Kestrel Home is recalling its KH-4800 air fryer.', RECALL)).not.toEqual([]);
    expect(kinds('The air force will buy 12 new F-16 jets this year.', JETS)).toEqual([
      'figure:12',
    ]);
  });
});
