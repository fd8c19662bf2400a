import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { phrasedNegationClaims, plainNegations } from './negation-phrases.ts';

/** The clauses the guard stops as flipped in other words, for `line` of an English text. */
const flipped = (text: string, line: string, lineLang?: string) =>
  phrasedNegationClaims(line, claimSource({ text, lang: 'en', ...(lineLang ? { lineLang } : {}) }));

describe('a negation said in other words', () => {
  it.each([
    // The line refuses, fails or stops what the source says was done.
    [
      'Riverton City Council voted on Tuesday to approve the plan for bike lanes.',
      'The council refused to approve the plan for bike lanes.',
    ],
    ['The team reached the final after beating Spain 2-1.', 'The team failed to reach the final.'],
    [
      'The company settled its debts with suppliers in March.',
      'The company was unable to settle its debts with suppliers.',
    ],
    ['The shop sells concert tickets at the counter.', 'The shop no longer sells concert tickets.'],
    [
      'FSIS inspectors have since found the same strain on a drain and on a slicer in the plant.',
      'Inspectors found no trace of the strain in the plant.',
    ],
    // The source's refusal dropped.
    [
      'The minister declined to sign the agreement in Brussels.',
      'The minister signed the agreement in Brussels.',
    ],
    ['The museum stopped charging entry fees in 2019.', 'The museum charges entry fees.'],
  ])('stops it: %s / %s', (text, line) => {
    expect(flipped(text, line)).toHaveLength(1);
  });

  it('is a negation claim of the whole guard', () => {
    const source = claimSource({
      text: 'Riverton City Council voted on Tuesday to approve the plan for bike lanes.',
      lang: 'en',
    });
    expect(
      unsupportedClaims(
        'The council refused to approve the plan for bike lanes.',
        source,
        'normal',
      ),
    ).toEqual([{ kind: 'negation', text: 'The council not approve the plan for bike lanes' }]);
  });
});

describe('the same negation in other words, or none', () => {
  it.each([
    // A refusal said with "not", an end said with "stopped".
    [
      'The council refused to approve the plan for bike lanes.',
      'The council would not approve the plan for bike lanes.',
    ],
    ['The company no longer sells cars in Europe.', 'The company stopped selling cars in Europe.'],
    ['The club declined to comment on the transfer.', 'The club did not comment on the transfer.'],
    [
      'Doctors found no sign of liver damage in the patients.',
      'Doctors found no liver damage in the patients.',
    ],
    // A fall to a figure or a level is no refusal.
    ['The yield fell to 3.1 percent in May.', 'The yield declined to 3.1% in May.'],
    [
      'Shares in the company hit record lows on Friday.',
      'Shares in the company declined to record lows on Friday.',
    ],
    // "stopped" with no verb after it ends nothing the line could flip.
    [
      'Police stopped the car on the motorway near Leeds.',
      'Police stopped the car on the motorway near Leeds.',
    ],
  ])('keeps it: %s / %s', (text, line) => {
    expect(flipped(text, line)).toEqual([]);
  });

  it('writes each phrase as the negation it says', () => {
    expect(plainNegations('They refused to pay, no longer call and found no sign of it.')).toBe(
      'They not pay, not call and found no it.',
    );
  });

  it('reads no translated line', () => {
    expect(
      flipped(
        'The council voted on Tuesday to approve the plan for bike lanes.',
        'The council refused to approve the plan for bike lanes.',
        'de',
      ),
    ).toEqual([]);
  });
});
