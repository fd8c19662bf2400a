import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ar', lineLang: 'ar' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('an Arabic ordinal hour with the part of the day after it', () => {
  const roads = 'وأغلقت الطرق في وسط المدينة من الخامسة صباحاً حتى الواحدة ظهراً.';

  it('stops a changed hour said in words, and one written in figures', () => {
    expect(
      claims('وأغلقت الطرق في وسط المدينة من الخامسة صباحاً حتى الثالثة عصراً.', roads),
    ).toContain('figure:الثالثة');
    expect(claims('أغلقت الطرق من 5 صباحاً حتى 3 عصراً.', roads)).toEqual(['figure:3']);
  });

  it('keeps the same hours in figures or on the 24-hour clock', () => {
    expect(claims('أغلقت الطرق من 5 صباحاً حتى 1 ظهراً.', roads)).toEqual([]);
    expect(claims('أغلقت الطرق من 05:00 حتى 13:00.', roads)).toEqual([]);
  });

  it('reads no ordinal without a part of the day after it as an hour', () => {
    const race = 'وحلّ العداء المغربي في المرتبة الخامسة صباح الأحد.';
    expect(claims('وحلّ العداء المغربي في المرتبة الخامسة.', race)).toEqual([]);
  });
});
