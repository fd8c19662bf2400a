/**
 * Guessing a pasted text's language takes a time linear in the text (issue 44 item 7's rule for
 * the server's every reading of a source): "A.A.A.…" and "1.1.1.…" of 20,000 characters took
 * 1.3 s, an e-mail address's and a bare host's patterns walked to the end from every letter.
 * Asserted by relative growth of the CPU time (the least of a few runs).
 */
import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.ts';
import { languageWords } from './script-language.ts';

const cpuMs = (text: string, runs = 3): number => {
  let least = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = process.cpuUsage();
    detectLanguage(text);
    const used = process.cpuUsage(started);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return least;
};

describe('the language guess’s cost', () => {
  it.each([
    ['capitals and stops', 'A.'],
    ['digits and stops', '1.'],
    ['bare links', 'a.co/x '],
  ])(
    'grows linearly with the text: %s',
    (_, unit) => {
      const small = unit.repeat(5_000 / unit.length);
      const large = unit.repeat(40_000 / unit.length);
      cpuMs(small, 2);
      cpuMs(large, 1);
      expect(cpuMs(large) / Math.max(cpuMs(small), 0.5)).toBeLessThan(24);
    },
    60_000,
  );

  it('still leaves out each link where it stands, an address and a bare host', () => {
    const words = languageWords(
      'Read a.co/x and b.example/y, write sam@mail.example, see host.com',
    );
    expect(words).not.toMatch(/a\.co|b\.example|sam@|host\.com/u);
    expect(words).toMatch(/Read .* and .* write .* see/u);
  });
});
