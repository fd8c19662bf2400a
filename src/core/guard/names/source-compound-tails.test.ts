/**
 * A German noun that is the last word of a source compound is kept (issue 44, round 42); a
 * name the source lacks still stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const kinds = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'de' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const FLOOD =
  'Hochwasserwarnung für Köln: Der Rheinpegel liegt aktuell bei 7,40 Metern und steigt weiter. Ab 8,30 Metern wird die Uferpromenade gesperrt.';
const MATCH = 'Das Spiel im Westfalenstadion ist ausverkauft, meldet der Verein.';

describe('unsupportedClaims: the last word of a source compound', () => {
  it.each([
    [FLOOD, 'Ab einem Pegel von 8,30 Metern wird die Uferpromenade gesperrt.'],
    [FLOOD, 'Der Pegel steigt weiter.'],
    [MATCH, 'Das Stadion ist ausverkauft.'],
  ])('keeps the noun (%#)', (text, line) => {
    expect(kinds(line, text)).toEqual([]);
  });

  it('still stops a name the source lacks', () => {
    expect(
      kinds('Ab einem Pegel von 8,30 Metern sperrt Schramma die Uferpromenade.', FLOOD),
    ).toEqual(['name:Schramma']);
    expect(kinds('Das Stadion ist ausverkauft, meldet Trainer Kovač.', MATCH)).toEqual([
      'name:Kovač',
    ]);
  });
});
