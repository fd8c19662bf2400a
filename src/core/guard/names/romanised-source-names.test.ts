/**
 * A source's name written where no capitals tell names, romanised by the line
 * (romanised-source-names.ts): any-ascii's spelling or the same consonants, three at least, are
 * the source's name; a name the source never writes is not.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isRomanisedSourceName } from './romanised-source-names.ts';

const reads = (name: string, text: string) => isRomanisedSourceName(name, { text });

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('isRomanisedSourceName', () => {
  it("reads the source's names romanised", () => {
    const hindi = 'मुख्यमंत्री योगी आदित्यनाथ ने लखनऊ में बैठक की।';
    expect(reads('Yogi', hindi)).toBe(true);
    expect(reads('Adityanath', hindi)).toBe(true);
    expect(reads('Macron', 'قال الرئيس ماكرون إن فرنسا ستدعم أوكرانيا.')).toBe(true);
    expect(reads('Stalin', 'முதல்வர் ஸ்டாலின் கோவையில் பேசினார்.')).toBe(true);
  });

  it('reads no other name, and no name of two consonants but as any-ascii spells it', () => {
    const hindi = 'मुख्यमंत्री योगी आदित्यनाथ ने लखनऊ में बैठक की।';
    expect(reads('Akhilesh', hindi)).toBe(false);
    expect(reads('Yadav', hindi)).toBe(false);
    expect(reads('Scholz', 'قال الرئيس ماكرون إن فرنسا ستدعم أوكرانيا.')).toBe(false);
    // "Mane" and "من" (from) share two consonants: too few to tell a name.
    expect(reads('Mane', 'سجل محمد صلاح هدفين من ركلة جزاء.')).toBe(false);
  });

  it('keeps a Hindi line naming the source person in Latin letters, stops another person', () => {
    const source = 'मुख्यमंत्री योगी आदित्यनाथ ने लखनऊ में बैठक की।';
    expect(claims('मुख्यमंत्री Yogi Adityanath ने लखनऊ में बैठक की।', source, 'hi')).toEqual([]);
    expect(claims('मुख्यमंत्री Akhilesh Yadav ने लखनऊ में बैठक की।', source, 'hi')).not.toEqual([]);
  });
});
