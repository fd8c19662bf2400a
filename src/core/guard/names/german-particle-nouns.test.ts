import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isParticleNounCompound } from './german-particle-nouns.ts';

/** The names the guard stops in a Normal line of a German text. */
const names = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'de' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const PREISE = 'Der Minister sagte, die Preise steigen nächsten Monat.';
const ZUG = 'Der Zug fiel wegen eines Defekts aus, die Fahrgäste warteten zwei Stunden.';
const STELLEN = 'Das Unternehmen streicht 500 Stellen, auch wegen der Flüge nach Asien.';
const BRUECKE = 'Der Bürgermeister kündigte an, die Brücke zu sanieren.';

describe("a German compound ending on a particle verb's noun", () => {
  it.each([
    [PREISE, 'Minister erwartet Preisanstieg im nächsten Monat.'],
    [ZUG, 'Zugausfall: Reisende warten zwei Stunden.'],
    [STELLEN, 'Stellenabbau: 500 Jobs weg.'],
    [STELLEN, 'Flugausfälle und 500 Stellen weniger.'],
    [
      'Der Stadtrat stimmte für den Bau einer neuen Schule.',
      'Schulneubau: Ratsmitglieder stimmen zu.',
    ],
  ])('is no name: %s → %s', (text, line) => {
    expect(names(text, line)).toEqual([]);
  });

  it.each([
    [BRUECKE, 'Carolabrücke wird saniert.', 'Carolabrücke'],
    [PREISE, 'Minister Lindner erwartet steigende Preise.', 'Lindner'],
    [ZUG, 'Zugausfall in Bielefeld: Reisende warten zwei Stunden.', 'Bielefeld'],
  ])('a name beside or in place of one is still stopped: %s → %s', (text, line, name) => {
    expect(names(text, line)).toContain(name);
  });

  it('reads a head of three letters only where the caller takes it, and no given name as a head', () => {
    const known = (part: string) => ['zug', 'fall', 'carol', 'rücke', 'rück'].includes(part);
    expect(isParticleNounCompound('zugausfall', known, known)).toBe(true);
    expect(isParticleNounCompound('zugausfall', (head) => head.length > 3, known)).toBe(false);
    expect(isParticleNounCompound('carolabrücke', known, known)).toBe(false);
    // An article after the particle is no verb's stem: "Bergander" is a name.
    const withArticle = (part: string) => ['berg', 'der'].includes(part);
    expect(isParticleNounCompound('bergander', withArticle, withArticle)).toBe(false);
  });
});

describe('a German plural of a Latinate agent', () => {
  it('is no name: "Demonstranten" for the source\'s "Personen"', () => {
    expect(names('Die Polizei nahm 14 Personen fest.', '14 Demonstranten festgenommen.')).toEqual(
      [],
    );
  });

  it('a singular ending so is read as a name: "Vincent", "Durant"', () => {
    const text = 'Die Polizei nahm 14 Personen fest.';
    expect(names(text, 'Vincent nahm 14 Personen fest.')).toContain('Vincent');
    expect(names(text, 'Kommissar Durant nahm 14 Personen fest.').join(' ')).toContain('Durant');
  });
});
