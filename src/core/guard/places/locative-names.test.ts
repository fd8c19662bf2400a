/**
 * A place added after a preposition of place (locative-names.ts), read by unsupportedClaims in a
 * Normal line of an Arabic, Persian or Hindi source: two words the source lacks after "في", "من",
 * "در" (before "पर" in Hindi) name a place it adds, common words or not; the source's places
 * there, and a verb after such a word, are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { afterLocative } from './locative-names.ts';

const MARATHON =
  'أعلنت وزارة الشباب والرياضة أن ماراثون الأهرامات الدولي سينطلق يوم الجمعة المقبل من أمام المتحف المصري الكبير في الجيزة، بمشاركة أكثر من 5000 عداء من 40 دولة.';
const KONSERT =
  'کنسرت گروه شمس در تالار وحدت از ۲۰ آبان به مدت ۳ شب برگزار می‌شود. قیمت بلیت کنسرت در تهران ۸۰۰ هزار تومان است.';
const FAJR =
  'جشنواره فیلم فجر امسال از ۱۲ بهمن در تهران برگزار می‌شود و بلیت‌ها از هفته آینده به صورت اینترنتی فروخته می‌شوند.';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a place added after a preposition of place', () => {
  it('stops a place of common words the source lacks', () => {
    expect(claims('من ميدان التحرير ينطلق الماراثون يوم الجمعة.', MARATHON, 'ar')).toEqual([
      'name:ميدان التحرير',
    ]);
    expect(claims('کنسرت گروه شمس در برج میلاد تهران برگزار می‌شود.', KONSERT, 'fa')).toEqual([
      'name:برج میلاد',
    ]);
  });

  it('keeps the source’s places there, and a verb’s new words at a clause’s end', () => {
    expect(
      claims('ينطلق الماراثون يوم الجمعة من أمام المتحف المصري الكبير.', MARATHON, 'ar'),
    ).toEqual([]);
    expect(claims('کنسرت گروه شمس در تالار وحدت برگزار می‌شود.', KONSERT, 'fa')).toEqual([]);
    expect(claims('بلیت‌های جشنواره فجر از هفته آینده به فروش می‌رسد.', FAJR, 'fa')).toEqual([]);
  });

  it('reads a Hindi postposition after the run, and no verb-final clause’s last words', () => {
    const words = (text: string) => text.split(' ').map((word) => ({ text: word, broken: false }));
    expect(afterLocative(words('रविवार को नई ग्रीन लाइन पर ट्रेन चलेगी'), 2, 4, 'hi', true)).toBe(true);
    expect(afterLocative(words('मेले में प्रकाशक भाग लेंगे'), 3, 4, 'hi', true)).toBe(false);
    expect(afterLocative(words('في دار الأوبرا'), 1, 2, 'ar', false)).toBe(true);
    expect(afterLocative(words('مع دار الأوبرا'), 1, 2, 'ar', false)).toBe(false);
  });
});
