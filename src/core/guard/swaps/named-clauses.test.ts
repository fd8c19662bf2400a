/**
 * Two figures traded between a named clause and a nameless one in a translation
 * (named-clauses.ts): the source names a party beside one share and no one beside the turnout;
 * a line that names the party beside the turnout's figure and no one beside the party's has traded
 * them. Each figure beside its own clause, and a name added beside one figure alone, are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const COUNCIL =
  'На выборах в городской совет партия «Рассвет» получила 44%, партия «Союз» — 31%, а явка составила 52%.';

const stopped = (line: string) =>
  unsupportedClaims(line, claimSource({ text: COUNCIL, lang: 'ru', lineLang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('namedClauses: figures traded between a named clause and a nameless one', () => {
  it('stops a figure told of a name where the source tells it of no one, the two traded', () => {
    expect(stopped('Turnout was 44%, and the Dawn party won 52%.')).toEqual(['52%']);
  });

  it('keeps each figure beside its own clause', () => {
    expect(stopped('Turnout was 52%, and the Dawn party won 44%.')).toEqual([]);
    expect(stopped('The Dawn party won 44% and the Union party 31%, on a turnout of 52%.')).toEqual(
      [],
    );
  });

  it('keeps a name added beside one figure alone', () => {
    expect(stopped('Turnout in the city council election was 52%.')).toEqual([]);
  });
});
