/**
 * Whether capitals mark names is told by the post's words, not by its author's handle
 * (claim-source.ts, issue 44): a Korean or Arabic post by "@sports_kr" is a post without case,
 * read as one (a new name traded between its own words is stopped), and a Latin name its line
 * adds past the sentence's first word is stopped all the same (translated-names.ts). A post's
 * verdicts are the same whoever wrote it.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const BASEBALL = '선발 투수 박세웅은 6이닝 무실점으로 승리를 챙겼고, 전준우가 결승 홈런을 쳤다.';
const FOOTBALL = '손흥민이 토트넘에서 10번째 골을 넣었다.';
const PARK = 'افتتحت بلدية عمّان حديقة الملك حسين الجديدة يوم السبت.';

const names = (line: string, text: string, lang: string, author?: readonly string[]) =>
  unsupportedClaims(line, claimSource({ text, lang, ...(author && { names: author }) }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('claimSource: the post’s words tell whether capitals mark names', () => {
  it('reads a Korean or Arabic post with a Latin handle as a post without case', () => {
    expect(
      claimSource({ text: FOOTBALL, lang: 'ko', names: ['스포츠', 'sports_kr'] }).checksNames,
    ).toBe(false);
    expect(
      claimSource({ text: PARK, lang: 'ar', names: ['أخبار', 'amman_news'] }).checksNames,
    ).toBe(false);
    expect(claimSource({ text: 'Rain in Leeds today.', names: ['우리'] }).checksNames).toBe(true);
  });

  it.each([
    {
      text: FOOTBALL,
      lang: 'ko',
      line: '손흥민이 Arsenal에서 10번째 골을 넣었다.',
      name: 'Arsenal',
    },
    {
      text: PARK,
      lang: 'ar',
      line: 'افتتحت بلدية عمّان حديقة Google الجديدة يوم السبت.',
      name: 'Google',
    },
    {
      text: BASEBALL,
      lang: 'ko',
      line: '선발 투수 전준우는 6이닝 무실점으로 승리를 챙겼고, 박세웅이 결승 홈런을 쳤다.',
      name: '전준우는',
    },
  ])('stops $name with or without the author’s Latin handle', ({ text, lang, line, name }) => {
    const handled = names(line, text, lang, ['Sports', 'sports_kr']);
    expect(handled).toContain(name);
    expect(names(line, text, lang)).toEqual(handled);
  });

  it('keeps a faithful line either way', () => {
    const line = '손흥민이 토트넘에서 10번째 골을 기록했다.';
    expect(names(line, FOOTBALL, 'ko', ['Sports', 'sports_kr'])).toEqual([]);
    expect(names(line, FOOTBALL, 'ko')).toEqual([]);
  });
});
