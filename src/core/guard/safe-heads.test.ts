import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shownSoFar } from '../partial-answer.ts';
import { createSafeHeads } from './safe-heads.ts';
import { lineBeingWrittenFails, safeHead, safeSoFar } from './safe-so-far.ts';
import { claimSource, type GuardMode, unsupportedClaims } from './unsupported-claims.ts';

const PUB =
  'Quiz night at the Anchor was packed. The band played until late and everyone stayed for the last song. Chef @marco_fry served 450 guests until 11 pm.';
const pub = claimSource({ text: PUB, names: ['The Anchor', 'anchorpub'] });

/** Every text a stream shows while `answer` is written a piece at a time, with and without memory. */
function streamed(pieces: readonly string[], mode: GuardMode = 'normal') {
  const heads = createSafeHeads();
  const withMemory: string[] = [];
  const without: string[] = [];
  let text = '';
  for (const piece of pieces) {
    text += piece;
    const soFar = shownSoFar(text, 1);
    without.push(`${lineBeingWrittenFails(soFar, pub, mode)} ${safeSoFar(soFar, pub, mode)}`);
    withMemory.push(
      `${lineBeingWrittenFails(soFar, pub, mode, heads)} ${safeSoFar(soFar, pub, mode, heads)}`,
    );
  }
  return { withMemory, without };
}

describe('a stream’s memory of the heads it cut', () => {
  it('shows what a stream without it shows, partial by partial', () => {
    const answer =
      'The band played until late.\nChef @sam_cook served 900 guests until 2 am and everyone stayed.\nQuiz night at the Anchor was packed.';
    const { withMemory, without } = streamed(answer.match(/\S+\s*|\s+/gu) ?? []);
    expect(withMemory).toEqual(without);
    // The invented handle never shows while its line is being written (a finished line is the
    // guard's to replace: answer-guard.ts).
    const lineBeingWritten = (shown: string) => shown.slice(shown.lastIndexOf('\n') + 1);
    expect(withMemory.some((shown) => lineBeingWritten(shown).includes('@sam_cook'))).toBe(false);
    expect(withMemory.at(-1)).toContain('Quiz night at the Anchor was');
  });

  it('reads a line that holds a stopped claim no more once a whole word follows it', () => {
    const heads = createSafeHeads();
    let reads = 0;
    const claimsOf = (text: string) => {
      reads += 1;
      return unsupportedClaims(text, pub, 'normal');
    };
    const words = 'The band played for Bartholomew Quince and his sisters until very late at night';
    const ends = [...words.matchAll(/\S+/gu)].map((word) => (word.index ?? 0) + word[0].length);
    const shown = ends.map((end) => safeHead(words.slice(0, end), claimsOf, true, heads));
    expect(new Set(shown.slice(5))).toEqual(new Set(['The band played for']));
    const readsOnceStopped = reads;
    // Seven more words, and the guard read none of them.
    for (const end of ends.slice(5))
      safeHead(`${words.slice(0, end)} again`, claimsOf, true, heads);
    expect(reads).toBe(readsOnceStopped);
  });

  it('reads the same head once when the line being written has not changed', () => {
    const heads = createSafeHeads();
    let reads = 0;
    const claimsOf = (text: string) => {
      reads += 1;
      return unsupportedClaims(text, pub, 'normal');
    };
    safeHead('The band played until late and', claimsOf, true, heads);
    safeHead('The band played until late and', claimsOf, true, heads);
    expect(reads).toBe(1);
  });

  it('shows only heads the guard passes while a line is written (property)', () => {
    const word = fc.constantFrom(
      'The',
      'band',
      'played',
      'Anchor',
      'Bartholomew',
      '@sam_cook',
      '@marco_fry',
      '450',
      '900',
      '11 pm',
      '2 am',
      'said “best night”',
      'packed.',
      '\n',
      'https://x.example/a',
    );
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 18 }), (words) => {
        const heads = createSafeHeads();
        let text = '';
        for (const w of words) {
          for (const piece of w === '\n' ? ['\n'] : [w.slice(0, 2), `${w.slice(2)} `]) {
            text += piece;
            const shown = safeSoFar(shownSoFar(text, 1), pub, 'normal', heads);
            const line = shown.slice(shown.lastIndexOf('\n') + 1).trim();
            expect(unsupportedClaims(line, pub, 'normal')).toEqual([]);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
