import { describe, expect, it } from 'vitest';
import { clauseMeaningClaims } from '../clause-meaning-claims.ts';
import { bengaliNegationClaims } from './bengali-negations.ts';

const source = (text: string, translated = false) => ({ text, langs: ['bn'], translated });

describe('a Bengali verb’s negation after it, dropped or added', () => {
  const derby = source(
    'কোচ আন্তোনিও লোপেজ বলেছেন, জানুয়ারির ডার্বিতে সৌভিক খেলতে পারবেন না, কারণ তিনি চোট সারিয়ে ফিরছেন। আগামী মরসুমে সৌভিক দলের অধিনায়ক হবেন।',
  );

  it('stops "can play" of the source’s "cannot play", read through the guard', () => {
    expect(clauseMeaningClaims('কোচ বলেছেন, জানুয়ারির ডার্বিতে সৌভিক খেলতে পারবেন।', derby)).toContain(
      'খেলতে পারবেন',
    );
  });

  it('stops a negation added to a verb the source says plainly', () => {
    expect(bengaliNegationClaims('আগামী মরসুমে সৌভিক অধিনায়ক হবেন না।', derby)).toEqual([
      'অধিনায়ক হবেন না',
    ]);
  });

  it('keeps the source’s negation in another verb, and its polarity', () => {
    expect(bengaliNegationClaims('চোট সারিয়ে ফেরায় জানুয়ারির ডার্বিতে সৌভিক খেলবেন না।', derby)).toEqual(
      [],
    );
    expect(bengaliNegationClaims('জানুয়ারির ডার্বিতে সৌভিক খেলতে পারবেন না।', derby)).toEqual([]);
  });

  it('reads no clause that shares no other word, and no translation', () => {
    expect(bengaliNegationClaims('মোহনবাগানের হয়ে খেলতে পারবেন।', derby)).toEqual([]);
    expect(
      bengaliNegationClaims('জানুয়ারির ডার্বিতে সৌভিক খেলতে পারবেন।', source(derby.text, true)),
    ).toEqual([]);
  });
});
