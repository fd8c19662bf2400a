import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isLatinateAgentPlural } from './latinate-agents.ts';

/** The names the guard stops in a Normal line of a text in `lang`. */
const names = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('a German or Dutch plural of a Latinate agent', () => {
  it.each([
    ['Die Polizei nahm 14 Personen fest.', '14 Demonstranten festgenommen.', 'de'],
    ['Die Universität hat 300 neue Plätze.', 'Mehr Plätze für Studenten.', 'de'],
    [
      'De politie hield 14 mensen aan bij het protest.',
      'Demonstranten opgepakt: 14 aanhoudingen.',
      'nl',
    ],
  ])('is no name: %s → %s', (text, line, lang) => {
    expect(names(text, line, lang)).toEqual([]);
  });

  it.each([
    ['Die Polizei nahm 14 Personen fest.', 'Vincent nahm 14 Personen fest.', 'de', 'Vincent'],
    ['De politie hield 14 mensen aan.', 'Durant hield 14 mensen aan.', 'nl', 'Durant'],
  ])('a singular ending so is a name still: %s → %s', (text, line, lang, name) => {
    expect(names(text, line, lang)).toContain(name);
  });

  it('is read in German and Dutch only ("Cervantes", "Fuentes" end on no such plural)', () => {
    expect(isLatinateAgentPlural('Studenten', 'de')).toBe(true);
    expect(isLatinateAgentPlural('Studenten', 'en')).toBe(false);
    expect(isLatinateAgentPlural('Student', 'de')).toBe(false);
  });
});
