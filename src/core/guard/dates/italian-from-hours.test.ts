/**
 * Italian's "dalle 9", the hour a span starts at, is a clock's hour as "alle 19" is
 * (figure-words.ts's CLOCK_PREPOSITIONS; round fifty-three): a line that writes it with its minutes
 * keeps it, a line that moves it is stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'it' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const LIBRARY =
  'Gli orari: dal martedì al venerdì dalle 9 alle 19, il sabato dalle 9 alle 13; chiusa domenica e lunedì.';
const POOL = 'La piscina comunale riapre lunedì: aperta dalle 8 alle 21, ingresso a 6 euro.';

describe('an Italian hour after "dalle"', () => {
  it('keeps the hour the source starts a span at, written with its minutes', () => {
    expect(figures('Da martedì a venerdì apre dalle 9:00 alle 19:00.', LIBRARY)).toEqual([]);
    expect(figures('La piscina apre alle 8:00 e chiude alle 21:00.', POOL)).toEqual([]);
  });

  it('stops a start hour or its minutes the source never gave', () => {
    expect(figures('Da martedì a venerdì apre dalle 10:00 alle 19:00.', LIBRARY)).toEqual([
      '10:00',
    ]);
    expect(figures('La piscina apre dalle 8:30 alle 21:00.', POOL)).toEqual(['8:30']);
  });
});
