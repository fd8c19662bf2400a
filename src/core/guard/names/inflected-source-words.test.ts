import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { inflectsSourceWord } from './inflected-source-words.ts';
import { tokensOf } from './name-tokens.ts';

const word = (text: string) => tokensOf(text)[0] as NonNullable<ReturnType<typeof tokensOf>[0]>;
const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('the source’s word in another form, where no capital tells a name', () => {
  it('reads one stem under other clitics and endings', () => {
    expect(inflectsSourceWord(word('قیمت‌ها'), word('قیمت'))).toBe(true);
    expect(inflectsSourceWord(word('कहों'), word('कहा'))).toBe(true);
    expect(inflectsSourceWord(word('ধরেগুলো'), word('ধরে'))).toBe(true);
    expect(inflectsSourceWord(word('ובדירה'), word('דירה'))).toBe(true);
  });

  it('takes no other word of the same start for a form (a name swapped in)', () => {
    expect(inflectsSourceWord(word('राधिका'), word('राधा'))).toBe(false);
    expect(inflectsSourceWord(word('رضایی'), word('رحیمی'))).toBe(false);
    expect(inflectsSourceWord(word('לוי'), word('כהן'))).toBe(false);
  });

  it('keeps a Persian line that puts the source’s noun in the plural', () => {
    const text = 'قیمت بلیت اتوبوس شیراز از اول مهر ۱۵ درصد گران می‌شود.';
    expect(stopped('قیمت‌ها بلیت اتوبوس شیراز از اول مهر ۱۵ درصد گران می‌شود', text, 'fa')).toEqual(
      [],
    );
    // A name put for the city stays stopped.
    expect(stopped('قیمت بلیت اتوبوس مشهد از اول مهر ۱۵ درصد گران می‌شود', text, 'fa')).toEqual([
      'مشهد',
    ]);
  });

  it('keeps a Hindi line whose verb takes another ending, and stops a name put for the judge', () => {
    const text = 'न्यायमूर्ति अनिल मेहता ने कहा कि स्कूल ने बिना अनुमति फ़ीस बढ़ाई।';
    expect(stopped('न्यायमूर्ति अनिल मेहता ने कहों कि स्कूल ने बिना अनुमति फ़ीस बढ़ाई', text, 'hi')).toEqual(
      [],
    );
    expect(
      stopped('न्यायमूर्ति राहुल मेहता ने कहा कि स्कूल ने बिना अनुमति फ़ीस बढ़ाई', text, 'hi'),
    ).not.toEqual([]);
  });
});
