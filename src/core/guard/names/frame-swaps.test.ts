/**
 * A name swapped after a whole frame of the source's (issue 44 item 5, round six): stopped where
 * the line goes on as the source does by a number, a list's last word or a shared head; a verb
 * changed at the clause's end after the same frame is kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: a name swapped after a whole frame', () => {
  it.each([
    {
      how: 'a list’s last name before the clause’s last verb (Persian "و")',
      lang: 'fa',
      text: 'گل‌های پرسپولیس را علیپور و سرلک زدند.',
      invented: 'گل‌های پرسپولیس را علیپور و عبدی زدند.',
      name: 'عبدی',
      // The same frame with the verb changed is a rewording.
      faithful: 'گل‌های پرسپولیس را علیپور و سرلک به ثمر رساندند.',
    },
    {
      how: 'a list’s last name (Hindi "और", from CLDR’s list patterns)',
      lang: 'hi',
      text: 'भारत की टीम में विराट कोहली और रोहित शर्मा खेलेंगे।',
      invented: 'भारत की टीम में विराट कोहली और शुभमन गिल खेलेंगे।',
      name: 'शुभमन गिल',
      faithful: 'भारत की टीम में विराट कोहली और रोहित शर्मा उतरेंगे।',
    },
    {
      how: 'a number after the name, a date the line left out between',
      lang: 'fa',
      text: 'قیمت بلیت مترو تهران از اول فروردین ۲۰ درصد گران می‌شود.',
      invented: 'قیمت بلیت مترو مشهد ۲۰ درصد گران می‌شود.',
      name: 'مشهد',
      faithful: 'قیمت بلیت مترو تهران ۲۰ درصد بالا می‌رود.',
    },
    {
      how: 'a shared head before the clause’s end (Chinese)',
      lang: 'zh',
      text: '杭州马拉松的起点设在黄龙体育中心。',
      invented: '杭州马拉松的起点设在奥体中心。',
      name: '奥',
      faithful: '杭州马拉松从黄龙体育中心起跑。',
    },
    {
      how: 'whole frames on both sides, the source’s name longer',
      lang: 'zh',
      text: '开幕式在怀柔雁栖湖国际会议中心举行。',
      invented: '开幕式在怀柔国家会议中心举行。',
      name: '国家',
      faithful: '开幕式将在雁栖湖国际会议中心隆重举行。',
    },
  ])('$how: stops "$invented", keeps "$faithful"', ({ lang, text, invented, name, faithful }) => {
    expect(names(invented, text, lang)).toContain(name);
    expect(names(faithful, text, lang)).toEqual([]);
  });

  it('keeps a verb changed after the whole frame, and a particle or a list’s "and" replaced', () => {
    const persian = 'نمایشگاه کتاب تهران در مصلی امام خمینی برگزار می‌شود.';
    expect(names('نمایشگاه کتاب تهران در مصلی امام خمینی برپا می‌شود.', persian, 'fa')).toEqual([]);
    const korean = '부산국제영화제가 10월 2일 영화의전당에서 개막한다.';
    expect(names('부산국제영화제가 10월 2일 영화의전당에서 막을 올린다.', korean, 'ko')).toEqual(
      [],
    );
    const japanese = '大谷翔平が今季50本目のホームランを打ちました。';
    expect(names('大谷翔平選手が今季50本目のホームランを打ちました。', japanese, 'ja')).toEqual([]);
    const arabic = 'الخط الأزرق للمترو بطول 30 كيلومتراً و14 محطة.';
    expect(names('الخط الأزرق للمترو بطول 30 كيلومتراً ويضم 14 محطة.', arabic, 'ar')).toEqual([]);
  });

  it('keeps a word put in place of a longer phrase between whole frames ("ייסעו" of "בכל יום")', () => {
    const text = 'יופעלו 12 רכבות נוספות בכל יום בין תל אביב לחיפה.';
    expect(names('12 רכבות נוספות ייסעו בין תל אביב לחיפה.', text, 'he')).toEqual([]);
  });

  it('reads a figure’s words after the name from the word before its number', () => {
    const text = 'نمایشگاه هنرهای تجسمی شیراز از ۱۰ مهر در باغ ارم برپا می‌شود.';
    // "امسال هم" (this year too) for "از ۱۰ مهر" names nothing in the source's place.
    expect(
      names('نمایشگاه هنرهای تجسمی شیراز امسال هم در باغ ارم برپا می‌شود.', text, 'fa'),
    ).toEqual([]);
    const metro = 'قیمت بلیت مترو تهران از اول فروردین ۲۰ درصد گران می‌شود.';
    // "در سال جدید" (in the new year) for "تهران از اول فروردین" rewords the date: longer than
    // the name before it.
    expect(names('قیمت بلیت مترو در سال جدید ۲۰ درصد گران می‌شود.', metro, 'fa')).toEqual([]);
    const tehran = 'نمایشگاه کتاب تهران از ۱۵ اردیبهشت در مصلی امام خمینی برگزار می‌شود.';
    expect(names('نمایشگاه کتاب اصفهان در مصلی امام خمینی برگزار می‌شود.', tehran, 'fa')).toEqual([
      'اصفهان',
    ]);
  });
});
