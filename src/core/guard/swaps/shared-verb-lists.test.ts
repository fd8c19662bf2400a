/**
 * Two figures of one verb listed in another order (shared-verb-lists.ts, read by figure-ties.ts).
 * Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const TRIAL =
  'Daytime sleepiness scores fell by 18 percent in the later-start group and by 4 percent in the control group. Attendance improved from 91 to 95 percent.';
const OUTAGE =
  "The on-call engineer spent 11 minutes checking the provider's status page and logs. The failover itself took 18 minutes, longer than the 5 minutes the runbook expects.";

describe('keptInSharedVerbList: one verb, its figures in another order', () => {
  it('keeps each figure with the words the source writes after it', () => {
    expect(
      stopped(
        'Sleepiness fell 4 percent in control schools and 18 percent in the later-start schools.',
        TRIAL,
      ),
    ).toEqual([]);
    expect(
      stopped('It took 11 minutes to rule out the payment provider and 18 to fail over.', OUTAGE),
    ).toEqual([]);
  });

  it('still stops the figures traded between the phrases', () => {
    expect(
      stopped(
        'Sleepiness fell 18 percent in control schools and 4 percent in the later-start schools.',
        TRIAL,
      ),
    ).toContain('18 percent');
    expect(
      stopped(
        'Sleepiness fell 4 percent in the later-start group and 18 percent in the control group.',
        TRIAL,
      ),
    ).toContain('4 percent');
    expect(
      stopped('It took 11 minutes to fail over and 18 to rule out the payment provider.', OUTAGE),
    ).toContain('11 minutes');
  });
});
