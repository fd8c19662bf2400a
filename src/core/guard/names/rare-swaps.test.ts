/**
 * A rare word put in the source's slot, framed by one word a side (docs/decisions/012, issue 44):
 * a place or name swapped where no capital tells one is stopped; the source's own word, a common
 * word for it, or a verb said otherwise in the same frame is kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { rareSwaps } from './rare-swaps.ts';

const source = (text: string, lang: string) => claimSource({ text, lang });
const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, source(text, lang), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const MARATHON =
  '2024 춘천마라톤이 27일 공지천 일대에서 열린다. 참가자 2만 5천 명이 풀코스를 달린다.';
const TRAINS =
  '東海道新幹線は台風10号の影響で、30日は東京〜名古屋間で終日運転を見合わせます。払い戻しは手数料なしで受け付けています。';
const WEDDING = 'الفنانة نور الهاشمي تزوجت من رجل الأعمال سامي القحطاني أمس في دبي، بحضور 400 ضيف.';
const CRICKET = 'सीरीज़ में भारत 2-1 से आगे। अगला मैच रविवार को बेंगलुरु में।';

describe('rareSwaps: a rare word in the place of the source’s, one word of frame a side', () => {
  it.each([
    {
      lang: 'ko',
      text: MARATHON,
      line: '춘천마라톤이 27일 의암호 일대에서 열린다.',
      name: '의암호',
    },
    { lang: 'ko', text: MARATHON, line: '마라톤은 27일 소양강 일대에서 열린다.', name: '소양강' },
    { lang: 'ja', text: TRAINS, line: '30日は東京〜新大阪間で終日運転見合わせ。', name: '新大阪' },
    {
      lang: 'ar',
      text: WEDDING,
      line: 'تزوجت نور الهاشمي من سامي القحطاني في أبوظبي.',
      name: 'أبوظبي',
    },
    {
      lang: 'ar',
      text: WEDDING,
      line: 'أقيم الزفاف أمس في الشارقة، بحضور 400 ضيف.',
      name: 'الشارقة',
    },
    { lang: 'hi', text: CRICKET, line: 'अगला मैच रविवार को चेन्नई में।', name: 'चेन्नई' },
    { lang: 'hi', text: CRICKET, line: 'अगला मैच रविवार को कोलकाता में होगा।', name: 'कोलकाता' },
  ])('stops $name in a $lang line', ({ lang, text, line, name }) => {
    expect(rareSwaps(line, source(text, lang))).toEqual([name]);
    expect(names(line, text, lang)).toContain(name);
  });

  it.each([
    // The source's own place, in its frame.
    { lang: 'ko', text: MARATHON, line: '춘천마라톤이 27일 공지천 일대에서 열린다.' },
    { lang: 'ja', text: TRAINS, line: '30日は東京〜名古屋間で終日運転見合わせ。' },
    { lang: 'hi', text: CRICKET, line: 'अगला मैच रविवार को बेंगलुरु में।' },
    // The source's place in common words, not a rare one.
    {
      lang: 'ar',
      text: 'افتتح الوزير بنسعيد معرض الكتاب في الرباط مساء الخميس.',
      line: 'افتتح الوزير بنسعيد معرض الكتاب في العاصمة المغربية مساء الخميس.',
    },
    // A verb or a noun said otherwise in the same frame.
    {
      lang: 'hi',
      text: 'जयपुर में साहित्य उत्सव गुरुवार से शुरू होगा।',
      line: 'जयपुर में साहित्य उत्सव गुरुवार से आरंभ होगा।',
    },
    {
      lang: 'ar',
      text: 'استقبل ميناء الإسكندرية سفينة سياحية، وتوجه السياح إلى متحف المدينة القومي.',
      line: 'استقبلت الإسكندرية سفينة سياحية توجه ركابها إلى متحف المدينة القومي.',
    },
    {
      lang: 'ko',
      text: '책 2권 이상 구매하면 에코백을 무료로 드립니다.',
      line: '책 2권 이상 사면 에코백 무료.',
    },
  ])('keeps a faithful $lang line: $line', ({ lang, text, line }) => {
    expect(rareSwaps(line, source(text, lang))).toEqual([]);
  });

  it('reads nothing where capitals tell names', () => {
    expect(
      rareSwaps(
        'The match is on Sunday in Chennai.',
        source('The match is on Sunday in Bengaluru.', 'en'),
      ),
    ).toEqual([]);
  });
});

describe('rareSwaps: the source’s own Arabic noun with a pronoun is no name', () => {
  const SIGNING = 'أعلن نادي الزمالك التعاقد مع المدرب الجديد لمدة موسمين.';
  it('keeps "تعاقده" (its signing) of the source’s "التعاقد", in the same frame', () => {
    expect(rareSwaps('أعلن نادي الزمالك تعاقده مع المدرب الجديد.', source(SIGNING, 'ar'))).toEqual(
      [],
    );
    expect(names('أعلن نادي الزمالك تعاقده مع المدرب الجديد.', SIGNING, 'ar')).toEqual([]);
  });

  it('still stops a place put in the frame', () => {
    const PHONE = 'أطلقت الشركة هاتفها الجديد في دبي.';
    expect(names('أطلقت الشركة هاتفها الجديد في الشارقة.', PHONE, 'ar')).toContain('الشارقة');
    expect(rareSwaps('أطلقت الشركة هاتفها الجديد في الشارقة.', source(PHONE, 'ar'))).toEqual([
      'الشارقة',
    ]);
  });
});
