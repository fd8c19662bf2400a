/**
 * A place put where the source has another, after a word of place or before a particle of place,
 * with no frame kept on both sides (placed-name-swaps.ts, h264). Every text here is synthetic,
 * written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource } from '../claim-source.ts';
import { placedNameSwaps } from './placed-name-swaps.ts';

const swaps = (line: string, text: string, lang: string) =>
  placedNameSwaps(line, claimSource({ text, lang }));

const FACTORY = 'أعلنت شركة أرامكو عن افتتاح مصنع جديد في الرياض.';
const TYPHOON = '台风在广东登陆,造成三人死亡。';
const MOVE = '田中さんは来月、札幌に引っ越すと話した。';
const PLANT = 'トヨタは名古屋で新しい工場を開設した。';
const CONCERT = 'کنسرت گروه در تهران برگزار شد.';

describe('placedNameSwaps: a new place where the source names its own', () => {
  it.each([
    { lang: 'ar', text: FACTORY, line: 'أرامكو تفتتح مصنعا جديدا في جدة.', place: 'جدة' },
    { lang: 'zh', text: TYPHOON, line: '台风登陆福建,三人死亡。', place: '福建' },
    { lang: 'ja', text: MOVE, line: '田中さんは来月福岡に引っ越す。', place: '福岡' },
    { lang: 'fa', text: CONCERT, line: 'کنسرت گروه در شیراز برگزار شد.', place: 'شیراز' },
  ])('stops the other place ($lang)', ({ lang, text, line, place }) => {
    expect(swaps(line, text, lang)).toEqual([place]);
  });

  it.each([
    // The source's place, in another form or with its region.
    { lang: 'ar', text: FACTORY, line: 'أرامكو تفتتح مصنعا جديدا بالرياض.' },
    { lang: 'zh', text: TYPHOON, line: '台风在广东省登陆,三人死亡。' },
    { lang: 'ja', text: MOVE, line: '田中さんは来月、北海道の札幌に引っ越す。' },
    // The place said in common words: the capital, the kingdom.
    { lang: 'ar', text: FACTORY, line: 'أرامكو تفتتح مصنعا في المملكة.' },
    { lang: 'ar', text: FACTORY, line: 'أرامكو تفتتح مصنعا في العاصمة.' },
    { lang: 'fa', text: CONCERT, line: 'کنسرت گروه در پایتخت برگزار شد.' },
    // A common word before a particle that is no place's ("大活躍で", "正午から").
    { lang: 'ja', text: PLANT, line: 'トヨタは大活躍で新工場を開設。' },
    { lang: 'ja', text: PLANT, line: 'トヨタが正午から名古屋で新工場を開設。' },
  ])('keeps the source’s place, or common words ($lang: $line)', ({ lang, text, line }) => {
    expect(swaps(line, text, lang)).toEqual([]);
  });

  it('keeps a new place said beside the source’s own', () => {
    expect(swaps('台风在广东登陆,波及福建。', TYPHOON, 'zh')).toEqual([]);
  });

  it('reads no language with capitals, nor Hindi (its list is too short)', () => {
    expect(swaps('Renault ouvrira une usine à Valenciennes.', 'Renault à Douai.', 'fr')).toEqual(
      [],
    );
    expect(swaps('टाटा ने पुणे में अस्पताल खोला।', 'मुंबई में टाटा ने नया अस्पताल खोला।', 'hi')).toEqual([]);
  });

  it('stops nothing in a line made only of the source’s own words, in its order', () => {
    for (const [text, lang] of [
      [FACTORY, 'ar'],
      [CONCERT, 'fa'],
    ] as const) {
      const words = text.replace(/[.،]/gu, '').split(' ');
      fc.assert(
        fc.property(fc.subarray(words, { minLength: 1 }), (kept) => {
          expect(swaps(`${kept.join(' ')}.`, text, lang)).toEqual([]);
        }),
        { numRuns: 60 },
      );
    }
  });
});
