/**
 * A person told with their own figures in words the document binds to another of its people
 * (figure-owned-people.ts): kept; put on the other's figures, stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { withoutFigureOwnedPeople } from './figure-owned-people.ts';

const CLUB =
  "Great day for Leeds City AC at the Manchester Marathon on Sunday! Emma Clarke was the club's first woman home in 2:51:08, 9th in her age group, and Tom Reid ran 2:29:40 to finish 58th overall out of 27,000.";

const stopped = (line: string) =>
  unsupportedClaims(
    line,
    claimSource({ text: CLUB, names: ['Leeds City AC', 'leedscityac'], lang: 'en' }),
    'normal',
  ).map((claim) => claim.text);

describe('a person told with their own figures', () => {
  it("keeps them in another's words", () => {
    expect(stopped("Tom Reid was the club's fastest in 2:29:40, 58th of 27,000.")).toEqual([]);
  });

  it("stops them on the other's figures, and the other on theirs", () => {
    expect(stopped("Tom Reid was the club's first woman home in 2:51:08.")).toContain('Tom Reid');
    expect(stopped('Emma Clarke ran 2:29:40 to finish 58th overall.')).toContain('Emma Clarke');
  });

  it('reads a person’s figures up to the next name or the sentence’s end', () => {
    const line = "Tom Reid was the club's fastest in 2:29:40.";
    expect(withoutFigureOwnedPeople(['Tom Reid'], line, CLUB)).toEqual([]);
    expect(withoutFigureOwnedPeople(['Emma Clarke'], line, CLUB)).toEqual(['Emma Clarke']);
    expect(
      withoutFigureOwnedPeople(['Tom Reid'], "Tom Reid was the club's fastest.", CLUB),
    ).toEqual(['Tom Reid']);
  });
});
