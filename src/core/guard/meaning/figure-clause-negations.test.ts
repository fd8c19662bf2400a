import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clauseMeaningClaims } from '../clause-meaning-claims.ts';
import { figureClauseNegations } from './figure-clause-negations.ts';

const source = (text: string, lang: string, translated = false) => ({
  text,
  langs: [lang],
  translated,
});

describe('a figure’s clause negated or un-negated in a verb’s ending or a particle', () => {
  it('stops a negation added to the source’s figure’s verb (ja, ko, zh, th, vi, hi, tr, ar)', () => {
    const cases: Array<[string, string, string]> = [
      [
        'ja',
        '市は、バスの運賃が3月1日から300円に上がると発表した。',
        'バスの運賃は3月1日から300円に上がらない。',
      ],
      [
        'ko',
        '시는 버스 요금이 3월 1일부터 1500원으로 오른다고 밝혔다.',
        '버스 요금이 3월 1일부터 1500원으로 안 오른다.',
      ],
      ['ko', '회사는 올해 300명을 새로 채용했다.', '회사는 올해 300명을 새로 채용하지 못했다.'],
      ['zh', '市政府宣布，公交车票价将从3月1日起涨到3元。', '公交车票价不会从3月1日起涨到3元。'],
      [
        'th',
        'เทศบาลประกาศว่าค่าโดยสารรถเมล์จะขึ้นเป็น 15 บาท ตั้งแต่วันที่ 1 มีนาคม',
        'ค่าโดยสารรถเมล์จะไม่ขึ้นเป็น 15 บาท ตั้งแต่วันที่ 1 มีนาคม',
      ],
      [
        'hi',
        'नगर निगम ने कहा कि बस का किराया 1 मार्च से 20 रुपये हो जाएगा।',
        'बस का किराया 1 मार्च से 20 रुपये नहीं होगा।',
      ],
      [
        'tr',
        'Şirket bu yıl 300 yeni çalışan işe aldı.',
        'Şirket bu yıl 300 yeni çalışan işe almadı.',
      ],
      [
        'ar',
        'أعلنت البلدية أن سعر تذكرة الحافلة سيرتفع إلى 3 دنانير في مارس.',
        'لن يرتفع سعر تذكرة الحافلة إلى 3 دنانير في مارس.',
      ],
      ['ar', 'يضم المستشفى 40 سريرا للأطفال.', 'لم يعد المستشفى يضم 40 سريرا للأطفال.'],
    ];
    for (const [lang, text, line] of cases) {
      expect(figureClauseNegations(line, source(text, lang)), line).toEqual([line]);
    }
  });

  it('stops the source’s negation dropped from the figure’s clause', () => {
    const cases: Array<[string, string, string]> = [
      ['ja', '橋は5月3日に再開しません、と市が発表した。', '橋は5月3日に再開する。'],
      [
        'ko',
        '다리는 5월 3일에 다시 열리지 않는다고 부처가 밝혔다.',
        '다리는 5월 3일에 다시 열린다.',
      ],
      ['zh', '请愿书没有达到1万个签名。', '请愿书达到了1万个签名。'],
      [
        'vi',
        'Cây cầu chưa mở cửa lại vào ngày 3 tháng 5.',
        'Cây cầu đã mở cửa lại vào ngày 3 tháng 5.',
      ],
      ['tr', 'Köprü 3 Mayıs’ta açılmayacak, bakanlık açıkladı.', 'Köprü 3 Mayıs’ta açılacak.'],
      ['tr', 'Fiyat 50 lira değil, 40 lira oldu.', 'Fiyat 50 lira oldu.'],
    ];
    for (const [lang, text, line] of cases) {
      expect(figureClauseNegations(line, source(text, lang)), line).toEqual([line]);
    }
    // Read through the guard's clause readers too.
    expect(clauseMeaningClaims('橋は5月3日に再開する。', source(cases[0]![1], 'ja'))).toContain(
      '橋は5月3日に再開する。',
    );
  });

  it('keeps a negation said with another verb, an idiom, or the source’s own', () => {
    const kept: Array<[string, string, string]> = [
      ['ja', '橋は5月3日まで閉鎖されたままだ。', '橋は5月3日まで開かない。'],
      ['ja', '参加者は100人に満たなかった。', '参加者は100人未満だった。'],
      [
        'ja',
        '市は、バスの運賃を300円しか上げないと発表した。',
        '市はバスの運賃を300円だけ上げると発表した。',
      ],
      ['ja', 'この工事は3年以上かかるかもしれない。', '工事は3年以上かかるかもしれない。'],
      ['ko', '공사는 5월 3일까지 끝나지 않는다.', '공사는 5월 3일까지 계속된다.'],
      ['ko', '사고로 인한 사망자는 없었고 3명이 다쳤다.', '사고로 3명이 다쳤다.'],
      ['zh', '参加人数不到100人。', '参加人数不足100人。'],
      ['zh', '公司今年招聘了300名员工，没有达到500名的目标。', '公司今年招聘了300名员工。'],
      ['tr', 'Köprü 3 Mayıs’a kadar kapalı kalacak.', 'Köprü 3 Mayıs’a kadar açılmayacak.'],
      [
        'tr',
        'Komedi festivali 12 Haziran’da başlıyor.',
        'Komedi festivali 12 Haziran’da başlayacak.',
      ],
      ['th', 'สะพานยังปิดอยู่จนถึงวันที่ 3 พฤษภาคม', 'สะพานยังไม่เปิดจนถึงวันที่ 3 พฤษภาคม'],
      ['vi', 'Cây cầu vẫn đóng cửa đến ngày 3 tháng 5.', 'Cây cầu chưa mở lại đến ngày 3 tháng 5.'],
      ['vi', 'Số người tham dự chưa đầy 100 người.', 'Có chưa đến 100 người tham dự.'],
      ['ar', 'لم يتجاوز عدد الحضور 100 شخص.', 'كان عدد الحضور أقل من 100 شخص.'],
      ['ar', 'ارتفع السعر إلى 3 دنانير ولم ينخفض منذ ذلك الحين.', 'ارتفع السعر إلى 3 دنانير.'],
      ['hi', 'पुल 3 मई तक बंद रहेगा।', 'पुल 3 मई तक नहीं खुलेगा।'],
      // The source's negation is in the clause after the Arabic comma, not the figure's.
      [
        'ar',
        'ويشمل السحب العبوات سعة 250 غرام، ولا يشمل العبوات سعة 900 غرام.',
        'يشمل السحب عبوات 250 غرام.',
      ],
      ['ko', '회사는 올해 300명을 새로 채용했다.', '회사는 올해 300명을 새로 채용했다.'],
    ];
    for (const [lang, text, line] of kept) {
      expect(figureClauseNegations(line, source(text, lang)), line).toEqual([]);
    }
  });

  it('reads no language negation-words.ts reads, no translation, no line without a figure', () => {
    expect(
      figureClauseNegations(
        'The fare will not rise to 3 €.',
        source('The fare will rise to 3 €.', 'en'),
      ),
    ).toEqual([]);
    const text = '市は、バスの運賃が3月1日から300円に上がると発表した。';
    expect(
      figureClauseNegations('バスの運賃は3月1日から300円に上がらない。', source(text, 'ja', true)),
    ).toEqual([]);
    expect(figureClauseNegations('バスの運賃は上がらない。', source(text, 'ja'))).toEqual([]);
  });

  it('never stops a line that is a sentence of its source (property)', () => {
    const sentences = [
      '橋は5月3日に再開しません。',
      'バスの運賃は3月1日から300円に上がる。',
      '会社は今年300人を採用したが、予定の500人には届かなかった。',
      '参加者は100人に満たなかった。',
    ];
    fc.assert(
      fc.property(fc.subarray(sentences, { minLength: 1 }), fc.nat(), (picked, at) => {
        const line = picked[at % picked.length]!;
        return figureClauseNegations(line, source(picked.join(''), 'ja')).length === 0;
      }),
    );
  });
});
