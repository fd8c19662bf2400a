/**
 * Title Case lines (moved from claim-names.ts, h280): a Vietnamese line of names is no headline.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isTitleCase } from './title-case-lines.ts';

describe('isTitleCase', () => {
  it('reads an English headline as Title Case', () => {
    expect(isTitleCase('The Rhinos Lift The Cup at Wembley', ['en'])).toBe(true);
  });

  it('reads a Vietnamese headline as Title Case: its lower-case words are grammar', () => {
    expect(isTitleCase('Vingroup Khởi Công Dự Án Ở Quảng Ninh', ['vi'])).toBe(true);
    expect(isTitleCase('Tô Lâm Gặp Biden Và Các Lãnh Đạo của Mỹ', ['vi'])).toBe(true);
  });

  it('reads a Vietnamese sentence of names as none: "thăm" is no grammar word', () => {
    const line = 'Ông Phạm Minh Chính thăm Hải Phòng.';
    expect(isTitleCase(line, ['en'])).toBe(true);
    expect(isTitleCase(line, ['vi'])).toBe(false);
  });

  it('reads a line with a long lower-case word as a sentence in any language', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Z][a-z]{1,6}$/), { minLength: 4, maxLength: 10 }),
        fc.stringMatching(/^[a-z]{5,9}$/),
        fc.constantFrom('en', 'vi', 'fr'),
        (capitals, lower, lang) => {
          expect(isTitleCase([...capitals, lower].join(' '), [lang])).toBe(false);
        },
      ),
    );
  });
});

describe('unsupportedClaims: a Vietnamese line of names', () => {
  const source = claimSource({
    text: 'Thủ tướng Phạm Minh Chính thăm Thành phố Hồ Chí Minh hôm nay.',
    lang: 'vi',
  });
  const names = (line: string) =>
    unsupportedClaims(line, source, 'normal')
      .filter((claim) => claim.kind === 'name')
      .map((claim) => claim.text);

  it('stops a city the source never names', () => {
    expect(names('Ông Phạm Minh Chính thăm Hải Phòng.')).toEqual(['Hải', 'Phòng']);
  });

  it('keeps the source’s names with a title', () => {
    expect(names('Ông Phạm Minh Chính thăm Thành phố Hồ Chí Minh.')).toEqual([]);
  });
});
