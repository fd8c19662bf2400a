/**
 * One set of a listed match score turned round (turned-set-scores.ts): "6:4, 6:3, 7:6" of "6:4,
 * 3:6, 7:6". The list as the source writes it, in part, or turned whole is kept. Every text here
 * is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { turnedSetScores } from './turned-set-scores.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const FINAL =
  'Иван Серов выиграл турнир в Казани, обыграв в финале Петра Лунина со счётом 6:4, 3:6, 7:6 (7:5). Матч длился 2 часа.';
const OPEN = 'Mara Lind won the Open final against Ana Ruiz 7-5, 2-6, 6-3 in two hours.';

describe('turnedSetScores: one set of a match turned round', () => {
  it('stops a set the line turns while keeping another as the source writes it', () => {
    expect(
      stopped('Серов обыграл Лунина в финале со счётом 6:4, 6:3, 7:6 (7:5).', FINAL, 'ru'),
    ).toEqual(expect.arrayContaining(['6:3']));
    expect(stopped('Lind beat Ruiz 7-5, 6-2, 6-3 in the Open final.', OPEN, 'en')).toEqual(
      expect.arrayContaining(['6-2']),
    );
  });

  it('keeps the sets as the source writes them, in part, or the whole list turned', () => {
    expect(
      stopped('Серов взял титул в Казани: 6:4, 3:6, 7:6 в финале против Лунина.', FINAL, 'ru'),
    ).toEqual([]);
    expect(stopped('Lind won the Open final 7-5, 2-6, 6-3.', OPEN, 'en')).toEqual([]);
    expect(stopped('Lind won the Open final: 2-6, 6-3 in the last two sets.', OPEN, 'en')).toEqual(
      [],
    );
    // Told from the loser's side, every set turned: which side is score-sides.ts's to read.
    expect(turnedSetScores('Ruiz lost the Open final to Lind 5-7, 6-2, 3-6.', OPEN)).toEqual([]);
  });
});
