import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isUmlautPlural, latinVerbStem } from './german-noun-stems.ts';

/** The names the guard stops in a Normal line of a German text. */
const names = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'de' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const BAEDER = 'Die Stadt schließt drei Schwimmbäder wegen Personalmangel.';
const BAUERN = 'Die Bauern protestieren mit Traktoren gegen die Kürzung der Subventionen.';

describe('a German compound of a Latinate verb’s noun or a plural’s umlaut', () => {
  it.each([
    [BAEDER, 'Bäderschließung: drei Bäder zu, es fehlt Personal.'],
    [BAUERN, 'Bauernproteste gegen die Kürzung der Subventionen.'],
  ])('is no name: %s → %s', (text, line) => {
    expect(names(text, line)).toEqual([]);
  });

  it.each([
    [BAEDER, 'Bäderschließung in Bielefeld: drei Bäder zu.', 'Bielefeld'],
    [BAUERN, 'Bauernpräsident Rukwied protestiert gegen die Kürzung.', 'Rukwied'],
  ])('a new name beside it is still stopped: %s → %s', (text, line, name) => {
    expect(names(text, line)).toContain(name);
  });

  it('takes a verb’s stem of five letters or more, and an umlaut’s plural of a known word', () => {
    expect(latinVerbStem('protestieren')).toBe('protest');
    expect(latinVerbStem('studieren')).toBeUndefined();
    const known = (part: string) => part === 'bad';
    expect(isUmlautPlural('bäder', known)).toBe(true);
    expect(isUmlautPlural('bader', known)).toBe(false);
    expect(isUmlautPlural('räder', known)).toBe(false);
  });
});
