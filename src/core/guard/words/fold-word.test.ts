/**
 * Hindi's number words in either spelling (fold-word.ts, round thirty-seven): n2words writes
 * "पाँच" and "हज़ार", a Hindi post as often "पांच" and "हजार", which were read as no number.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { foldWord } from './fold-word.ts';

const FAIR = 'लखनऊ के पुस्तक मेले में इस साल 5000 लोग आए और निगम ने 600 करोड़ रुपये का लक्ष्य रखा।';

const stopped = (line: string) =>
  unsupportedClaims(line, claimSource({ text: FAIR, lang: 'hi' }), 'normal').map(
    (claim) => claim.text,
  );

describe('Hindi number words with the anusvara or without a nukta', () => {
  it('reads them as the numbers they are', () => {
    expect(stopped('पुस्तक मेले में पांच हजार लोग आए।')).toEqual([]);
    expect(stopped('पुस्तक मेले में पाँच हज़ार लोग आए।')).toEqual([]);
    expect(stopped('निगम ने 600 करोड रुपये का लक्ष्य रखा।')).toEqual([]);
  });

  it('still stops another number so written', () => {
    expect(stopped('पुस्तक मेले में छह हजार लोग आए।')).toEqual(['छह हजार']);
    expect(stopped('निगम ने 700 करोड रुपये का लक्ष्य रखा।')).toEqual(['700 करोड रुपये']);
  });

  it('folds the two spellings to one and keeps the vowel signs', () => {
    expect(foldWord('पाँच', true)).toBe(foldWord('पांच', true));
    expect(foldWord('हज़ार', true)).toBe('हजार');
    expect(foldWord('जून', true)).not.toBe(foldWord('जन', true));
  });
});
