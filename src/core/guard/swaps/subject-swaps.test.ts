/**
 * Two people's figures traded (subject-swaps.ts): every name and figure is the source's; the line
 * tells each figure of the other's subject. A line keeping each figure's subject, in any order, or
 * naming one of them otherwise, is not stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { subjectBefore } from './subject-swaps.ts';

const figures = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const RACE =
  "Japan's Akira Akasaki was second in 2:06:15, after officials corrected a timing error, and Ethiopia's Chimdessa Debele was third in 2:06:57.";
const PARTIDO = 'Carla Ruiz marcó 21 puntos y Ana López anotó 14 en la final.';
const COURSE = 'Marie Dubois a couru en 31 minutes et Léa Martin en 33 minutes.';

describe('subjectSwaps: two people’s figures traded', () => {
  it('stops two figures each told of the other’s subject, in English, Spanish and French', () => {
    expect(
      figures(
        "Ethiopia's Chimdessa Debele was second in 2:06:15 and Japan's Akira Akasaki third in 2:06:57.",
        RACE,
      ),
    ).not.toEqual([]);
    expect(figures('Ana López marcó 21 puntos y Carla Ruiz 14.', PARTIDO, 'es')).toContain('21');
    expect(
      figures('Léa Martin a couru en 31 minutes et Marie Dubois en 33 minutes.', COURSE, 'fr'),
    ).not.toEqual([]);
  });

  it('keeps each figure with its subject, in any order, and a subject worded otherwise', () => {
    expect(
      figures(
        "Ethiopia's Chimdessa Debele was third in 2:06:57 and Japan's Akira Akasaki second in 2:06:15.",
        RACE,
      ),
    ).toEqual([]);
    expect(figures('Carla Ruiz marcó 21 puntos y Ana López 14.', PARTIDO, 'es')).toEqual([]);
    expect(figures('The runner-up ran 2:06:15 and Debele 2:06:57.', RACE)).toEqual([]);
  });

  it('reads a figure’s subject as its clause’s first name', () => {
    const text =
      "Japan's Akira Akasaki was second in 2:06:15, and Ethiopia's Chimdessa Debele third in 2:06:57.";
    expect(subjectBefore(text, text.indexOf('2:06:15'))).toBe('akasaki');
    expect(subjectBefore(text, text.indexOf('2:06:57'))).toBe('debele');
    expect(subjectBefore('the race was won in 2:02:16', 20)).toBeUndefined();
  });
});
