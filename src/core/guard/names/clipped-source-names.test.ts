/**
 * A source's long name clipped to its start (clipped-source-names.ts): "Juve" of "Juventus" kept,
 * another club, or a name another person's ending makes, still a name of its own.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isClippedSourceWord } from './clipped-source-names.ts';

const DYBALA =
  "UFFICIALE: Paulo Dybala rinnova con la Roma fino al 2026. L'attaccante argentino, arrivato dalla Juventus nel 2022, ha segnato 38 gol in 98 presenze. Ieri l'incontro con la Sampdoria.";

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, names: ['', ''] }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: a long name clipped', () => {
  it('keeps "Juve" of "Juventus" and "Samp" of "Sampdoria"', () => {
    expect(names("Arrivato dalla Juve nel 2022, l'argentino prolunga.", DYBALA, 'it')).toEqual([]);
    expect(names('Ieri il vertice con la Samp.', DYBALA, 'it')).toEqual([]);
  });

  it('still stops another club put in its place', () => {
    expect(names("Arrivato dal Milan nel 2022, l'argentino prolunga.", DYBALA, 'it')).toEqual([
      'Milan',
    ]);
  });
});

describe('isClippedSourceWord', () => {
  const source = {
    text: 'Andy Robertson, Tom Hansen and Christopher Martinez played for Juventus.',
  };

  it('reads a start of four letters or more, three or more cut off', () => {
    expect(isClippedSourceWord('Juve', source)).toBe(true);
    expect(isClippedSourceWord('Chris', source)).toBe(true);
    expect(isClippedSourceWord('Juv', source)).toBe(false);
    expect(isClippedSourceWord('Juventu', source)).toBe(false);
  });

  it("reads no name another person's ending makes of it", () => {
    expect(isClippedSourceWord('Robert', source)).toBe(false);
    expect(isClippedSourceWord('Martin', source)).toBe(false);
    expect(isClippedSourceWord('Hans', { text: 'Lars Hanssen won.' })).toBe(false);
  });
});

describe('a longer start of a source name', () => {
  it('is another name, not a clipping ("Oxford" of "Oxfordshire")', () => {
    expect(isClippedSourceWord('Oxford', { text: 'A synchrotron in Oxfordshire was used.' })).toBe(
      false,
    );
    expect(
      names(
        'Researchers from Birmingham and Oxford report a new cathode.',
        'Researchers at the University of Birmingham used a synchrotron in Oxfordshire for a new cathode.',
        'en',
      ),
    ).toEqual(['Oxford']);
  });
});
