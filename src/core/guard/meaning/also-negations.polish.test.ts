/**
 * An "also" of what the source rules out, in Polish (also-negations.ts): round fifty-two's "Cięcia
 * obejmą także zespół w Gdańsku" of "Zespół w Gdańsku nie zostanie objęty redukcjami" was kept: no
 * Polish word for "also" was read.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { alsoNegations } from './also-negations.ts';

const LAYOFFS =
  'Warszawski software house Nexora zwolni 320 z 1450 pracowników. Cięcia nastąpią w dwóch turach. Zwalniani dostaną trzy pensje odprawy. Zespół w Gdańsku nie zostanie objęty redukcjami.';

const stopped = (line: string, text = LAYOFFS) =>
  alsoNegations(line, claimSource({ text, lang: 'pl' }));

describe('a Polish "also" of what the source rules out', () => {
  it('stops the team the cuts spare said to be cut too, in each word for "also"', () => {
    for (const line of [
      'Cięcia obejmą także zespół w Gdańsku.',
      'Redukcje dotkną również zespół w Gdańsku.',
    ]) {
      expect(stopped(line)).toEqual([line]);
    }
    expect(
      unsupportedClaims(
        'Cięcia obejmą także zespół w Gdańsku.',
        claimSource({ text: LAYOFFS, lang: 'pl' }),
        'normal',
      ),
    ).toContainEqual({ kind: 'negation', text: 'Cięcia obejmą także zespół w Gdańsku.' });
  });

  it('keeps the faithful restatement, and a short "also" of a clause that negates nothing', () => {
    expect(stopped('Redukcje ominą zespół w Gdańsku.')).toEqual([]);
    expect(stopped('Także zespół w Gdańsku nie zostanie objęty cięciami.')).toEqual([]);
    expect(stopped('Zwalniani dostaną także trzy pensje odprawy.')).toEqual([]);
  });

  it('keeps an "also" of another team, which shares one word with the clause that negates', () => {
    expect(stopped('Cięcia obejmą także zespół w Krakowie.')).toEqual([]);
  });
});
