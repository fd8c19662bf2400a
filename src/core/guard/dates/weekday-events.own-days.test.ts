/**
 * A weekday's clause reads the clause before it only where that clause names no day of its own
 * (weekday-events.ts). Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const CHAT = [
  '[09:06] Priyanka: QA said they need 2 full days, so if we want to ship Thursday the build has to be ready by Tuesday morning',
  '[09:40] Stefan: the migration on the orders table took 14 minutes on staging',
  "[09:42] Stefan: yes, I'll schedule it for Wednesday 1am, before the release",
  "[09:45] Carlos: I'm off on Thursday, Yuki can you cover the web release too?",
].join('\n');

describe('movedWeekdays: the clause before with a day of its own', () => {
  it("keeps a second day told in its own clause after the first's", () => {
    expect(
      stopped("The orders migration runs at 1am on Wednesday, ahead of Thursday's release.", CHAT),
    ).toEqual([]);
  });

  it('still stops the days traded or changed', () => {
    expect(
      stopped("The orders migration runs at 1am on Thursday, ahead of Wednesday's release.", CHAT),
    ).toContain('Thursday');
    expect(
      stopped("The orders migration runs at 1am on Tuesday, ahead of Thursday's release.", CHAT),
    ).toContain('Tuesday');
  });
});
