import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sentenceSpans, splitSentences } from './split-sentences.ts';

describe('splitSentences: abbreviations never end a sentence', () => {
  it('reads Arabic "د." (Dr.) and "أ." as abbreviations, given the language or not', () => {
    const text = 'وقالت الوزيرة د. سارة أحمد إن المشروع سيبدأ غدا. وأضافت أن التمويل جاهز.';
    const expected = [
      'وقالت الوزيرة د. سارة أحمد إن المشروع سيبدأ غدا.',
      'وأضافت أن التمويل جاهز.',
    ];
    expect(splitSentences(text, 'ar')).toEqual(expected);
    expect(splitSentences(text)).toEqual(expected);
    expect(splitSentences('تحدث أ. محمد عن الخطة. ثم غادر.', 'ar')).toEqual([
      'تحدث أ. محمد عن الخطة.',
      'ثم غادر.',
    ]);
  });

  it('reads German "z. B.", "Nr." and "Dr."', () => {
    expect(
      splitSentences(
        'Wir brauchen z. B. mehr Zeit. Das Haus Nr. 5 ist alt. Dr. Müller kommt.',
        'de',
      ),
    ).toEqual(['Wir brauchen z. B. mehr Zeit.', 'Das Haus Nr. 5 ist alt.', 'Dr. Müller kommt.']);
  });

  it('reads French "M.", "Mme" and "Dr"', () => {
    expect(
      splitSentences(
        'M. Dupont est arrivé hier. Mme. Curie et le Dr. Roux aussi. Tout va bien.',
        'fr',
      ),
    ).toEqual(['M. Dupont est arrivé hier.', 'Mme. Curie et le Dr. Roux aussi.', 'Tout va bien.']);
  });

  it('reads Spanish "Sra." and "Sr."', () => {
    expect(splitSentences('La Sra. García llegó ayer. El Sr. López también.', 'es')).toEqual([
      'La Sra. García llegó ayer.',
      'El Sr. López también.',
    ]);
  });

  it('reads English "Dr.", "St.", "Mr." and "U.S."', () => {
    expect(
      splitSentences(
        'Dr. Smith lives on St. James St. in the U.S. with Mr. Jones. He works at the U.S. Navy. It is fine.',
        'en',
      ),
    ).toEqual([
      'Dr. Smith lives on St. James St. in the U.S. with Mr. Jones.',
      'He works at the U.S. Navy.',
      'It is fine.',
    ]);
  });

  it('still ends an English sentence at an everyday word sentencex lists ("me.", "no.")', () => {
    expect(splitSentences('Tell me. The answer is no. No. 5 is fine. It is OK. Go.', 'en')).toEqual(
      ['Tell me.', 'The answer is no.', 'No. 5 is fine.', 'It is OK.', 'Go.'],
    );
  });
});

describe('splitSentences: what else ends a sentence, and what does not', () => {
  it('ends at . ! ? but not inside a number or a link', () => {
    expect(
      splitSentences('Version 3.5 is out. It is fast! See example.com/a.b for it. Try it? Yes.'),
    ).toEqual([
      'Version 3.5 is out.',
      'It is fast!',
      'See example.com/a.b for it.',
      'Try it?',
      'Yes.',
    ]);
  });

  it('ends at a line break, and keeps only sentences with a letter or digit', () => {
    expect(splitSentences('First line\nSecond line.  Third   one.\n\n---\n🎉')).toEqual([
      'First line',
      'Second line.',
      'Third one.',
    ]);
  });

  it('ends Japanese and Chinese sentences at their full stops, with no space after', () => {
    expect(splitSentences('今日は雨です。傘を忘れました。')).toEqual([
      '今日は雨です。',
      '傘を忘れました。',
    ]);
    expect(splitSentences('今天下雨。我忘了伞！')).toEqual(['今天下雨。', '我忘了伞！']);
  });

  it('gives where each sentence stands, so a text can be cut between two', () => {
    const text = '  Dr. Who came.\tThen he left!\nThe end ';
    const spans = sentenceSpans(text, 'en');
    expect(spans.map(({ start, end }) => text.slice(start, end))).toEqual([
      'Dr. Who came.',
      'Then he left!',
      'The end',
    ]);
  });
});

/** Whole sentences, some with abbreviations inside, none ending with one. */
const SENTENCES = [
  'Dr. Smith opened the new clinic on Monday.',
  'The mayor thanked Mr. Jones and Mrs. Patel for their work.',
  'It cost 2.5 million dollars, paid by the U.S. government.',
  'Visitors can read more at example.org/clinic.html today.',
  'Nobody expected it to open this early!',
  'Will the second clinic open before the winter?',
  'St. Mary’s school sent its choir to sing.',
  'A long sentence goes on and on, with commas, clauses and asides, until it has said all that it wanted to say about the clinic and the town.',
];

describe('splitSentences on a long text', () => {
  it('finds every sentence whole however long the line is (it is read in windows)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SENTENCES), { minLength: 1, maxLength: 80 }),
        (sentences) => {
          expect(splitSentences(sentences.join(' '), 'en')).toEqual(sentences);
        },
      ),
      { numRuns: 60, seed: 22 },
    );
  });

  it('keeps a sentence longer than a window whole, with its abbreviations, among the others', () => {
    // A sentence of 1,000 to 12,000 characters, an abbreviation anywhere in it (the window it
    // outruns starts again a few words back, so "Dr." is read with the word after it).
    const clause = 'the committee met again, and Dr. Lee read the report aloud';
    fc.assert(
      fc.property(
        fc.integer({ min: 16, max: 200 }),
        fc.array(fc.constantFrom(...SENTENCES), { maxLength: 6 }),
        fc.array(fc.constantFrom(...SENTENCES), { maxLength: 6 }),
        (times, before, after) => {
          const long = `${Array.from({ length: times }, () => clause).join(', ')}.`;
          const long2 = long[0]?.toUpperCase() + long.slice(1);
          const sentences = [...before, long2, ...after];
          expect(splitSentences(sentences.join(' '), 'en')).toEqual(sentences);
        },
      ),
      { numRuns: 40, seed: 46 },
    );
  });
});

describe('splitSentences, asked again for the same text', () => {
  it('gives the same sentences each time, none changed by what an earlier caller did with its copy', () => {
    const text = 'Dr. Lee spoke first. The vote is on Friday.';
    const first = splitSentences(text, 'en');
    first.push('An invented sentence.');
    first[0] = 'Changed.';
    expect(splitSentences(text, 'en')).toEqual(['Dr. Lee spoke first.', 'The vote is on Friday.']);
    // The language is part of what is asked: French reads "Dr." as its own abbreviation too.
    expect(splitSentences(text, 'fr')).toEqual(['Dr. Lee spoke first.', 'The vote is on Friday.']);
  });
});
