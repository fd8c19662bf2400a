/**
 * A function word or one of the commonest verbs of an uncased spaced script put in the source's
 * frame is no name (uncased-stop-words.ts, through framed-rewordings.ts); a name there is one.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { isUncasedStopWord } from './uncased-stop-words.ts';

const HINDI =
  'दिल्ली सरकार ने घोषणा की है कि अगले महीने से सभी सरकारी स्कूलों में मुफ्त नाश्ता दिया जाएगा। शिक्षा मंत्री आतिशी ने बताया कि इससे लगभग 10 लाख बच्चों को फायदा होगा।';
const ARABIC =
  'قال المدرب جمال سلامي إن المنتخب الأردني سيلعب مباراة ودية أمام العراق في عمان الشهر المقبل. ودعا الجماهير إلى الحضور.';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('isUncasedStopWord', () => {
  it('keeps a line that says the source’s "announced" or "said" in another common verb', () => {
    expect(
      claims('दिल्ली सरकार ने कहा कि अगले महीने से सरकारी स्कूलों में बच्चों को मुफ्त नाश्ता मिलेगा।', HINDI, 'hi'),
    ).toEqual([]);
    expect(
      claims(
        'أكد المدرب جمال سلامي أن الأردن سيخوض مباراة ودية ضد العراق الشهر القادم.',
        ARABIC,
        'ar',
      ),
    ).toEqual([]);
  });

  it('still stops a name or a place put in the source’s place beside that verb', () => {
    expect(
      claims('पंजाब सरकार ने कहा कि अगले महीने से सरकारी स्कूलों में बच्चों को मुफ्त नाश्ता मिलेगा।', HINDI, 'hi'),
    ).not.toEqual([]);
    expect(
      claims('शिक्षा मंत्री मनीष सिसोदिया ने कहा कि इससे लगभग 10 लाख बच्चों को फायदा होगा।', HINDI, 'hi'),
    ).not.toEqual([]);
    expect(
      claims(
        'أكد المدرب حسين عموتة أن الأردن سيخوض مباراة ودية ضد العراق الشهر القادم.',
        ARABIC,
        'ar',
      ),
    ).not.toEqual([]);
    expect(
      claims(
        'أكد المدرب جمال سلامي أن الأردن سيخوض مباراة ودية ضد السعودية الشهر القادم.',
        ARABIC,
        'ar',
      ),
    ).not.toEqual([]);
  });

  it('reads the lists’ words in their usual spellings, and no name', () => {
    expect(isUncasedStopWord('أكد', ['ar'])).toBe(true);
    expect(isUncasedStopWord('اكد', ['ar'])).toBe(true);
    expect(isUncasedStopWord('مقابل', ['ar'])).toBe(true);
    expect(isUncasedStopWord('कहा', ['hi'])).toBe(true);
    expect(isUncasedStopWord('জানিয়েছে', ['bn'])).toBe(true);
    expect(isUncasedStopWord('أحمد', ['ar'])).toBe(false);
    expect(isUncasedStopWord('दिल्ली', ['hi'])).toBe(false);
    expect(isUncasedStopWord('ঢাকা', ['bn'])).toBe(false);
    // A language without a list read here, or another language's list: no word.
    expect(isUncasedStopWord('कहा', ['ar'])).toBe(false);
    expect(isUncasedStopWord('کہا', ['ur'])).toBe(false);
  });
});
