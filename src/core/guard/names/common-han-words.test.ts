/**
 * A common Chinese or Japanese word that rewords the source's in its frame is no name
 * (common-han-words.ts, round sixty); a city put for a city, or a short word for a long name,
 * stays one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { isCommonHanWord } from './common-han-words.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

/** Whether the run `run` of `line` is read as a common word of the source's frame. */
const reads = (line: string, run: string, text: string, lang = 'zh') => {
  const start = line.indexOf(run);
  return isCommonHanWord(line, start, start + run.length, claimSource({ text, lang }));
};

describe('isCommonHanWord', () => {
  it('keeps a common word that shares a character with the source’s, or stands for its grammar', () => {
    expect(stopped('重庆今日最高温40度。', '重庆今天最高气温达到了40摄氏度。', 'zh')).toEqual([]);
    expect(
      stopped('北京今年计划新建50所学校。', '据新华社报道，北京今年将新建50所学校。', 'zh'),
    ).toEqual([]);
    expect(
      stopped(
        '武大研究团队开发出新型电池材料。',
        '武汉大学的研究团队研发出一种新型电池材料。',
        'zh',
      ),
    ).toEqual([]);
    expect(
      stopped('港鐵上個月客量達1.5億人次。', '港鐵公司公布，上月乘客量達到1.5億人次。', 'zh-HK'),
    ).toEqual([]);
    const bridge = '名古屋市の発表によると、新しい橋の建設費は120億円にのぼる見通しです。';
    expect(
      stopped('名古屋市によると、新しい橋の建設費用は120億円に上る見込み。', bridge, 'ja'),
    ).toEqual([]);
  });

  it('keeps a Japanese verb of kanji and okurigana, the source’s kanji or a hiragana verb', () => {
    const toyota = 'トヨタ自動車は5日、新型EVを来年春に発売すると発表した。';
    expect(stopped('トヨタが新しいEVを来春に売り出すと発表しました。', toyota, 'ja')).toEqual([]);
    const nissan = '日産自動車の社長が、経営不振の責任をとって辞任すると表明しました。';
    expect(stopped('日産の社長が業績不振の責任を取り辞任する意向を示した。', nissan, 'ja')).toEqual(
      [],
    );
  });

  it('still stops a city put for a city, and a short word put for a long name', () => {
    const festival = '2025北京国际电影节将于4月18日开幕，开幕式在怀柔雁栖湖国际会议中心举行。';
    expect(reads('2025上海国际电影节将于4月18日开幕。', '上海', festival)).toBe(false);
    expect(reads('开幕式在怀柔国家会议中心举行。', '国家', festival)).toBe(false);
    const eigasai = '2025東京国際映画祭は10月27日に開幕し、会場は日比谷の東京ミッドタウンです。';
    expect(reads('2025大阪国際映画祭は10月27日に開幕します。', '大阪', eigasai, 'ja')).toBe(false);
    expect(
      stopped(
        '大阪府によると、都内の新たな感染者は前の週より増加した。',
        '東京都によると、都内の新規感染者は前週より増えた。',
        'ja',
      ),
    ).toContain('name:大阪府');
  });

  it('reads no word in the place of source words that share none of its characters', () => {
    const han = fc.constantFrom(...'北京上海东西南广州深圳成都重庆武汉杭苏天津'.split(''));
    fc.assert(
      fc.property(han, han, han, han, (a, b, c, d) => {
        fc.pre(a !== c && a !== d && b !== c && b !== d);
        const text = `据报道，${c}${d}今年计划新建50所学校。`;
        expect(reads(`${a}${b}今年计划新建50所学校。`, `${a}${b}`, text)).toBe(false);
        expect(reads(`据报道，${a}${b}今年计划新建50所学校。`, `${a}${b}`, text)).toBe(false);
      }),
      { numRuns: 50 },
    );
  });

  it('reads no run of another script, nor a line of another language', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 4 }), (word) => {
        fc.pre(!/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u.test(word));
        const line = `重庆${word}最高温40度。`;
        expect(reads(line, word, '重庆今天最高气温达到了40摄氏度。')).toBe(false);
      }),
      { numRuns: 50 },
    );
    expect(reads('重庆今日最高温40度。', '今日', '重庆今天最高气温达到了40摄氏度。', 'ko')).toBe(
      false,
    );
  });
});

describe('isCommonHanWord: a word the tagged dictionaries know as common (han-lexicon.ts)', () => {
  const RULE = '北京市将于明年1月1日起实行新的生活垃圾分类规定，违规者最高罚款200元。';
  const LIBRARY =
    '成都市图书馆新馆将于下月15日正式对外开放。馆长刘明表示，希望新馆成为市民家门口的“文化客厅”。';
  it('keeps a verb or a noun for the source’s that shares no character with it', () => {
    expect(stopped('北京市明年1月1日起会进行新的垃圾分类规定。', RULE, 'zh')).toEqual([]);
    expect(stopped('北京市明年1月1日起会执行新的垃圾分类规定。', RULE, 'zh')).toEqual([]);
    expect(stopped('馆长刘明希望新馆能成为市民身边的文化客厅。', LIBRARY, 'zh')).toEqual([]);
    expect(
      stopped(
        'ツアーの最終公演は6月7日、大阪城ホールで行われる。',
        'ツアーの最後の公演は6月7日に大阪城ホールで開催されます。',
        'ja',
      ),
    ).toEqual([]);
  });
  it('still stops a city put for the source’s, and a name of two common words', () => {
    expect(stopped('上海市明年1月1日起会执行新的垃圾分类规定。', RULE, 'zh')).toContain(
      'name:上海市',
    );
    expect(reads('北京市明年1月1日起会执行新的垃圾分类规定。', '会执行', RULE)).toBe(true);
    // "先生" stands where the source has "克" of "马斯克": no word of it, so no rewording.
    const musk = '马斯克宣布特斯拉将在上海建新工厂。';
    expect(reads('贝索斯先生宣布在上海建新工厂。', '先生', musk)).toBe(false);
    expect(
      reads(
        '开幕式在怀柔国家会议中心举行。',
        '怀柔国家会议中心',
        '开幕式在雁栖湖国际会议中心举行。',
      ),
    ).toBe(false);
  });
});
