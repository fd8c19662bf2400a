/**
 * A number's kind from the tokens around it (figure-units.ts): here, a day written with the degree
 * sign as Italians write the first of a month ("1° gennaio"), which round thirteen's source held
 * as no day, so its translation's "from 1 January" was stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { figuresOf } from './claim-figures.ts';

const kindOf = (text: string, langs: string[], figure: string) =>
  figuresOf(text, langs).find((one) => one.text === figure)?.kind;

describe('readUnits: a day written with the degree sign', () => {
  it('reads "1° gennaio" as a day of its month, a temperature still a count', () => {
    expect(kindOf('Dal 1° gennaio cambia tutto.', ['it'], '1')).toBe('date');
    expect(kindOf('Oggi 21° al sole.', ['it'], '21')).toBe('count');
  });

  it('holds the day a translation writes, and stops another', () => {
    const text = 'Dal 1° gennaio limite di 30 km/h in quasi tutta la città.';
    const asked = (line: string) =>
      unsupportedClaims(line, claimSource({ text, lang: 'it', lineLang: 'en' }), 'normal').map(
        (claim) => `${claim.kind}:${claim.text}`,
      );
    expect(asked('A 30 km/h limit across most of the city from 1 January.')).toEqual([]);
    expect(asked('A 30 km/h limit across most of the city from 2 January.')).toEqual(['figure:2']);
  });
});
