/**
 * Durations a source states in a form a line rewrites (duration-keys.ts, round twenty-two): a
 * race's "2:05:37" as its hours, minutes and seconds, "the last half hour" as 30 minutes. Each
 * keeps stopping the line that changes the duration.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { addDurationKeys } from './duration-keys.ts';

const claims = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const MARATHON =
  "Daniel Kiprono of Kenya won the men's race in 2:05:37, 41 seconds ahead of Haile Dessu.";
const STREAM = 'Launch livestream: it runs 90 minutes, with Q&A in the last half hour.';

describe('a source holds its durations as a line rewrites them', () => {
  it("reads a race's 2:05:37 as two hours, five minutes and 37 seconds", () => {
    expect(claims('Kiprono won in two hours, five minutes and 37 seconds.', MARATHON)).toEqual([]);
    expect(claims('Kiprono won in 2 hours 5 minutes 37 seconds.', MARATHON)).toEqual([]);
    expect(claims('Kiprono won in two hours, five minutes and 47 seconds.', MARATHON)).toEqual([
      'figure:47 seconds',
    ]);
    expect(claims('Kiprono won in three hours, five minutes and 37 seconds.', MARATHON)).toEqual([
      'figure:three hours',
    ]);
  });

  it('reads half an hour as 30 minutes, and a quarter of an hour as 15, in the languages read', () => {
    expect(claims('It runs 90 minutes, with a 30-minute Q&A at the end.', STREAM)).toEqual([]);
    expect(claims('It runs 90 minutes, with a 40-minute Q&A at the end.', STREAM)).toEqual([
      'figure:40',
    ]);
    const german = 'Der Bus fährt jede Viertelstunde, die Fahrt dauert eine halbe Stunde.';
    expect(
      claims('Die Fahrt dauert 30 Minuten, der Bus fährt alle 15 Minuten.', german, 'de'),
    ).toEqual([]);
  });

  it('adds no minutes to a source with no such duration', () => {
    const keys = new Set<string>();
    addDurationKeys('Doors open at 7:30, and the show ends at 22:15.', keys);
    addDurationKeys('Half the tickets are sold; the hour is late.', keys);
    expect([...keys]).toEqual([]);
  });
});

describe('unsupportedClaims: hours a source writes with "h" (round twenty-seven)', () => {
  const trailer = 'Trailer 3 já tem 80 milhões de views em 24h. Pré-venda por R$ 349,90.';

  it('holds the hours spelled out', () => {
    expect(claims('O trailer já soma 80 milhões de views em 24 horas.', trailer, 'pt')).toEqual([]);
    expect(
      claims('The trailer got 80 million views in 24 hours.', 'Trailer got 80M views in 24h.'),
    ).toEqual([]);
  });

  it('stops other hours, and reads no duration in a clock', () => {
    expect(claims('O trailer já soma 80 milhões de views em 48 horas.', trailer, 'pt')).toEqual([
      'figure:48 horas',
    ]);
    expect(
      claims('Le concert dure 20 heures.', 'Le concert commence à 20h30 au Zénith.', 'fr'),
    ).toEqual(['figure:20 heures']);
  });
});
