/**
 * An Arabic present of a verb the source has in the perfect is a verb, no name
 * (arabic-source-presents.ts, read by unknown-names.ts); a name beside it still is one.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { isArabicVerb, isSourceVerbPresent } from './arabic-source-presents.ts';

const HOSPITAL =
  'أعلنت وزارة الصحة المصرية اليوم عن افتتاح مستشفى جديد في مدينة أسوان. ويضم المستشفى 200 سرير.';
const source = claimSource({ text: HOSPITAL, lang: 'ar' });
const claims = (line: string) => unsupportedClaims(line, source, 'normal').map((c) => c.text);

describe('isSourceVerbPresent', () => {
  it('keeps a headline’s present of the source’s "announced"', () => {
    expect(claims('وزارة الصحة في مصر تعلن افتتاح مستشفى جديد بمدينة أسوان.')).toEqual([]);
  });

  it('still stops another country or city beside it', () => {
    expect(claims('وزارة الصحة في السعودية تعلن افتتاح مستشفى جديد بمدينة أسوان.')).not.toEqual([]);
    expect(claims('وزارة الصحة في مصر تعلن افتتاح مستشفى جديد بمدينة الأقصر.')).not.toEqual([]);
  });

  it('reads only the source’s own verbs, a person’s prefix before their root', () => {
    expect(isSourceVerbPresent('تعلن', source)).toBe(true);
    expect(isSourceVerbPresent('يعلنون', source)).toBe(true);
    expect(isSourceVerbPresent('وتعلن', source)).toBe(true);
    // No verb of this source: "تكتب" (writes), or a name with a prefix's letter ("تونس", "يزيد").
    expect(isSourceVerbPresent('تكتب', source)).toBe(false);
    expect(isSourceVerbPresent('تونس', source)).toBe(false);
    expect(isSourceVerbPresent('يزيد', source)).toBe(false);
    // The derived forms are read whatever the source (arabic-derived-presents.ts).
    expect(isArabicVerb('تنطلق', source)).toBe(true);
    expect(isArabicVerb('أسوان', source)).toBe(false);
  });
});
