import { describe, expect, it } from 'vitest';
import { withoutThreadMarks } from './thread-marks.ts';

describe('withoutThreadMarks', () => {
  it('takes out the number a post opens or closes with, in any language', () => {
    expect(withoutThreadMarks('1/5 🧵 Quick recap of the sync.')).toMatch(
      /^ +🧵 Quick recap of the sync\.$/u,
    );
    expect(withoutThreadMarks('🧵 1/5 Quick recap.')).toMatch(/^🧵 +Quick recap\.$/u);
    expect(
      withoutThreadMarks('Le point faible, ce sont les carrefours. 3/5 #Thread'),
    ).not.toContain('3/5');
    expect(withoutThreadMarks('一人で営んでいる。🧵 1/4')).not.toContain('1/4');
    expect(withoutThreadMarks('Dona Rosa. (4/4)')).not.toContain('4/4');
  });

  it("takes out a mark after the sentence's end of any script", () => {
    expect(withoutThreadMarks('🧵 सोमवार, 10 मार्च की टीम मीटिंग की मुख्य बातें। 1/5')).not.toContain(
      '1/5',
    );
    expect(withoutThreadMarks('هل ما زلت تتصفح الآن؟ 2/5')).not.toContain('2/5');
    expect(withoutThreadMarks('یہ اجلاس پیر کو ہوگا۔ 3/4 #Thread')).not.toContain('3/4');
    expect(withoutThreadMarks('मीटिंग 10 मार्च को है, 3/5 लोग आए')).toContain('3/5');
  });

  it('takes out a mark after a Thai or Lao word and a space, as those scripts end a sentence', () => {
    expect(withoutThreadMarks('ตลาดน้ำเปิดทุกวันเสาร์ 3/5')).not.toContain('3/5');
    expect(withoutThreadMarks('ร้านนี้ขายกาแฟ 3/5 แก้ว')).toContain('3/5');
    // No space: the number is written onto the word, a share or a date of the sentence.
    expect(withoutThreadMarks('ตลาดน้ำเปิด3/5')).toContain('3/5');
  });

  it('keeps a date or a share the sentence gives, and a mark no thread could have', () => {
    expect(withoutThreadMarks('Doors open 3/5 at the hall.')).toBe('Doors open 3/5 at the hall.');
    expect(withoutThreadMarks('The market opens on 3/5')).toBe('The market opens on 3/5');
    expect(withoutThreadMarks('Nine in ten agree. 9/10')).toBe('Nine in ten agree. 9/10');
    expect(withoutThreadMarks('Tickets go on sale. 12/3')).toBe('Tickets go on sale. 12/3');
    expect(withoutThreadMarks('24/7 support, it says.')).toBe('24/7 support, it says.');
    expect(withoutThreadMarks('Doors open at 2pm. 3/2')).toBe('Doors open at 2pm. 3/2');
  });
});
