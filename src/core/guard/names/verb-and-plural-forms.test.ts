/**
 * A Hindi oblique plural and an Arabic present after a verb's particle are no names in the
 * rare-swaps reader (verb-and-plural-forms.ts); a name beside them is still one.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { isArabicVerbAfterParticle, isHindiObliquePlural } from './verb-and-plural-forms.ts';

const MEALS =
  'दिल्ली सरकार ने घोषणा की है कि अगले महीने से सभी सरकारी स्कूलों में मुफ्त नाश्ता दिया जाएगा। शिक्षा मंत्री आतिशी ने बताया कि इससे लगभग 10 लाख बच्चों को फायदा होगा।';
const ALULA =
  'افتتح ولي العهد السعودي الأمير محمد بن سلمان مشروعا سياحيا جديدا في العلا. ومن المتوقع أن يستقبل المشروع مليون زائر سنويا.';
const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('verb-and-plural-forms', () => {
  it('keeps a plural noun and a verb said for the source’s', () => {
    expect(
      claims('अगले माह से दिल्ली के सभी सरकारी विद्यालयों में मुफ्त नाश्ता दिया जाएगा।', MEALS, 'hi'),
    ).toEqual([]);
    expect(
      claims(
        'دشن الأمير محمد بن سلمان مشروعا سياحيا في العلا يتوقع أن يجذب مليون زائر سنويا.',
        ALULA,
        'ar',
      ),
    ).toEqual([]);
  });

  it('still stops a name or a place beside them', () => {
    expect(
      claims('अगले माह से दिल्ली के सभी सरकारी विद्यालयों में अक्षय पात्र मुफ्त नाश्ता देगा।', MEALS, 'hi'),
    ).not.toEqual([]);
    expect(
      claims(
        'دشن الأمير فيصل بن بندر مشروعا سياحيا في العلا يتوقع أن يجذب مليون زائر سنويا.',
        ALULA,
        'ar',
      ),
    ).not.toEqual([]);
    expect(
      claims(
        'دشن الأمير محمد بن سلمان مشروعا سياحيا في نيوم يتوقع أن يجذب مليون زائر سنويا.',
        ALULA,
        'ar',
      ),
    ).not.toEqual([]);
  });

  it('reads only the plural’s endings and a verb right after its particle', () => {
    expect(isHindiObliquePlural('विद्यालयों')).toBe(true);
    expect(isHindiObliquePlural('महिलाओं')).toBe(true);
    expect(isHindiObliquePlural('लखनऊ')).toBe(false);
    expect(isHindiObliquePlural('दिल्ली')).toBe(false);
    expect(isArabicVerbAfterParticle('يجذب', 'ان')).toBe(true);
    expect(isArabicVerbAfterParticle('تكون', 'لن')).toBe(true);
    expect(isArabicVerbAfterParticle('يجذب', 'في')).toBe(false);
    expect(isArabicVerbAfterParticle('العلا', 'ان')).toBe(false);
    expect(isArabicVerbAfterParticle('يجذب', undefined)).toBe(false);
  });
});
