/**
 * An Arabic number word with "ب", "ل", "ك", "و" or "ف" joined on (arabic-joined-numbers.ts): read
 * as its number, so another value is stopped and the source's is kept. Every text here is
 * synthetic.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { withArabicJoinedNumbers } from './arabic-joined-numbers.ts';
import { lexiconOf } from './number-words.ts';

/**
 * The Arabic lexicon's one-word groups of 3 or more, of three letters at least (its words from
 * n2words; "ست" is left, as "لست" is "I am not").
 */
const GROUP_WORDS = [...(lexiconOf('ar')?.groups ?? [])].flatMap(([text, value]) =>
  value >= 3 && !text.includes(' ') && [...text].length >= 3 ? [text] : [],
);

const figures = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ar' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('withArabicJoinedNumbers: the joined letters taken off a number word', () => {
  it('takes them off a group or a scale, not off other words or a number’s own "و"', () => {
    expect(withArabicJoinedNumbers('بيع بمليون دولار')).toBe('بيع مليون دولار');
    expect(withArabicJoinedNumbers('بخمسة ملايين')).toBe('خمسة ملايين');
    expect(withArabicJoinedNumbers('ارتفع لألف زائر')).toBe('ارتفع ألف زائر');
    expect(withArabicJoinedNumbers('عاد اللاعبون وثلاثة مدربين')).toBe('عاد اللاعبون ثلاثة مدربين');
    // "واحد" is a number word as written; "لست" (I am not) is too short to be read.
    expect(withArabicJoinedNumbers('واحد لست')).toBe('واحد لست');
    // "ثلاثة وعشرون", "ألف وخمسمائة": the number's own glue stays.
    expect(withArabicJoinedNumbers('ثلاثة وعشرون')).toBe('ثلاثة وعشرون');
    expect(withArabicJoinedNumbers('ألف وخمسمائة')).toBe('ألف وخمسمائة');
    expect(withArabicJoinedNumbers('سبعة وستة وعشرون وثمانية')).toBe('سبعة وستة وعشرون وثمانية');
    // A percent's word with its article is no number word.
    expect(withArabicJoinedNumbers('بعشرة بالمئة')).toBe('عشرة بالمئة');
    expect(withArabicJoinedNumbers('no Arabic 5')).toBe('no Arabic 5');
  });

  it('stops another joined value and keeps the source’s', () => {
    const source = 'اشترى النادي اللاعب بخمسة ملايين يورو.';
    expect(figures('النادي اشترى اللاعب بخمسة ملايين يورو.', source)).toEqual([]);
    expect(figures('النادي اشترى اللاعب بسبعة ملايين يورو.', source)).not.toEqual([]);
    const percent = 'زاد الإنتاج بنسبة عشرة بالمئة هذا العام.';
    expect(figures('الإنتاج زاد بعشرة بالمئة.', percent)).toEqual([]);
    expect(figures('الإنتاج زاد بعشرين بالمئة.', percent)).not.toEqual([]);
  });

  it('property: a joined one-word group of the lexicon is read as the word alone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GROUP_WORDS),
        fc.constantFrom('ب', 'ل', 'ك', 'وب', 'فل'),
        (word, joined) => {
          expect(withArabicJoinedNumbers(`قال ${joined}${word} شيئا`)).toBe(`قال ${word} شيئا`);
        },
      ),
    );
  });
});
