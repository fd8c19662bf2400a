/**
 * Hindi's and Urdu's parts of one before a number (scripts/number-glue.ts's FRACTION_PREFIXES,
 * round thirty-seven): "साढ़े पांच लाख" (5.5 lakh) of a post's "5.5 लाख" was read as a name.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const TAX =
  'लखनऊ नगर निगम: 31 जुलाई तक पूरा कर जमा करने वाले करीब 5.5 लाख भवन स्वामियों को 10% छूट मिलेगी। मेले में 1.5 लाख और 2.25 लाख लोग आए।';

const stopped = (line: string) =>
  unsupportedClaims(line, claimSource({ text: TAX, lang: 'hi' }), 'normal').map(
    (claim) => claim.text,
  );

describe('a part of one before a Hindi number', () => {
  it('reads "साढ़े", "सवा", "डेढ़" as the post\'s figures', () => {
    expect(stopped('लगभग साढ़े पांच लाख भवन स्वामियों को छूट मिलेगी।')).toEqual([]);
    expect(stopped('मेले में डेढ़ लाख लोग आए।')).toEqual([]);
    expect(stopped('मेले में सवा दो लाख लोग आए।')).toEqual([]);
  });

  it('stops another amount so written', () => {
    expect(stopped('लगभग साढ़े छह लाख भवन स्वामियों को छूट मिलेगी।')).toEqual(['साढ़े छह लाख']);
    expect(stopped('मेले में ढाई लाख लोग आए।')).toEqual(['ढाई लाख']);
  });
});
