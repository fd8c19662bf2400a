/**
 * Hindi's and Urdu's honorifics beside the source's name (h280): "श्री केजरीवाल", "केजरीवाल जी"
 * of a source's bare "अरविंद केजरीवाल" are the same man; a new name beside one is still stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { honorificStart, isHonorific, isHonorificRun, isSurnameTitle } from './honorific-words.ts';
import { tokensOf } from './name-tokens.ts';

const BUSES = 'अरविंद केजरीवाल ने दिल्ली में नई बस सेवा शुरू की।';
const names = (text: string, lang: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('isHonorific', () => {
  it.each([
    ['श्री', 'hi'],
    ['जी', 'hi'],
    ['डॉ.', 'hi'],
    ['محترمہ', 'ur'],
  ])('reads %s as an honorific of %s', (word, lang) => {
    expect(isHonorific(word, [lang])).toBe(true);
  });

  it('reads none in a language it keeps none for', () => {
    expect(isHonorific('श्री', ['en'])).toBe(false);
  });

  it('reads a run with any other word as no honorific', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('श्री', 'जी', 'श्रीमती'),
        fc.stringMatching(/^[\u0915-\u0939]{2,6}$/u),
        (honorific, name) => {
          expect(isHonorificRun(`${honorific} ${name}`, ['hi'])).toBe(false);
          expect(isHonorificRun(`${name} ${honorific}`, ['hi'])).toBe(false);
        },
      ),
    );
  });
});

describe('unsupportedClaims: an honorific beside the source’s name', () => {
  it.each([
    'केजरीवाल जी ने दिल्ली में नई बस सेवा शुरू की।',
    'श्री केजरीवाल ने दिल्ली में बस सेवा शुरू की।',
    'श्री अरविंद केजरीवाल जी ने दिल्ली में नई बस सेवा शुरू की।',
  ])('keeps %s', (line) => {
    expect(names(BUSES, 'hi', line)).toEqual([]);
  });

  it.each([
    'सिसोदिया जी ने दिल्ली में नई बस सेवा शुरू की।',
    'श्री सिसोदिया ने दिल्ली में बस सेवा शुरू की।',
    'केजरीवाल जी ने पंजाब में नई बस सेवा शुरू की।',
  ])('still stops another person or place: %s', (line) => {
    expect(names(BUSES, 'hi', line)).not.toEqual([]);
  });
});

describe('honorificStart: a Persian honorific opens the sentence before a name', () => {
  const SOURCE = 'پزشکیان در تهران با خبرنگاران گفتگو کرد.';

  it('reads the run after "آقای" from the sentence’s start', () => {
    const tokens = tokensOf('آقای روحانی در تهران');
    expect(honorificStart(tokens, 1, ['fa'])).toBe(0);
    expect(honorificStart(tokens, 2, ['fa'])).toBe(2);
    expect(honorificStart(tokens, 1, ['en'])).toBe(1);
  });

  it('stops another man after "آقای", keeps the source’s', () => {
    expect(names(SOURCE, 'fa', 'آقای روحانی در تهران با خبرنگاران گفتگو کرد.')).toEqual(['روحانی']);
    expect(names(SOURCE, 'fa', 'آقای پزشکیان در تهران با خبرنگاران گفتگو کرد.')).toEqual([]);
  });
});

describe('isSurnameTitle', () => {
  const CONCERT = '刘德华在香港举办演唱会。';
  const FORUM = '马化腾出席了论坛。';

  it("keeps a Chinese surname with a title for the source's full name", () => {
    expect(names(CONCERT, 'zh', '刘先生在香港开唱。')).toEqual([]);
    expect(names(FORUM, 'zh', '马先生出席了论坛。')).toEqual([]);
  });

  it('stops another surname or a name of several characters before the title', () => {
    expect(names(FORUM, 'zh', '李先生出席了论坛。')).not.toEqual([]);
    const MUSK = '马斯克宣布特斯拉将在上海建新工厂。';
    expect(names(MUSK, 'zh', '贝索斯先生宣布在上海建新工厂。')).not.toEqual([]);
    const source = { text: CONCERT, langs: ['zh'] };
    expect(isSurnameTitle('刘先生在香港开唱。', 1, '先生', source)).toBe(true);
    expect(isSurnameTitle('宣布刘先生在香港开唱。', 3, '先生', source)).toBe(false);
    expect(isSurnameTitle('刘先生在香港开唱。', 1, '先生', { text: CONCERT, langs: ['ja'] })).toBe(
      false,
    );
  });
});
