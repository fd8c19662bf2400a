/**
 * A date's day and month as one figure (date-pairs.ts): found on the held-out long documents, where
 * an edited summary moved a handover from "3 August" to "3 September" and passed, the source saying
 * "September 2022" elsewhere.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { addDatePairs } from './date-pairs.ts';

const claims = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a day and its month are one date', () => {
  const depot =
    'The authority will take over the depot from 3 August. A £2 fare cap, introduced in September 2022, stays until March 2027.';

  it('stops a day moved to another month the source names elsewhere', () => {
    expect(claims('The authority takes over the depot from 3 September.', depot)).toEqual([
      'figure:3',
    ]);
    expect(claims('The authority takes over the depot on September 3.', depot)).toEqual([
      'figure:3',
    ]);
  });

  it('keeps the source’s date in any order and form a summary writes it', () => {
    for (const line of [
      'The authority takes over the depot from 3 August.',
      'The authority takes over the depot on August 3.',
      'The authority takes over the depot on the 3rd of August.',
    ]) {
      expect(claims(line, depot), line).toEqual([]);
    }
    expect(claims('Sales open on March 5.', 'Sales open 2025-03-05 at noon.')).toEqual([]);
    expect(claims('Sales close on August 4.', 'Sales run 3 and 4 August.')).toEqual([]);
  });

  it('leaves a month the source names in another language loose', () => {
    const keys = new Set(['day15', 'm8']);
    addDatePairs('आवेदन 15 अगस्त तक', keys);
    expect(keys.has('dm15.8')).toBe(true);
    const english = new Set(['day15', 'm8', 'm9']);
    addDatePairs('from 15 August; September 2022', english);
    expect([...english].filter((key) => key.startsWith('dm'))).toEqual(['dm15.8']);
  });

  it('reads a day written with its full stop, and a month spelt as in English in lower case', () => {
    // German writes "21. September", its month spelt as the English one: the day and the month
    // are one date, in the German line and in its English translation, and the line's "am 21." is
    // no clock's 21:00.
    const german = 'Der neue Spielplatz öffnet am 21. September.';
    const line = 'Der neue Spielplatz öffnet am 21. September.';
    expect(claims(line, german, 'de')).toEqual([]);
    expect(claims('The playground opens on 21 September.', german, 'de')).toEqual([]);
    expect(claims('Der neue Spielplatz öffnet am 22. September.', german, 'de')).toEqual([
      'figure:22',
    ]);
    // The 21st of November is no date of the source: its day is stopped with its month.
    expect(claims('Der neue Spielplatz öffnet am 21. November.', german, 'de')).toEqual([
      'figure:21',
      'figure:November',
    ]);
    // Dutch writes its months in lower case, "september" as English spells it.
    const dutch = 'Zaterdag 21 september opent de nieuwe speeltuin in het Vondelpark.';
    expect(claims('The playground opens on Saturday 21 September.', dutch, 'nl')).toEqual([]);
    expect(claims('The playground opens on 21 October.', dutch, 'nl')).toEqual([
      'figure:21',
      'figure:October',
    ]);
    const added = new Set<string>(['day21']);
    addDatePairs('Vom 14. bis 21. September', added);
    expect(added.has('dm21.9')).toBe(true);
  });
});

describe('a month abbreviated with a full stop before its day', () => {
  const text = 'The council meets on September 14 to vote on the budget.';
  const claims = (line: string, source = text, lang = 'en') =>
    unsupportedClaims(line, claimSource({ text: source, lang }), 'normal').map(
      (claim) => claim.text,
    );

  it('is the date, as "Sept 14" is: another day or month is still stopped', () => {
    expect(claims('The council votes on Sept. 14.')).toEqual([]);
    expect(claims('The council votes on Sep. 14.')).toEqual([]);
    expect(claims('The council votes on Sept. 17.')).toEqual(['17']);
    expect(claims('The council votes on Oct. 14.')).toEqual(['Oct', '14']);
  });

  it('reads a Hungarian "márc. 14." as the 14th of March', () => {
    const hungarian = 'A tanács 2025. március 14-én ülésezik.';
    expect(claims('A tanács 2025. márc. 14. ülésezik.', hungarian, 'hu')).toEqual([]);
    expect(claims('A tanács 2025. márc. 17. ülésezik.', hungarian, 'hu')).toEqual(['17']);
  });
});

describe('a range of days with their weekdays (round twenty-one)', () => {
  const works = 'No Red Line trains this weekend (Sat 14 - Sun 15 March) for track work.';

  it('keeps the days of the source’s range, each a day of its month', () => {
    expect(claims('No Red Line trains on Saturday and Sunday, March 14-15.', works, 'en')).toEqual(
      [],
    );
    expect(claims('The festival runs March 14 and 15.', 'The festival runs 14-15 March.')).toEqual(
      [],
    );
  });

  it('stops a range’s second day the source never gives that month', () => {
    expect(claims('No Red Line trains on March 14-16.', works, 'en')).toEqual(['figure:16']);
    expect(claims('No trains on March 14-16.', 'No trains on 14 March and 16 April.')).toEqual([
      'figure:16',
    ]);
  });

  it('reads a German range of days "3. bis 5. April" as days of April (issue 44, item 4)', () => {
    const fair = 'Die Messe läuft vom 3. bis 5. April.';
    expect(claims('Messe vom 3.–5.4.', fair, 'de')).toEqual([]);
    expect(claims('Messe vom 3.–6.4.', fair, 'de')).not.toEqual([]);
    expect(claims('Messe ab 2. April.', fair, 'de')).toEqual(['figure:2']);
  });

  it('reads a number after a date and a comma as a count too, the day after "and" only as a day', () => {
    // fast-check's counterexample: the source's own "1" and "March 3", in the other order.
    expect(claims('March 3, 1', '1, March 3')).toEqual([]);
    expect(claims('Shows on March 14, 15 and 16.', 'Shows on March 14, 15 and 16.')).toEqual([]);
    expect(claims('Shows on March 14 and 17.', 'Shows on March 14 and 15, 17 seats left.')).toEqual(
      ['figure:17'],
    );
  });
});
