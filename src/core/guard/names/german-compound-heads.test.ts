/**
 * A German compound's last part traded (blind round fifty-three): "Vollzeitkräfte mit 40
 * Stunden" of "Vollzeitstelle mit 40 Wochenstunden" is kept; another first part ("Teilzeit-"), a
 * name in the frame, or a name's compound ("Westfalen-") is not read so.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { tradesSourceCompoundTail } from './german-compound-heads.ts';
import { isGermanWord } from './german-names.ts';

const WAGE =
  'Der gesetzliche Mindestlohn steigt zum 1. Januar 2027 auf 13,90 Euro pro Stunde. Bei einer Vollzeitstelle mit 40 Wochenstunden sind das rund 2.410 Euro brutto im Monat.';

const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: WAGE, lang: 'de' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: a German compound’s last part traded', () => {
  it('keeps the source’s compound said with another last word', () => {
    expect(names('Vollzeitkräfte mit 40 Stunden pro Woche kommen auf rund 2410 Euro.')).toEqual([]);
  });

  it('stops another first part or a name in the frame', () => {
    expect(names('Teilzeitkräfte mit 40 Stunden pro Woche kommen auf rund 2410 Euro.')).toEqual([
      'Teilzeitkräfte',
    ]);
    expect(names('Bei Zalando mit 40 Wochenstunden sind das rund 2.410 Euro brutto.')).toEqual([
      'Zalando',
    ]);
  });
});

describe('tradesSourceCompoundTail', () => {
  const source = claimSource({ text: 'Das Konzert im Westfalenstadion mit der Vollzeitstelle.' });
  const word = (part: string) => isGermanWord(part);
  it('reads a shared German first part before another German word', () => {
    expect(tradesSourceCompoundTail('Vollzeitkräfte', source, word)).toBe(true);
  });
  it('reads no name’s first part, nor another first part', () => {
    expect(tradesSourceCompoundTail('Westfalenhalle', source, word)).toBe(false);
    expect(tradesSourceCompoundTail('Teilzeitkräfte', source, word)).toBe(false);
  });
});
