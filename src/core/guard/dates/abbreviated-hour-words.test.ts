/**
 * A word of the hour written short with its full stop ("od godz. 18", abbreviated-hour-words.ts):
 * the source's hour holds the line's clock, and another hour is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const POLISH = 'Od wtorku od godz. 18 do czwartku rano może spaść do 50 cm śniegu.';

describe('abbreviatedHourWord', () => {
  it('reads "godz. 18" as the hour, so the line’s "o 18:00" holds', () => {
    expect(claims('Śnieg zacznie padać we wtorek o 18:00.', POLISH, 'pl')).toEqual([]);
  });

  it('still stops another hour', () => {
    expect(claims('Śnieg zacznie padać we wtorek o 19:00.', POLISH, 'pl')).toEqual([
      'figure:19:00',
    ]);
  });
});
