/** One character of Chinese's grammar traded for another is no name (han-grammar-characters.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { isHanGrammarCharacter } from './han-grammar-characters.ts';

const zoo =
  '成都动物园今天宣布，一只小熊猫昨天出生，体重120克。园方表示，幼崽将在育婴室中接受照料，预计国庆前后与游客见面。';
const stopped = (line: string) =>
  unsupportedClaims(line, claimSource({ text: zoo, lang: 'zh' }), 'normal').map(
    (claim) => claim.text,
  );

describe('isHanGrammarCharacter', () => {
  it('keeps a line that trades the source’s will, in and and for others', () => {
    expect(stopped('幼崽会在育婴室里接受照料，预计国庆前后和游客见面。')).toEqual([]);
  });

  it('still stops a name put in the source’s place', () => {
    expect(stopped('幼崽将在育婴室中接受王建国照料，预计国庆前后与游客见面。')).not.toEqual([]);
    expect(stopped('北京动物园今天宣布，一只小熊猫昨天出生，体重120克。')).not.toEqual([]);
  });

  it('reads only one common character of a Chinese source', () => {
    expect(isHanGrammarCharacter('会', ['zh'])).toBe(true);
    expect(isHanGrammarCharacter('沪', ['zh'])).toBe(false);
    expect(isHanGrammarCharacter('美', ['zh'])).toBe(false);
    expect(isHanGrammarCharacter('会在', ['zh'])).toBe(false);
    expect(isHanGrammarCharacter('会', ['ja'])).toBe(false);
  });
});
