import { describe, expect, it } from 'vitest';
import { clauseMeaningClaims } from '../clause-meaning-claims.ts';
import { markedClauseNegations } from './marked-clause-negations.ts';

const source = (text: string, lang: string, translated = false) => ({
  text,
  langs: [lang],
  translated,
});

describe('a clause with no figure negated or un-negated in a verb’s ending or a particle', () => {
  it('stops a negation added to the source’s clause (ko, ja, zh, vi, tr, ar, sw, hi)', () => {
    const cases: Array<[string, string, string]> = [
      [
        'ko',
        '김민수 시장은 월요일에 예산안에 서명했다.',
        '김민수 시장은 월요일에 예산안에 서명하지 않았다.',
      ],
      ['ja', '田中市長は月曜日に予算案に署名した。', '田中市長は月曜日に予算案に署名しなかった。'],
      ['zh', '新图书馆将于明年春天开放，但停车场尚未建成。', '新图书馆明年春天不开放。'],
      [
        'vi',
        'Thư viện mới sẽ mở cửa vào mùa xuân năm sau.',
        'Thư viện mới sẽ không mở cửa vào mùa xuân năm sau.',
      ],
      ['tr', 'Belediye köprüyü pazartesi günü açtı.', 'Belediye köprüyü pazartesi günü açmadı.'],
      [
        'ar',
        'وقع الوزير أحمد الاتفاقية يوم الاثنين.',
        'لم يوقع الوزير أحمد الاتفاقية يوم الاثنين.',
      ],
      ['sw', 'Rais Samia alisaini mkataba Jumanne.', 'Rais Samia hakusaini mkataba Jumanne.'],
      ['hi', 'नई लाइब्रेरी अगले वसंत में खुलेगी।', 'नई लाइब्रेरी अगले वसंत में नहीं खुलेगी।'],
    ];
    for (const [lang, text, line] of cases) {
      expect(markedClauseNegations(line, source(text, lang)), line).toHaveLength(1);
    }
  });

  it('stops the source’s negation dropped from its clause', () => {
    const cases: Array<[string, string, string]> = [
      ['ko', '정부는 금요일에 세금을 안 올렸다.', '정부는 금요일에 세금을 올렸다.'],
      ['ko', '이번 사고로 다친 사람은 없다.', '이번 사고로 다친 사람이 있다.'],
      ['ja', '図書館は日曜日にはもう開館しない。', '図書館は日曜日に開館する。'],
      ['zh', '事故中无人受伤。', '事故中有人受伤。'],
      ['vi', 'Công ty chưa công bố sản phẩm mới.', 'Công ty đã công bố sản phẩm mới.'],
      ['tr', 'Şirket bu yıl yeni telefon çıkarmayacak.', 'Şirket bu yıl yeni telefon çıkaracak.'],
      ['ar', 'لن يفتح المتحف يوم الأحد.', 'سيفتح المتحف يوم الأحد.'],
      ['sw', 'Shule haitafunguliwa Jumatatu.', 'Shule itafunguliwa Jumatatu.'],
    ];
    for (const [lang, text, line] of cases) {
      expect(markedClauseNegations(line, source(text, lang)), line).toHaveLength(1);
    }
    // Read through the guard's clause readers too.
    expect(
      clauseMeaningClaims('Shule itafunguliwa Jumatatu.', source(cases[7]![1], 'sw')),
    ).toContain('Shule itafunguliwa Jumatatu.');
  });

  it('keeps the source’s negation reworded, another clause’s, a "without", an antonym', () => {
    const kept: Array<[string, string, string]> = [
      ['ko', '회사는 올해 신제품을 출시하지 않았다.', '회사는 올해 신제품을 출시하지 않았다.'],
      ['ko', '이 앱은 광고가 없고 무료로 쓸 수 있다.', '이 앱은 광고 없이 무료로 이용할 수 있다.'],
      ['ko', '학교는 문을 열었지만 체육관은 열지 않았다.', '학교는 문을 열었다.'],
      ['ja', '会社は今年、新製品を発売しない。', '会社は今年、新製品を発売しないと発表した。'],
      [
        'ja',
        '大会は雨のため中止にならず、予定通り日曜日に行われた。',
        '大会は予定通り日曜日に行われた。',
      ],
      ['zh', '事故中无人受伤。', '事故中没有人受伤。'],
      ['zh', '这款应用没有广告，可以免费使用。', '这款应用无广告，可免费使用。'],
      ['zh', '比赛没有因雨取消，周日照常举行。', '比赛周日照常举行。'],
      [
        'vi',
        'Thư viện mới sẽ mở cửa vào mùa xuân năm sau, nhưng bãi đỗ xe chưa xây xong.',
        'Thư viện mới sẽ mở cửa vào mùa xuân năm sau.',
      ],
      [
        'tr',
        'Maç yağmur nedeniyle iptal edilmedi ve pazar günü oynandı.',
        'Maç pazar günü oynandı.',
      ],
      [
        'tr',
        'Uygulamada reklam yok ve ücretsiz kullanılabiliyor.',
        'Uygulama reklamsız ve ücretsiz.',
      ],
      [
        'sw',
        'Mechi haikuahirishwa kwa sababu ya mvua na ilichezwa Jumapili.',
        'Mechi ilichezwa Jumapili kama ilivyopangwa.',
      ],
      [
        'sw',
        'Habari za hali ya hewa zinasema mvua itanyesha hadi Jumatatu.',
        'Mvua itanyesha hadi Jumatatu, kwa mujibu wa habari za hali ya hewa.',
      ],
    ];
    for (const [lang, text, line] of kept) {
      expect(markedClauseNegations(line, source(text, lang)), line).toEqual([]);
    }
  });

  it('reads no language negation-words.ts reads, and no translation', () => {
    expect(
      markedClauseNegations('The bridge did not open.', source('The bridge opened.', 'en')),
    ).toEqual([]);
    const text = '田中市長は月曜日に予算案に署名した。';
    expect(
      markedClauseNegations('田中市長は月曜日に予算案に署名しなかった。', source(text, 'ja', true)),
    ).toEqual([]);
  });

  it('reads a long source’s clauses in one pass', () => {
    const long = '市は橋を開通させた、'.repeat(20_000);
    const started = performance.now();
    expect(markedClauseNegations('市は橋を開通させなかった。', source(long, 'ja'))).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
