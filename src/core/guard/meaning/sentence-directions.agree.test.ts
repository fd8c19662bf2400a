/**
 * An agreement said as a refusal (direction-words.data.ts: "agree" on approval's side, read by
 * sentence-directions.ts; the sixth set of documents): "he rejects the 120 cleaning charge" of
 * "So you agree to the 120 for cleaning. Yes, the 120 is fine." is stopped; the agreement kept,
 * and a refusal of what the source refuses, are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { sentenceDirections } from './sentence-directions.ts';

const turned = (text: string, line: string) =>
  sentenceDirections(line, claimSource({ text, lang: 'en' }));

const REPAIRS =
  'Ana: So you agree to the 85 for the broken blind. Tom: Yes, the 85 is fine. Tom: The 200 for repainting I refuse to pay, the walls were like that when I moved in.';

describe('an agreement said as a refusal', () => {
  it('stops it', () => {
    expect(turned(REPAIRS, 'Tom rejects the 85 charge for the broken blind.')).toEqual(['rejects']);
  });

  it('keeps the agreement, and the refusal the source has', () => {
    expect(turned(REPAIRS, 'Tom accepts the 85 charge for the broken blind.')).toEqual([]);
    expect(turned(REPAIRS, 'Tom refuses to pay the 200 for repainting.')).toEqual([]);
  });
});
