/**
 * The rules writer's cost grows with the text, not its square (issue 44 item 7's rule, for the
 * writer that answers with no model): a sentence compromise never splits ("Dr. " again and again)
 * was tagged whole to shorten it, and compromise's sentence splitter is quadratic on it: 20,000
 * characters took 2.3 s. Asserted by relative growth of the CPU time (the least of a few runs).
 */
import { describe, expect, it } from 'vitest';
import { writeLocally } from './write-locally.ts';

const cpuMs = (text: string, runs = 3): number => {
  let least = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = process.cpuUsage();
    writeLocally({ kind: 'summary', mode: 'normal', sourceText: text, lang: 'en' });
    const used = process.cpuUsage(started);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return least;
};

describe('the rules writer’s cost', () => {
  it.each([
    ['one sentence of abbreviations', 'Dr. '],
    ['one sentence of words', 'word '],
  ])(
    'shortens a long sentence in a time linear in it: %s',
    (_, unit) => {
      const small = unit.repeat(1_250 / unit.length);
      const large = unit.repeat(20_000 / unit.length);
      cpuMs(small, 2);
      cpuMs(large, 1);
      const growth = cpuMs(large) / Math.max(cpuMs(small), 0.5);
      // Sixteen times the text: about sixteen times the work, where the old reading cost over 70.
      expect(growth).toBeLessThan(48);
    },
    60_000,
  );

  it('still writes a card of such a text, each line within the card’s room', () => {
    const lines = writeLocally({
      kind: 'summary',
      mode: 'normal',
      sourceText: 'Dr. '.repeat(5_000),
      lang: 'en',
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThan(2_000);
  });
});
