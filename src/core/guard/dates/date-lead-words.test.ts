/**
 * A date's lead word said otherwise (round thirty-four): "بداية من الأحد 21 يوليو" ("starting from
 * Sunday") of "اعتباراً من الأحد 21 يوليو" ("as of Sunday") is the source's date; a city put before
 * the same preposition and date is still another city.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, type GuardMode, unsupportedClaims } from '../index.ts';

const POWER =
  'وزارة الكهرباء المصرية: تخفيف الأحمال سيتوقف نهائياً اعتباراً من الأحد 21 يوليو، بعد وصول شحنات الغاز الجديدة.';
const FESTIVAL = 'ينطلق مهرجان الكتاب في جدة من الأحد 12 مايو بمشاركة 300 ناشر.';

const names = (line: string, text: string, mode: GuardMode) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ar' }), mode)
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: a common word leading the source’s date in', () => {
  it.each([
    ['thread', '1/2 رسمياً: وزارة الكهرباء توقف تخفيف الأحمال نهائياً بداية من الأحد 21 يوليو ⚡'],
    ['thread', 'تخفيف الأحمال سيتوقف نهائياً بداية من الأحد 21 يوليو بعد وصول شحنات الغاز.'],
    ['normal', 'تخفيف الأحمال سيتوقف نهائياً بداية من الأحد 21 يوليو.'],
  ] as const)('keeps "بداية من" for "اعتباراً من" (%s)', (mode, line) => {
    expect(names(line, POWER, mode)).toEqual([]);
  });

  it.each(['thread', 'normal'] as const)(
    'still stops a city changed before the date (%s)',
    (mode) => {
      expect(names('ينطلق مهرجان الكتاب في الرياض من الأحد 12 مايو.', FESTIVAL, mode)).toEqual([
        'الرياض',
      ]);
    },
  );
});
