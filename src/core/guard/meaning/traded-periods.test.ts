/**
 * What holds during a period and what after it, traded (traded-periods.ts). A line that keeps the
 * sides, or a source that ties nothing both ways, is kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'negation')
    .map((claim) => claim.text);

const OFFER =
  'The role is based at our Bristol office. You may work from home up to two days a week once you have completed your six-month probation period; during probation we ask you to be in the office four days a week.';
const LEASE =
  'During the renovation, tenants will park in the north garage. After the renovation, each flat gets two spaces in the new east lot.';

describe('a line that trades what holds during a period and after it', () => {
  it.each([
    [
      OFFER,
      'He can work from home up to two days a week during his six-month probation, after which he must be in the office four days a week.',
      ['during', 'after'],
    ],
    [OFFER, 'During probation he may work from home two days a week.', ['during']],
    [LEASE, 'After the renovation tenants park in the north garage.', ['after']],
  ])('stops it: %#', (text, line, words) => {
    expect(claims(line, text)).toEqual(words);
  });
});

describe('a line that keeps the sides', () => {
  it.each([
    [
      OFFER,
      'He can work from home up to two days a week after his six-month probation, during which he must be in the office four days a week.',
    ],
    [OFFER, 'During probation he must be in the office four days a week.'],
    [LEASE, 'During the renovation tenants park in the north garage, then get two spaces each.'],
    // A period the source ties nothing to after it.
    [
      'During the storm, the ferry stayed in port and the bridge was closed.',
      'During the storm the bridge was closed and the ferry stayed in port.',
    ],
  ])('keeps it: %#', (text, line) => {
    expect(claims(line, text)).toEqual([]);
  });
});
