import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { hedgeClaims } from './hedge-claims.ts';

/** The words the guard stops as stated where the source hedges, for `line` of an English text. */
const stated = (text: string, line: string, lang = 'en', lineLang?: string) =>
  hedgeClaims(line, claimSource({ text, lang, ...(lineLang ? { lineLang } : {}) }));

const BUILD =
  'Construction is expected to start in March and could take up to eight months, depending on the weather.';
const FIRE =
  'Fire danger ratings are expected to reach Extreme on Monday, and a total fire ban may be declared.';
const RATES =
  'If the outlook develops as projected, the policy rate is likely to be reduced further in the first half of 2026.';

describe('a line that states what the source hedges', () => {
  it.each([
    [BUILD, 'Construction will take eight months.', 'take eight months'],
    [FIRE, 'A total fire ban has been declared for Monday.', 'declared monday'],
    // A word of the same direction's side: "cut" of "reduced".
    [
      RATES,
      'The bank will cut rates further in the first half of 2026.',
      'cut rates further first',
    ],
    [
      'It may offer a scalable alternative to sleeping pills, but longer follow-up is needed.',
      'The authors say the app is an alternative to sleeping pills.',
      'alternative sleeping pills',
    ],
    [
      'Brightside said it was considering whether to seek permission to appeal to the Supreme Court.',
      'Brightside has appealed to the Supreme Court.',
      'appealed supreme court',
    ],
    // A hope told as a plan settled.
    [
      'What are you working on now? A collection of short stories, which I hope to finish next year.',
      'She is writing a short-story collection she will finish next year.',
      'finish next year',
    ],
  ])('stops it: %s / %s', (text, line, words) => {
    expect(stated(text, line)).toEqual([words]);
  });

  it('is a negation claim of the whole guard', () => {
    const source = claimSource({ text: BUILD, lang: 'en' });
    expect(unsupportedClaims('Construction will take eight months.', source, 'normal')).toEqual([
      { kind: 'negation', text: 'take eight months' },
    ]);
  });
});

describe('a line that keeps the source’s hedge, or states what it states', () => {
  it.each([
    [BUILD, 'Construction should start in March and may take up to eight months.'],
    [FIRE, 'Fire danger is expected to reach Extreme on Monday, when a fire ban may be declared.'],
    // The source states it too, about the same words.
    [
      'A total fire ban may be declared on Monday. By Sunday night a total fire ban has been declared for the north.',
      'A total fire ban has been declared for the north.',
    ],
    // An expectation told as what someone said ("expect supply to stay tight").
    [
      'We expect supply to stay tight well into next year, said the chief executive.',
      'The CEO said supply will stay tight into next year.',
    ],
    // The hope kept, or told as what the speaker said.
    [
      'A collection of short stories, which I hope to finish next year, she said.',
      'She is writing a short-story collection she hopes to finish next year.',
    ],
    [
      'We are hoping to open the second shop in May, the owner said.',
      'The owner said the second shop will open in May.',
    ],
    // A negation is another claim's (negation-claims.ts).
    [BUILD, 'Construction will not take eight months.'],
  ])('keeps it: %s / %s', (text, line) => {
    expect(stated(text, line)).toEqual([]);
  });

  it('reads no translation and no other language, and never stops a hedge the line adds', () => {
    expect(stated(BUILD, 'Construction will take eight months.', 'en', 'de')).toEqual([]);
    expect(
      stated('La obra podría durar ocho meses.', 'La obra va a durar ocho meses.', 'es'),
    ).toEqual([]);
    expect(
      stated(
        'The exhibition will travel to Edinburgh in spring 2026.',
        'The exhibition may travel to Edinburgh in spring 2026.',
      ),
    ).toEqual([]);
  });
});
