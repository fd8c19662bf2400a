import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { openingNegationClaims } from './opening-negations.ts';

/** The clauses the guard stops as a sentence opening with its negation said without it. */
const dropped = (text: string, lang: string, line: string, lineLang?: string) =>
  openingNegationClaims(line, claimSource({ text, lang, ...(lineLang ? { lineLang } : {}) }));

const RECALL =
  'ריקול: חברת "ביתא חשמל" מחזירה מהשוק את מייבשי השיער מדגם HX-220, בשל חשש להתחממות יתר של הכבל. הלקוחות מתבקשים להפסיק את השימוש ולהחזיר את המכשיר לכל סניף. לא דווח על נפגעים.';
const CRASH =
  'A van hit two parked cars on Elm Street on Tuesday night. No injuries were reported. The driver was tested for alcohol.';

const RETRY = 'Marco fixes the retry and adds a load test first. Not before next Tuesday.';

describe('a sentence opening with its negation, said without it', () => {
  it.each([
    [RECALL, 'he', 'דווח על נפגעים משימוש במייבשים.'],
    [CRASH, 'en', 'Injuries were reported after the van hit two cars.'],
    [
      'Een bestelbus botste dinsdag op twee geparkeerde wagens. Geen gewonden werden gemeld.',
      'nl',
      'Gewonden werden gemeld na de botsing.',
    ],
  ])('stops it: %s / %s', (text, lang, line) => {
    expect(dropped(text, lang, line)).toHaveLength(1);
  });

  it.each([
    // The faithful twin keeps the negation, in the same word or another.
    [RECALL, 'he', 'לא דווח על נפגעים משימוש במייבשים.'],
    [RECALL, 'he', 'אין דיווח על נפגעים.'],
    [CRASH, 'en', 'Nobody was hurt; no injuries were reported.'],
    // A word after the negation missing from the line: not the source's sentence.
    [CRASH, 'en', 'Injuries to the driver were feared.'],
    // The words in another order: another subject.
    [CRASH, 'en', 'The reported injuries: none.'],
    // One word after the negation is too short a sentence to be read.
    ['A van hit two parked cars. Nobody was hurt.', 'en', 'Somebody was hurt.'],
    // A negation of a time, no word of its own after it; a line with an idiom's negation word.
    [RETRY, 'en', 'Marco will retry the upgrade next Tuesday at the earliest.'],
    [RETRY, 'en', 'Marco will retry the upgrade no sooner than next Tuesday.'],
  ])('keeps it: %s / %s', (text, lang, line) => {
    expect(dropped(text, lang, line)).toEqual([]);
  });

  it('reads no translation, whose words are not the source', () => {
    expect(dropped(CRASH, 'en', 'Injuries were reported.', 'fr')).toEqual([]);
  });

  it('is a negation claim of the whole guard, the faithful line kept', () => {
    const source = claimSource({ text: RECALL, lang: 'he' });
    expect(unsupportedClaims('דווח על נפגעים משימוש במייבשים.', source, 'normal')).toEqual([
      { kind: 'negation', text: 'דווח על נפגעים משימוש במייבשים' },
    ]);
    expect(unsupportedClaims('לא דווח על נפגעים משימוש במייבשים.', source, 'normal')).toEqual([]);
  });
});
