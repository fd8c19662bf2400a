/**
 * Hebrew's gershayim (hebrew-gershayim.ts): an abbreviation's mark ('ש"ח', 'צה"ל') is no quotation
 * mark, so two prices in shekels no longer make a quotation of the words between them; a
 * quotation after a Hebrew prefix ('ב"המלך ליר"') is still one, and still checked.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, openQuoteAt, unsupportedClaims } from '../index.ts';
import { withGershayim } from './hebrew-gershayim.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'he' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const POST = 'מנוי לחמש הצגות יעלה 590 ₪, ומנוי לסטודנטים 390 ₪. ההצגה "המלך ליר" תעלה בנובמבר.';

describe('withGershayim', () => {
  it('writes an abbreviation’s straight or typographic mark as the Hebrew one', () => {
    expect(withGershayim('590 ש"ח וצה”ל')).toBe('590 ש\u05f4ח וצה\u05f4ל');
    expect(withGershayim('ארה"ב.')).toBe('ארה\u05f4ב.');
  });

  it('leaves a quotation’s marks, after a prefix too', () => {
    expect(withGershayim('ב"המלך ליר" בבימוי')).toBe('ב"המלך ליר" בבימוי');
    expect(withGershayim('אמר "כן" והלך')).toBe('אמר "כן" והלך');
  });
});

describe('unsupportedClaims: prices in ש"ח', () => {
  it('keeps the post’s prices written in shekels’ initials, straight marks or Hebrew ones', () => {
    expect(claims('מנוי עולה 590 ש"ח, לסטודנטים 390 ש"ח.', POST)).toEqual([]);
    expect(claims('מנוי עולה 590 ש״ח, לסטודנטים 390 ש״ח.', POST)).toEqual([]);
  });

  it('still stops prices the post does not give, and a quotation it lacks', () => {
    expect(claims('מנוי עולה 490 ש"ח, לסטודנטים 390 ש"ח.', POST)).toEqual(['figure:490 ש״ח']);
    expect(claims('ההצגה "המלך לאה" תעלה בנובמבר.', POST)).toEqual(['quote:"המלך לאה"']);
  });
});

describe('openQuoteAt: a stream’s line with prices in ש"ח', () => {
  it('holds nothing back for an abbreviation’s mark, and still finds an open quotation', () => {
    expect(openQuoteAt('מנוי עולה 590 ש"ח, לסטודנטים')).toBe(-1);
    expect(openQuoteAt('מנוי עולה 590 ש"ח, ההצגה "המלך')).toBe(25);
  });
});
