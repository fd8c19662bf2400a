/** A dashed range of days before its month's name, Dutch "3-5 maart" (range-day-months.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('beforeMonthName', () => {
  const fair = 'De beurs loopt van 3 tot 5 maart in Utrecht.';

  it('keeps "3-5 maart" of "van 3 tot 5 maart", stops another end', () => {
    expect(stopped('Beurs 3-5 maart in Utrecht.', fair, 'nl')).toEqual([]);
    expect(stopped('Beurs 3-5 mrt. in Utrecht.', fair, 'nl')).toEqual([]);
    expect(stopped('Beurs 3-6 maart in Utrecht.', fair, 'nl')).toEqual(['6']);
  });

  it('still reads a dashed pair with no month after it as the date Dutch writes', () => {
    expect(stopped('Beurs op 3-3 in Utrecht.', fair, 'nl')).toEqual([]);
    expect(stopped('Beurs op 5-4 in Utrecht.', fair, 'nl')).not.toEqual([]);
  });
});
