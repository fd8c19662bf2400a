import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { hedgedPlanClaims } from './hedged-plans.ts';

const release =
  'Admission is £16 for adults. The exhibition closes on 25 January 2026 and will travel to the Scottish National Gallery in Edinburgh in spring 2026. The museum could extend its opening hours in December.';
const stopped = (line: string) =>
  hedgedPlanClaims(line, claimSource({ text: release, lang: 'en' }));

describe('a plan the source states, said as a possibility', () => {
  it.each([
    'The exhibition may travel on to Edinburgh in spring 2026.',
    'After January the exhibition might also travel to the Scottish National Gallery.',
  ])('stops "%s"', (line) => {
    expect(stopped(line)).toEqual([expect.stringMatching(/travel$/u)]);
  });

  it.each([
    'The exhibition will travel on to Edinburgh in spring 2026.',
    // What the source itself hedges may be said hedged.
    'The museum could extend its opening hours in December.',
    // The same verb in another sentence's matter: no two more words of the plan's.
    'Visitors may travel in from anywhere.',
  ])('keeps "%s"', (line) => {
    expect(stopped(line)).toEqual([]);
  });

  it('lets a line say either where the source hedges the verb too', () => {
    const both = `${release} The show could travel to Dublin after Edinburgh.`;
    const line = 'The exhibition may travel on to Edinburgh in spring 2026.';
    expect(hedgedPlanClaims(line, claimSource({ text: both, lang: 'en' }))).toEqual([]);
  });
});
