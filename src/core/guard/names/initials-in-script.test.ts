/**
 * A short name of the source's name in a script without capitals (initials-in-script.ts): each
 * piece opens the next of the source's words ("東大" of "東京大学", "भाजपा" of "भारतीय जनता
 * पार्टी", "ת״א" of "תל אביב"), or the line spells out a short name the source writes; letters of
 * words the source does not write in that order are no short name of its.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { initialsInScript } from './initials-in-script.ts';

const reads = (run: string, text: string, lang: string) =>
  initialsInScript(run, { text, langs: [lang] });

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('initialsInScript', () => {
  it('reads a Han short name of the words Intl.Segmenter cuts', () => {
    expect(reads('東大', '東京大学の研究チームは新しい電池材料を開発した。', 'ja')).toBe(true);
    expect(reads('北大', '北京大学的研究人员发现了一种新的抗生素。', 'zh')).toBe(true);
    // 京 is 東京's second character, 大 no word's start here: no short name of the source's.
    expect(reads('京大', '東京大学の研究チームは新しい電池材料を開発した。', 'ja')).toBe(false);
    expect(reads('慶大', '早稲田大学の研究者が新しい薬を開発した。', 'ja')).toBe(false);
  });

  it("reads Devanagari's first letters with their vowel signs", () => {
    const party = 'भारतीय जनता पार्टी ने चुनाव में जीत हासिल की।';
    expect(reads('भाजपा', party, 'hi')).toBe(true);
    expect(reads('राजद', 'राष्ट्रीय जनता दल के नेता तेजस्वी यादव ने रैली की।', 'hi')).toBe(true);
    expect(reads('बसपा', 'समाजवादी पार्टी ने सूची जारी की।', 'hi')).toBe(false);
    expect(reads('जदयू', 'राष्ट्रीय जनता दल के नेता तेजस्वी यादव ने रैली की।', 'hi')).toBe(false);
  });

  it('reads a Hebrew short name only where gershayim mark it, a clitic before it cut', () => {
    expect(reads('ת"א', 'אוניברסיטת תל אביב פיתחה בדיקה', 'he')).toBe(true);
    expect(reads('ארה״ב', 'נשיא ארצות הברית נפגש', 'he')).toBe(true);
    expect(reads('בארה"ב', 'נשיא ארצות הברית נפגש', 'he')).toBe(true);
    expect(reads('ב"ש', 'אוניברסיטת תל אביב פיתחה בדיקה', 'he')).toBe(false);
    expect(reads('תא', 'אוניברסיטת תל אביב פיתחה בדיקה', 'he')).toBe(false);
  });

  it('reads the other way: the line spells out a short name the source writes', () => {
    expect(reads('צבא ההגנה לישראל', 'צה"ל תקף מטרות בלבנון.', 'he')).toBe(true);
    expect(reads('משמר הגבול לישראל', 'צה"ל תקף מטרות בלבנון.', 'he')).toBe(false);
    expect(reads('भारतीय जनता पार्टी', 'भाजपा ने चुनाव जीता।', 'hi')).toBe(true);
    expect(reads('भारतीय किसान यूनियन', 'भाजपा ने चुनाव जीता।', 'hi')).toBe(false);
    expect(reads('東京大学', '東大の研究チームは新しい電池材料を開発した。', 'ja')).toBe(true);
  });

  it('reads a Latin acronym behind an elided article', () => {
    expect(reads("L'ASI", "L'Agenzia Spaziale Italiana ha lanciato un satellite.", 'it')).toBe(
      true,
    );
    expect(reads("L'ESA", "L'Agenzia Spaziale Italiana ha lanciato un satellite.", 'it')).toBe(
      false,
    );
  });

  it('keeps a line that names the source by its short name, and stops another name', () => {
    const source = 'भारतीय जनता पार्टी ने चुनाव में जीत हासिल की।';
    expect(claims('भाजपा ने चुनाव में जीत हासिल की।', source, 'hi')).toEqual([]);
    expect(claims('कांग्रेस ने चुनाव में जीत हासिल की।', source, 'hi')).not.toEqual([]);
    const uni = '東京大学の研究チームは新しい電池材料を開発した。';
    expect(claims('東大の研究チームが新しい電池材料を開発。', uni, 'ja')).toEqual([]);
    const he = 'שחקן מכבי תל אביב הבקיע שלושה שערים.';
    expect(claims('שחקן מכבי ת"א הבקיע שלושה שערים.', he, 'he')).toEqual([]);
    expect(claims('שחקן הפועל ת"א הבקיע שלושה שערים.', he, 'he')).not.toEqual([]);
  });

  // Hebrew letters but the first, so a short name can open on one no source word opens with.
  const letter = fc.constantFrom(...'בגדזחטיכלנסעפקרשת');
  const word = fc.array(letter, { minLength: 2, maxLength: 6 }).map((letters) => letters.join(''));

  it('reads the first letters of any run of the source words (property)', () => {
    const run = fc
      .array(word, { minLength: 2, maxLength: 8 })
      .chain((words) => fc.tuple(fc.constant(words), fc.integer({ min: 0, max: words.length - 2 })))
      .chain(([words, at]) =>
        fc.tuple(
          fc.constant(words),
          fc.constant(at),
          fc.integer({ min: 2, max: Math.min(6, words.length - at) }),
        ),
      );
    fc.assert(
      fc.property(run, ([words, at, count]) => {
        const letters = words
          .slice(at, at + count)
          .map((one) => one[0])
          .join('');
        const short = `${letters.slice(0, -1)}״${letters.slice(-1)}`;
        expect(reads(short, words.join(' '), 'he')).toBe(true);
      }),
    );
  });

  it('reads no short name opening on a letter no source word opens with (property)', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 8 }), word, (words, other) => {
        const short = `א${other.slice(0, -1)}״${other.slice(-1)}`;
        expect(reads(short, words.join(' '), 'he')).toBe(false);
      }),
    );
  });
});
