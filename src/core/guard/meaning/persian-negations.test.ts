import { describe, expect, it } from 'vitest';
import { clauseMeaningClaims } from '../clause-meaning-claims.ts';
import { persianNegationClaims } from './persian-negations.ts';

const source = (text: string, translated = false) => ({ text, langs: ['fa'], translated });

describe('a Persian verb negated or un-negated by its prefix', () => {
  const strike = source(
    'معلمان مدارس دولتی روز سه‌شنبه سر کلاس حاضر نمی‌شوند. آموزش و پرورش گفته است کلاس‌های پایه دوازدهم طبق برنامه برگزار می‌شود.',
  );

  it('stops "is not held" of the source’s "is held", read through the guard', () => {
    expect(clauseMeaningClaims('کلاس‌های پایه دوازدهم روز اعتصاب برگزار نمی‌شود.', strike)).toContain(
      'برگزار نمی‌شود',
    );
  });

  it('stops a negation dropped, written with a space or a zero-width non-joiner', () => {
    expect(persianNegationClaims('معلمان مدارس دولتی سر کلاس حاضر می شوند.', strike)).toEqual([
      'حاضر می شوند',
    ]);
  });

  it('keeps the source’s polarity in another verb, and a translation is not read', () => {
    expect(
      persianNegationClaims('به گفته آموزش و پرورش، کلاس‌های پایه دوازدهم تشکیل می‌شود.', strike),
    ).toEqual([]);
    expect(persianNegationClaims('معلمان مدارس دولتی سر کلاس حاضر نمی‌شوند.', strike)).toEqual([]);
    expect(
      persianNegationClaims('کلاس‌های پایه دوازدهم برگزار نمی‌شود.', source(strike.text, true)),
    ).toEqual([]);
  });

  it("reads a past verb's prefix, and a sentence with no other word of the source's is not read", () => {
    const vote = source('مجلس طرح مالیات جدید را تصویب کرد.');
    expect(persianNegationClaims('مجلس طرح مالیات را تصویب نکرد.', vote)).toEqual(['تصویب نکرد']);
    expect(persianNegationClaims('دولت بودجه را تصویب نکرد.', vote)).toEqual([]);
  });

  it('ties a short sentence by its figure: a year, a time cut at its colon (h281)', () => {
    const bridge = source('این پل در سال ۲۰۲۵ افتتاح خواهد شد.');
    expect(persianNegationClaims('این پل در سال ۲۰۲۵ افتتاح نخواهد شد.', bridge)).toEqual([
      'افتتاح نخواهد',
    ]);
    expect(persianNegationClaims('این پل در سال ۲۰۲۵ افتتاح خواهد شد.', bridge)).toEqual([]);
    const train = source('قطار ساعت ۹:۱۵ در قم توقف نمی‌کند.');
    expect(persianNegationClaims('قطار ساعت ۹:۱۵ در قم توقف می‌کند.', train)).toEqual([
      'توقف می‌کند',
    ]);
    // Another figure is no tie.
    expect(persianNegationClaims('این پل در سال ۲۰۳۰ افتتاح نخواهد شد.', bridge)).toEqual([]);
  });
});
