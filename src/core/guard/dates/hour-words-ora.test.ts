/** Romanian's "la ora 10" and Italian's "alle ore 18" as clock hours (figure-clock.ts' HOUR_BEFORE). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('ora, ore before an hour', () => {
  it('keeps the source’s time as its hour', () => {
    expect(
      claims(
        'Ședința începe la ora 10:00 la primărie.',
        'Ședința începe la ora 10 la primărie.',
        'ro',
      ),
    ).toEqual([]);
    expect(
      claims('Il museo apre alle 9:30 e chiude alle 18:00.', 'Il museo chiude alle ore 18.', 'it'),
    ).toEqual([]);
  });

  it('stops another hour', () => {
    expect(
      claims(
        'Ședința începe la ora 10:00 la primărie.',
        'Ședința începe la ora 11 la primărie.',
        'ro',
      ),
    ).toEqual(['11']);
    expect(
      claims('Il museo apre alle 9:30 e chiude alle 18:00.', 'Il museo chiude alle ore 19.', 'it'),
    ).toEqual(['19']);
  });
});
