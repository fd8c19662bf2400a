import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clauseMeaningClaims } from '../clause-meaning-claims.ts';
import { verbNegationClaims } from './verb-negations.ts';

const source = (text: string, lang = 'fi', translated = false) => ({
  text,
  langs: [lang],
  translated,
});

describe('a Finnish clause negated by its negative verb, tied by its figures', () => {
  const metro = source('Länsimetron jatke avattiin matkustajille 3. joulukuuta.');
  const rate = source('EKP nosti korkoa 4 prosenttiin torstaina.');
  const strike = source(
    'Junat eivät kulkeneet Helsingin ja Tampereen välillä 5. helmikuuta lakon vuoksi.',
  );

  it('stops a negation added, its verb in another form ("ei nostanut" of "nosti")', () => {
    expect(verbNegationClaims('Länsimetron jatketta ei avattu 3. joulukuuta.', metro)).toEqual([
      'Länsimetron jatketta ei avattu 3. joulukuuta',
    ]);
    expect(clauseMeaningClaims('EKP ei nostanut korkoa 4 prosenttiin.', rate)).toEqual([
      'EKP ei nostanut korkoa 4 prosenttiin',
    ]);
  });

  it('stops a negation dropped ("kulkivat" of "eivät kulkeneet")', () => {
    expect(
      verbNegationClaims(
        'Lakosta huolimatta junat kulkivat Helsingin ja Tampereen välillä 5. helmikuuta.',
        strike,
      ),
    ).toHaveLength(1);
  });

  it('keeps the source’s negation, its verb said plain too, a negation in other words', () => {
    expect(
      verbNegationClaims(
        'Lakon vuoksi junat eivät kulkeneet Helsingin ja Tampereen välillä 5. helmikuuta.',
        strike,
      ),
    ).toEqual([]);
    expect(verbNegationClaims('EKP nosti ohjauskoron 4 prosenttiin.', rate)).toEqual([]);
    const paid = source('Yhtiö ei maksanut osinkoa vuonna 2023, mutta maksoi 2 euroa vuonna 2024.');
    expect(verbNegationClaims('Yhtiö maksoi 2 euron osingon vuonna 2024.', paid)).toEqual([]);
    const stopped = source('Kauppa lopetti käteisen vastaanottamisen 1. maaliskuuta.');
    expect(
      verbNegationClaims('Kauppa ei enää ota käteistä 1. maaliskuuta alkaen.', stopped),
    ).toEqual([]);
  });

  it('reads no line without a figure, no other language and no translation', () => {
    expect(verbNegationClaims('Länsimetron jatketta ei avattu.', metro)).toEqual([]);
    expect(
      verbNegationClaims('EKP ei nostanut korkoa 4 prosenttiin.', source(rate.text, 'fi', true)),
    ).toEqual([]);
    expect(
      verbNegationClaims('EKP ei nostanut korkoa 4 prosenttiin.', source(rate.text, 'et')),
    ).toEqual([]);
  });

  // The general rule: a figure's clause said again is kept, with the negative verb before its
  // verb (the past participle) stopped, whatever the figure.
  const VERBS: readonly [string, string][] = [
    ['nosti', 'nostanut'],
    ['laski', 'laskenut'],
    ['kasvatti', 'kasvattanut'],
    ['hyväksyi', 'hyväksynyt'],
  ];
  it('keeps the clause said again and stops it negated, for any figure', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VERBS),
        fc.integer({ min: 1, max: 9999 }),
        ([past, participle], figure) => {
          const said = source(`Hallitus ${past} budjettia ${figure} eurolla tiistaina.`);
          expect(verbNegationClaims(`Hallitus ${past} budjettia ${figure} eurolla.`, said)).toEqual(
            [],
          );
          expect(
            verbNegationClaims(`Hallitus ei ${participle} budjettia ${figure} eurolla.`, said),
          ).toHaveLength(1);
        },
      ),
    );
  });
});

describe('an Urdu clause negated by "نہیں"', () => {
  const match = source('بارش کی وجہ سے 5 مارچ کو لاہور میں میچ نہیں ہو سکا۔', 'ur');
  const shops = source('کراچی میں دکانیں اب رات 10 بجے کے بعد نہیں کھلیں گی۔', 'ur');
  const metro = source('لاہور میں اورنج لائن میٹرو 25 اکتوبر کو کھل گئی۔', 'ur');

  it('stops a negation dropped and one added', () => {
    expect(
      verbNegationClaims('5 مارچ کو لاہور میں بارش کے باوجود میچ ہو گیا۔', match),
    ).toHaveLength(1);
    expect(
      verbNegationClaims('کراچی میں دکانیں رات 10 بجے کے بعد کھلی رہیں گی۔', shops),
    ).toHaveLength(1);
    expect(
      verbNegationClaims('لاہور کی اورنج لائن میٹرو 25 اکتوبر کو نہیں کھلی۔', metro),
    ).toHaveLength(1);
  });

  it('keeps the negation kept, or said in other words ("بند", closed)', () => {
    expect(verbNegationClaims('5 مارچ کو لاہور میں بارش کے باعث میچ نہیں ہو سکا۔', match)).toEqual(
      [],
    );
    expect(verbNegationClaims('کراچی میں دکانیں رات 10 بجے کے بعد بند رہیں گی۔', shops)).toEqual(
      [],
    );
  });
});
