/**
 * Two of the source's names traded between doer and object where a particle or the verb's place
 * tells the roles (marked-role-trades.ts, h264). Every text here is synthetic, written for these
 * tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markedRoleTrades } from './marked-role-trades.ts';

const trades = (line: string, text: string, lang: string) =>
  markedRoleTrades(line, { text, langs: [lang] });

describe('markedRoleTrades: doer and object traded', () => {
  it.each([
    {
      lang: 'ko',
      text: '한국이 일본을 3대 1로 이겼다.',
      line: '일본이 한국을 이겼다.',
      name: '일본',
    },
    {
      lang: 'ko',
      text: '박 의원이 최 장관에게 사과를 요구했다.',
      line: '최 장관이 박 의원에게 사과를 요구했다.',
      name: '장관',
    },
    {
      lang: 'ja',
      text: '日本代表がドイツに2対1で勝った。',
      line: 'ドイツが日本に勝った。',
      name: 'ドイツ',
    },
    {
      lang: 'ur',
      text: 'پاکستان نے بھارت کو کرکٹ میچ میں پانچ وکٹوں سے ہرا دیا۔',
      line: 'بھارت نے پاکستان کو کرکٹ میں ہرا دیا۔',
      name: 'بھارت',
    },
    {
      lang: 'zh',
      text: '北京国安2比1击败上海申花。',
      line: '上海申花击败北京国安。',
      name: '上海',
    },
  ])('stops the side told as the doer ($lang)', ({ lang, text, line, name }) => {
    expect(trades(line, text, lang)).toContain(name);
  });

  it.each([
    // The roles kept, the clause turned round or shortened.
    { lang: 'ko', text: '한국이 일본을 3대 1로 이겼다.', line: '한국이 일본을 이겼다.' },
    {
      lang: 'ja',
      text: '田中さんは鈴木さんに花を贈った。',
      line: '鈴木さんに田中さんが花を贈った。',
    },
    { lang: 'ur', text: 'وزیر اعظم نے صدر کو خط لکھا۔', line: 'صدر کو وزیر اعظم نے خط لکھا۔' },
    // The verb turned: the loser lost.
    { lang: 'ko', text: '한국이 일본을 이겼다.', line: '일본은 한국에 졌다.' },
    { lang: 'ja', text: '日本がドイツに勝った。', line: 'ドイツは日本に負けた。' },
    { lang: 'zh', text: '北京国安2比1击败上海申花。', line: '上海申花1比2负于北京国安。' },
    // A passive, and verbs two sides do together.
    { lang: 'zh', text: '北京国安2比1击败上海申花。', line: '上海申花被北京国安击败。' },
    { lang: 'zh', text: '习近平在北京会见了马克龙。', line: '马克龙在北京会见习近平。' },
    { lang: 'zh', text: '上海申花主场迎战北京国安。', line: '北京国安客场迎战上海申花。' },
    { lang: 'ko', text: '김 대표는 이 장관을 만났다.', line: '이 장관은 김 대표를 만났다.' },
  ])('keeps the roles, a turned verb, a passive ($lang: $line)', ({ lang, text, line }) => {
    expect(trades(line, text, lang)).toEqual([]);
  });

  it('reads no other language', () => {
    expect(trades('Dortmund besiegte Bayern.', 'Bayern besiegte Dortmund.', 'de')).toEqual([]);
  });

  it('stops the trade and keeps the source’s own order, for any two Korean names', () => {
    const names = ['서울시', '부산시', '대구시', '인천시', '광주시', '울산시'];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...names), { minLength: 2, maxLength: 2 }),
        ([a, b]) => {
          const text = `${a}가 ${b}를 고소했다.`;
          expect(trades(text, text, 'ko')).toEqual([]);
          expect(trades(`${b}가 ${a}를 고소했다.`, text, 'ko')).toEqual([b]);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('Chinese names the segmenter cuts into characters (h282)', () => {
  it.each([
    ['王强在决赛中击败了李明。', '李明在决赛中击败了王强。', '李明'],
    ['张伟接替刘洋担任公司总裁。', '刘洋接替张伟担任公司总裁。', '刘洋'],
  ])('stops the trade: %s → %s', (text, line, name) => {
    expect(trades(line, text, 'zh')).toEqual([name]);
  });

  it.each([
    ['王强在决赛中击败了李明。', '李明在决赛中负于王强。'],
    ['张伟接替刘洋担任公司总裁。', '刘洋的总裁职务由张伟接替。'],
    ['王强在决赛中击败了李明。', '王强击败了李明。'],
  ])('keeps a turned verb, a noun read as none (“在决赛中”): %s → %s', (text, line) => {
    expect(trades(line, text, 'zh')).toEqual([]);
  });
});
