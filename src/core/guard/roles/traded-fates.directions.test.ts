/**
 * Two words of one direction are one fate (h265, traded-fates.ts oneDirection): a line that says
 * the source's "vacancies increased … wages rose" as "vacancies rose … wages increased" trades
 * nothing; words of the two sides traded are still a trade.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tradedFates } from './traded-fates.ts';

const JOBS = {
  text: 'The number of job vacancies increased from 8,400 to 10,900, while average weekly wages rose from £612 to £641. Part-time work as a share of employment dropped from 27% to 25%.',
  langs: ['en'],
};

describe('tradedFates: two words of one direction', () => {
  it('keeps the synonyms of one direction given to each other’s subject', () => {
    expect(
      tradedFates('Vacancies rose to 10,900 while wages increased to £641 a week.', JOBS),
    ).toEqual([]);
  });

  it('property: any two rising words, either order, trade no fate', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('rose', 'increased', 'grew', 'climbed', 'went up'),
        fc.constantFrom('rose', 'increased', 'grew', 'climbed'),
        (one, two) => {
          const line = `Vacancies ${one} to 10,900, while wages ${two} to £641.`;
          expect(tradedFates(line, JOBS), line).toEqual([]);
        },
      ),
    );
  });
});
