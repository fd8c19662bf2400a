/**
 * An Arabic present after a verb's particle is no name in the rare-swaps reader
 * (arabic-verb-particles.ts); a name or a place beside it is still one.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { isArabicVerbAfterParticle } from './arabic-verb-particles.ts';

const ALULA =
  'افتتح ولي العهد السعودي الأمير محمد بن سلمان مشروعا سياحيا جديدا في العلا. ومن المتوقع أن يستقبل المشروع مليون زائر سنويا.';
const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: ALULA, lang: 'ar' }), 'normal').map(
    (claim) => claim.text,
  );

describe('isArabicVerbAfterParticle', () => {
  it('keeps a verb said for the source’s after "أن"', () => {
    expect(
      claims('دشن الأمير محمد بن سلمان مشروعا سياحيا في العلا يتوقع أن يجذب مليون زائر سنويا.'),
    ).toEqual([]);
  });

  it('still stops a name or a place beside it', () => {
    expect(
      claims('دشن الأمير فيصل بن بندر مشروعا سياحيا في العلا يتوقع أن يجذب مليون زائر سنويا.'),
    ).not.toEqual([]);
    expect(
      claims('دشن الأمير محمد بن سلمان مشروعا سياحيا في نيوم يتوقع أن يجذب مليون زائر سنويا.'),
    ).not.toEqual([]);
  });

  it('reads only a present right after its particle', () => {
    expect(isArabicVerbAfterParticle('يجذب', 'ان')).toBe(true);
    expect(isArabicVerbAfterParticle('تكون', 'لن')).toBe(true);
    expect(isArabicVerbAfterParticle('يجذب', 'في')).toBe(false);
    expect(isArabicVerbAfterParticle('العلا', 'ان')).toBe(false);
    expect(isArabicVerbAfterParticle('يجذب', undefined)).toBe(false);
  });
});
