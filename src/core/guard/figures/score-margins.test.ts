/** A score's margin (score-margins.ts): kept as the score's difference, stopped otherwise. */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const WON = 'The team won 3-1 at home on Saturday.';

describe('score margins', () => {
  it('keeps a margin the score makes, said "by" or as a win', () => {
    expect(figures('The team won by two goals.', WON)).toEqual([]);
    expect(figures('A two-goal win at home for the team.', WON)).toEqual([]);
  });

  it('stops a margin no score makes, though the source holds its number', () => {
    expect(figures('The team won by three goals.', WON)).toEqual(['three']);
    expect(figures('A three-goal win at home for the team.', WON)).toEqual(['three']);
  });

  it('keeps a margin the source says itself, and reads no points total or deficit as one', () => {
    const lead = 'City won 4-2 after a three-goal lead at half time.';
    expect(figures('City won by two after leading by three goals.', lead)).toEqual([]);
    expect(
      figures(
        'Arsenal beat Spurs 2-1 to go top on 31 points.',
        'Arsenal beat Spurs 2-1 and are top with 31 points.',
      ),
    ).toEqual([]);
  });

  it('leaves a margin put as a score stopped', () => {
    expect(figures('The team won 3-2.', 'He scored 2 goals and the team won by 1.')).toEqual([
      '3-2',
    ]);
  });

  it('reads a margin’s phrase of other languages, no win asked beside it', () => {
    const cases: ReadonlyArray<readonly [string, string, string, string]> = [
      [
        'es',
        'El Sevilla ganó 3-1 al Betis.',
        'por dos goles de diferencia',
        'por tres goles de diferencia',
      ],
      [
        'pt',
        'O Benfica venceu o Porto por 3-1.',
        'dois golos de diferença',
        'três golos de diferença',
      ],
      ['fr', 'Lyon a battu Nice 3-1 samedi.', "avec deux buts d'écart", "avec trois buts d'écart"],
      [
        'de',
        'Leipzig gewann 3:1 gegen Köln.',
        'mit zwei Toren Vorsprung',
        'mit drei Toren Vorsprung',
      ],
      ['it', "L'Inter ha battuto il Milan 3-1.", 'con due gol di scarto', 'con tre gol di scarto'],
      [
        'nl',
        'Ajax won met 3-1 van PSV.',
        'met twee doelpunten verschil',
        'met drie doelpunten verschil',
      ],
    ];
    for (const [lang, text, kept, stopped] of cases) {
      expect(figures(`Ganó ${kept}.`, text, lang), kept).toEqual([]);
      expect(figures(`Ganó ${stopped}.`, text, lang), stopped).toHaveLength(1);
    }
  });
});
