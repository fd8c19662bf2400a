/**
 * A name told of another day's event (weekday-places.ts): a line that puts a day's event in a place
 * (or with a person) the source ties to another day is stopped; the source's own pairing, a name
 * the day's clause of the source also holds, and a day the source ties no name to are kept. Every
 * text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { movedDayNames } from './weekday-places.ts';

const source = (text: string) => claimSource({ text });
const moved = (line: string, text: string) => movedDayNames(line, source(text));

const SERIES =
  'The Hawks won 101-99 on Sunday. Game 3 is Wednesday in Denver, and Game 4 is Friday in Atlanta.';
const TOUR =
  'The band plays Leeds on Thursday and Glasgow on Saturday. Tickets for the Glasgow show sold out in an hour.';
const ROTA = 'This week Priya covers the help desk on Monday, and Tomasz covers it on Tuesday.';

describe('movedDayNames', () => {
  it('stops a name the line ties to a day the source ties to another name', () => {
    expect(moved('Game 3 is on Wednesday in Atlanta.', SERIES)).toEqual(['Atlanta']);
    expect(moved('The series moves to Atlanta for Game 3 on Wednesday.', SERIES)).toEqual([
      'Atlanta',
    ]);
    expect(moved('The band plays Glasgow on Thursday.', TOUR)).toEqual(['Glasgow']);
    expect(moved('Tomasz covers the help desk on Monday.', ROTA)).toEqual(['Tomasz']);
  });

  it("keeps the source's pairing, in other words too", () => {
    expect(moved('Game 3 is on Wednesday in Denver.', SERIES)).toEqual([]);
    expect(moved('Denver hosts Game 3 on Wednesday.', SERIES)).toEqual([]);
    expect(moved('The band plays Leeds on Thursday, then Glasgow.', TOUR)).toEqual([]);
    expect(moved('Priya covers the help desk on Monday.', ROTA)).toEqual([]);
  });

  it('keeps a name the source ties to no day, and a day whose clause names no one', () => {
    // The Hawks are named on no day but Sunday's, and the line's Sunday is theirs.
    expect(moved('The Hawks won on Sunday.', SERIES)).toEqual([]);
    // A name the source never holds is the reader of names' (unknown-names.ts), not this one's.
    expect(moved('Game 3 is on Wednesday in Boston.', SERIES)).toEqual([]);
    // A day the source names nowhere: weekday-events.ts reads it.
    expect(moved('Game 3 is on Monday in Denver.', SERIES)).toEqual([]);
  });

  it('is a name claim of a Normal line', () => {
    expect(
      unsupportedClaims('Game 3 is on Wednesday in Atlanta.', source(SERIES), 'normal'),
      // The game's number is told with Game 4's Atlanta too (clause-swaps.ts): a figure beside it.
    ).toContainEqual({ kind: 'name', text: 'Atlanta' });
    expect(
      unsupportedClaims('Game 3 is on Wednesday in Denver.', source(SERIES), 'normal'),
    ).toEqual([]);
  });
});
