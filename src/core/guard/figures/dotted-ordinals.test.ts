/**
 * An ordinal in digits with a full stop, "serinin 7. maçında" of "yedinci maçında"
 * (dotted-ordinals.ts; round forty-four).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const FINAL = 'Final serisinin yedinci maçında Anadolu Efes kazandı ve şampiyon oldu.';
const FAIR = 'Targi odbędą się jak co roku w trzeci weekend listopada w Poznaniu.';

describe('heldDottedOrdinal', () => {
  it('keeps the source’s ordinal word written in digits with its dot', () => {
    expect(figures('Anadolu Efes serinin 7. maçında kazandı.', FINAL, 'tr')).toEqual([]);
    expect(figures('Targi odbędą się w 3. weekend listopada.', FAIR, 'pl')).toEqual([]);
  });

  it('stops another ordinal, and a number that ends a sentence', () => {
    expect(figures('Anadolu Efes serinin 6. maçında kazandı.', FINAL, 'tr')).toEqual(['6']);
    expect(figures('Targi trwają 3. Potem jest przerwa.', FAIR, 'pl')).toEqual(['3']);
  });
});
