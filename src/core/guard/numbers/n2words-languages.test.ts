/**
 * The languages issue 44 item 2 added to the number lexicons from n2words (Lithuanian, Latvian,
 * Telugu, Marathi, Gujarati, then Danish, Norwegian, Serbian, Swahili and Tamil among them; scripts/learn-number-words.ts says which were left out
 * and why): a source's number words hold a card's digits and stop a card's other number, and a
 * short scale of one of them is no unit symbol's reading in another language ("10 min",
 * Azerbaijani's "min" a thousand).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, names: [], lang }), 'normal').map(
    (claim) => claim.text,
  );

/** Each: a source with a number in words, a line with it in digits, and the line's other number. */
const CASES: ReadonlyArray<[lang: string, source: string, line: string, other: string]> = [
  [
    'lt',
    'Miestas pastatys du šimtai naujų namų.',
    'Miestas pastatys 200 naujų namų.',
    'Miestas pastatys 300 naujų namų.',
  ],
  [
    'lv',
    'Pilsēta uzbūvēs divi simti jaunu māju.',
    'Pilsēta uzbūvēs 200 jaunu māju.',
    'Pilsēta uzbūvēs 300 jaunu māju.',
  ],
  [
    'te',
    'నగరంలో మూడు వందలు కొత్త ఇళ్లు నిర్మిస్తారు.',
    'నగరంలో 300 కొత్త ఇళ్లు నిర్మిస్తారు.',
    'నగరంలో 400 కొత్త ఇళ్లు నిర్మిస్తారు.',
  ],
  [
    'mr',
    'शहरात पंचवीस नवी घरे बांधली जातील.',
    'शहरात 25 नवी घरे बांधली जातील.',
    'शहरात 26 नवी घरे बांधली जातील.',
  ],
  ['gu', 'શહેરમાં પાંચ સો નવા ઘર બનશે.', 'શહેરમાં 500 નવા ઘર બનશે.', 'શહેરમાં 600 નવા ઘર બનશે.'],
  // Danish's scale before glue ("totusinde og femhundrede"), its hundreds before a joined
  // thousand ("tohundrede og halvtredstusind"), Swahili's scale before its count, Serbian's
  // feminine "две" before "хиљаде" (learn-number-words.ts).
  [
    'da',
    'Kommunen bygger totusinde og femhundrede nye boliger.',
    'Kommunen bygger 2.500 nye boliger.',
    'Kommunen bygger 3.500 nye boliger.',
  ],
  [
    'da',
    'Festivalen havde tohundrede og halvtredstusind gæster.',
    'Festivalen havde 250.000 gæster.',
    'Festivalen havde 200.000 gæster.',
  ],
  [
    'nb',
    'Kommunen bygger to tusen fem hundre nye boliger.',
    'Kommunen bygger 2500 nye boliger.',
    'Kommunen bygger 3500 nye boliger.',
  ],
  [
    'sr',
    'Град ће изградити две хиљаде нових станова.',
    'Град ће изградити 2.000 нових станова.',
    'Град ће изградити 3.000 нових станова.',
  ],
  [
    'sw',
    'Mji utajenga nyumba elfu tatu mpya.',
    'Mji utajenga nyumba 3,000 mpya.',
    'Mji utajenga nyumba 4,000 mpya.',
  ],
  [
    'ta',
    'நகரில் மூன்று ஆயிரம் புதிய வீடுகள் கட்டப்படும்.',
    'நகரில் 3,000 புதிய வீடுகள் கட்டப்படும்.',
    'நகரில் 4,000 புதிய வீடுகள் கட்டப்படும்.',
  ],
];

describe('number words of the languages n2words spells', () => {
  it.each(CASES)(
    '%s: a source in words holds its digits and stops another number',
    (lang, source, line, other) => {
      expect(claims(line, source, lang)).toEqual([]);
      expect(claims(other, source, lang)).not.toEqual([]);
    },
  );

  it('reads no short scale of another language after digits: "10 min" holds ten minutes', () => {
    const source = 'Shuttle buses every 10 min. Allow 20 extra minutes.';
    expect(claims('Shuttle buses run every ten minutes.', source, 'en')).toEqual([]);
    expect(claims('Shuttle buses run every fifteen minutes.', source, 'en')).not.toEqual([]);
  });
});
