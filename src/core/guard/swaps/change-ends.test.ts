import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const PATCH =
  'Engineers: Turret build time reduced from 6 seconds to 4.5 seconds. Engineers had the lowest pick rate in the game at 4%.';
const ELECTION =
  'Rahman won 51.8 percent of the vote. Turnout was 47 percent, up from 39 percent at the last mayoral election in 2021, and the highest since 2005.';
const FARES =
  'From 6 April, fares for under-19s will fall from £2 to £1.50 a journey on every bus in the city.';

/** The figures the guard stops in a Normal line of an English text. */
const figures = (text: string, line: string, lineLang?: string) =>
  unsupportedClaims(
    line,
    claimSource({ text, lang: 'en', ...(lineLang ? { lineLang } : {}) }),
    'normal',
  )
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe("a change's ends told the wrong way round", () => {
  it.each([
    [PATCH, 'Turrets now build in 6 seconds instead of 4.5.', '6 seconds'],
    [PATCH, 'Turrets take 6 seconds rather than 4.5 seconds to build.', '6 seconds'],
    [FARES, 'Under-19s will pay £2 a journey instead of £1.50 from 6 April.', '£2'],
  ])('stops the end said as the start: %s / %s', (text, line, stopped) => {
    expect(figures(text, line)).toContain(stopped);
  });

  it.each([
    [PATCH, 'Turrets now build in 4.5 seconds instead of 6.'],
    [PATCH, 'Turret build time drops from 6 to 4.5 seconds.'],
    [FARES, 'Under-19s will pay £1.50 a journey instead of £2 from 6 April.'],
  ])('keeps the faithful twin: %s / %s', (text, line) => {
    expect(figures(text, line)).toEqual([]);
  });
});

describe("a change's start told as where it stands", () => {
  it.each([
    [ELECTION, 'Rahman won 51.8% of the vote on a turnout of 39%.', '39%'],
    [FARES, 'Under-19s will pay £2 a journey from 6 April.', '£2'],
  ])('stops it: %s / %s', (text, line, stopped) => {
    expect(figures(text, line)).toContain(stopped);
  });

  it.each([
    // The change's end, or the start told as a start, a past or with its own words.
    [ELECTION, 'Rahman won 51.8% of the vote on a turnout of 47%.'],
    [ELECTION, 'Turnout rose to 47% from 39%.'],
    [ELECTION, 'Turnout was 39% at the last election.'],
    [ELECTION, 'Turnout had been 39% in 2021.'],
    [FARES, 'Fares for under-19s fall from £2 to £1.50 a journey from 6 April.'],
  ])('keeps it: %s / %s', (text, line) => {
    expect(figures(text, line)).toEqual([]);
  });

  it("keeps a span's first end, which no change tells", () => {
    const HOURS = 'The museum is open daily from 10:00 to 16:00.';
    expect(figures(HOURS, 'The museum opens at 10:00.')).toEqual([]);
    const CAMP = 'The camp takes children from 5 to 12 years old, for £40 a day.';
    expect(figures(CAMP, 'Children of 5 can join the camp for £40 a day.')).toEqual([]);
  });

  it('reads no translation, whose words are not the source', () => {
    expect(figures(ELECTION, 'La participation a été de 39 %.', 'fr')).toEqual([]);
  });
});
