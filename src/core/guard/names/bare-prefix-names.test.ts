/**
 * A name that is an English prefix written alone (bare-prefix-names.ts): "Inter" opening a line
 * translated from a Chinese post about another club is stopped though English's common words
 * hold "inter"; a prefix before its word ("Anti-doping") is no name.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const names = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'zh', lineLang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const TALKS = 'AC米兰正与本菲卡就转会进行谈判。';

describe('unsupportedClaims: a prefix alone as a name in a translated line', () => {
  it('stops a club named by a prefix the source does not write', () => {
    expect(names('Inter are in talks with Benfica.', TALKS)).toEqual(['Inter']);
  });

  it('keeps a prefix before its word, and the club the source names', () => {
    expect(names('AC Milan are in talks with Benfica.', TALKS)).toEqual([]);
    expect(names('Anti-doping checks are planned.', '反兴奋剂检查已在计划中。')).toEqual([]);
  });

  it('keeps the prefix where the source writes the name', () => {
    expect(names('Inter are in talks with Benfica.', 'Inter正与本菲卡就转会进行谈判。')).toEqual(
      [],
    );
  });
});
