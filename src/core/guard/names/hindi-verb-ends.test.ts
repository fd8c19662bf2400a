/** A Hindi clause's verb before its auxiliaries (hindi-verb-ends.ts, round twenty-seven). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const rent =
  'पुणे में 1BHK का किराया ₹25,000 महीना और मेरी सैलरी ₹60,000। ऊपर से 2 महीने का डिपॉज़िट ₹50,000।';
const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: rent, lang: 'hi' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('endsOnHindiVerb', () => {
  it('keeps a clause that ends on its verb and auxiliary', () => {
    expect(names('ऊपर से दो महीने का डिपॉज़िट ₹50,000 देना पड़ता है।')).toEqual([]);
  });

  it('still stops a new name before the auxiliary', () => {
    expect(names('पुणे में मकान मालिक अमिताभ बच्चन हैं।')).not.toEqual([]);
  });
});
