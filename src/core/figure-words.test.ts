/**
 * A currency as the reader's language names it (figure-words.ts, round fourteen): a Hebrew post's
 * "45 מיליון ₪" is "NIS 45 million" in an English card, as news in English writes the shekel.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'he', lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('the shekel by its names', () => {
  const text = 'מועצת העיר אישרה אמש תקציב של 45 מיליון ₪ לשבילי אופניים.';

  it('holds "NIS 45 million" and "45 million shekels" of "45 מיליון ₪"', () => {
    expect(claims('The council approved NIS 45 million for bike lanes.', text)).toEqual([]);
    expect(claims('The council approved 45 million shekels for bike lanes.', text)).toEqual([]);
  });

  it('still stops another sum or another currency', () => {
    expect(claims('The council approved NIS 54 million for bike lanes.', text)).toEqual([
      'figure:NIS 54 million',
    ]);
    expect(claims('The council approved $45 million for bike lanes.', text)).toEqual([
      'figure:$45 million',
    ]);
  });

  it('reads a Hebrew line’s "שקלים" as the shekel too', () => {
    const own = (line: string) =>
      unsupportedClaims(line, claimSource({ text, lang: 'he' }), 'normal').map(
        (claim) => `${claim.kind}:${claim.text}`,
      );
    expect(own('התקציב הוא 45 מיליון שקלים.')).toEqual([]);
  });
});
