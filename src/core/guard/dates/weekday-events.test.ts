/**
 * A weekday told of another day's event (weekday-events.ts): a line that moves an event of an
 * English source to a day the source gives another event, or names nowhere, is stopped; the
 * source's day in other words, a day counted from another ("the next day"), a day whose event the
 * source does not tie and the days of a span are kept. Every text here is synthetic, written for
 * these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { movedWeekdays } from './weekday-events.ts';

const source = (text: string) => claimSource({ text });
const moved = (line: string, text: string) => movedWeekdays(line, source(text));

const CHAT = [
  'Mia: the team lunch with Harlow & Co moved to Thursday at 1pm, same place',
  'Sam: ok. and the expo runs Wed-Fri?',
  'Mia: yes, stand setup is Tuesday afternoon',
].join('\n');
const PLAN =
  'Day 2, Monday, 4 March: Ferry from Split to Hvar at 09:15, then a free afternoon. Day 3, Tuesday, 5 March: Boat tour of the Pakleni islands with lunch on board.';
const FOOD = 'Ana: I vote we barbecue on Sunday and order pizza Saturday. Leo: fine by me.';
const ORDER =
  'Your parcel, ordered on Monday, is delayed. Reply to this email by 17:00 on Wednesday and we will ship the lamp separately the next day.';

describe('movedWeekdays', () => {
  it('stops a weekday the line ties to an event the source ties to another day', () => {
    expect(moved('The lunch with Harlow & Co has moved to Friday at 1pm.', CHAT)).toEqual([
      'Friday',
    ]);
    expect(moved('On Monday they take a boat tour of the Pakleni islands.', PLAN)).toEqual([
      'Monday',
    ]);
    expect(moved('A ferry takes them from Split to Hvar on Tuesday.', PLAN)).toEqual(['Tuesday']);
    expect(moved('They will order pizza on Sunday and barbecue on Saturday.', FOOD)).toEqual([
      'Sunday',
      'Saturday',
    ]);
    // A day the source names nowhere, where it gives the event's day.
    expect(moved('The team lunch is now on Saturday at 1pm.', CHAT)).toEqual(['Saturday']);
    expect(moved('She must reply by Thursday evening to have the lamp sent apart.', ORDER)).toEqual(
      ['Thursday'],
    );
  });

  it("keeps the source's day, in other words too, and the days of a span", () => {
    expect(moved('The lunch with Harlow & Co has moved to Thursday at 1pm.', CHAT)).toEqual([]);
    expect(moved('The lunch with Harlow & Co is now on Thursdays at one.', CHAT)).toEqual([]);
    expect(moved('The expo runs Wednesday to Friday, with setup on Tuesday.', CHAT)).toEqual([]);
    expect(moved('On Tuesday, 5 March, a boat tour of the Pakleni islands.', PLAN)).toEqual([]);
    expect(moved('They will barbecue on Sunday and order pizza on Saturday.', FOOD)).toEqual([]);
  });

  it('keeps a day counted from another, and a day whose event the source does not tie', () => {
    // The next day after Wednesday's reply: Thursday is the day the lamp ships.
    expect(moved('Reply by Wednesday and the lamp ships the next day, Thursday.', ORDER)).toEqual(
      [],
    );
    expect(moved('The lamp ships separately on Thursday, the day after her reply.', ORDER)).toEqual(
      [],
    );
    // Words no day's clause of the source holds: nothing ties the day to another.
    expect(moved('Sam hopes for sunshine on Friday.', CHAT)).toEqual([]);
    // An English reader only: a Spanish source's clauses are not read.
    const spanish = claimSource({ text: 'La cena se mueve al jueves a las 20 h.', lang: 'es' });
    expect(movedWeekdays('La cena se mueve al viernes a las 20 h.', spanish)).toEqual([]);
  });

  it('is a figure claim of the guard, stopping the line', () => {
    const claims = unsupportedClaims(
      'The lunch with Harlow & Co has moved to Friday at 1pm.',
      source(CHAT),
      'normal',
    );
    expect(claims).toContainEqual({ kind: 'figure', text: 'Friday' });
    expect(
      unsupportedClaims(
        'The lunch with Harlow & Co has moved to Thursday at 1pm.',
        source(CHAT),
        'normal',
      ),
    ).toEqual([]);
  });
});

describe('movedWeekdays with a condition before the day', () => {
  const HIKE = [
    'Maya: are we still on for the hike on Saturday?',
    'Leo: yes! the Dipsea trail.',
    "Leo: if it rains we'll push it to Sunday.",
  ].join('\n');

  it("reads the condition before a comma as the day's clause too", () => {
    expect(moved('If it rains, they will move the hike to Sunday.', HIKE)).toEqual([]);
    expect(moved('They will move the hike to Sunday.', HIKE)).toEqual(['Sunday']);
  });
});
