/**
 * A two-letter acronym a short post spells out (two-letter-acronyms.ts, round thirty-seven's
 * review): "PBs" of "personal bests" was stopped for a name.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const CLUB =
  'Great day for Leeds City AC at the Manchester Marathon on Sunday! 46 of our runners finished, 12 of them with personal bests.';

const stopped = (line: string, text = CLUB) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal').map((claim) => claim.text);

describe('a two-letter acronym of two words of a post', () => {
  it('keeps it, plural or not', () => {
    expect(stopped('46 Leeds City AC runners finished the marathon, 12 with PBs.')).toEqual([]);
    expect(stopped('Twelve runners ran a PB at the Manchester Marathon.')).toEqual([]);
  });

  it('stops one the post does not spell', () => {
    expect(stopped('46 runners finished, 12 with PBs, the EU said.')).toEqual(['EU']);
  });

  it('reads no long document’s pairs', () => {
    const long = `${'The committee met again. '.repeat(45)}Runners set personal bests.`;
    expect(stopped('Runners set PBs.', long)).toEqual(['PBs']);
  });
});
