import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { roleSubjects } from './role-subjects.ts';

const MINUTES =
  'Attendees: Priya Nair (VP Product), Tom Keller (Engineering Manager), Sara Lindqvist (Marketing Lead), Diego Ramos (Support Lead). Diego asked for three temporary agents for the launch month. Priya approved two agents, not three, citing the hiring freeze.';
const HOA =
  'President Karen Walsh said the association ended the year with a surplus. Treasurer Luis Ortega proposed raising monthly dues from $95 to $105 to cover a 22% rise in the insurance premium. Members voted 41-19 for $102.';

/** The roles the guard stops as given another person's verb, for `line` of an English text. */
const moved = (text: string, line: string, lineLang?: string) =>
  roleSubjects(line, claimSource({ text, lang: 'en', ...(lineLang ? { lineLang } : {}) }));

describe('a role given what another of the document’s people did', () => {
  it.each([
    [MINUTES, 'The engineering manager approved two temporary agents, citing a hiring freeze.'],
    [MINUTES, 'The support lead approved two agents instead of three.'],
    [MINUTES, 'The manager approved two agents.'],
    [HOA, 'Residents chose $102 over the $105 the president proposed.'],
    [HOA, 'The president had proposed raising dues to $105.'],
  ])('stops it: %s / %s', (text, line) => {
    expect(moved(text, line)).toHaveLength(1);
  });

  it.each([
    // The faithful twins: the role of the one who did it.
    [MINUTES, 'The VP of product approved two temporary agents, citing a hiring freeze.'],
    [HOA, 'Residents chose $102 over the $105 the treasurer proposed.'],
    // A role that is no one's of the document, or more than one person's: no person to move.
    [MINUTES, 'The lead approved two agents.'],
    [MINUTES, 'The product team approved two agents.'],
    [HOA, 'The board proposed raising dues to $105.'],
    // A verb the document gives no one: nothing to move it from.
    [HOA, 'The president thanked the volunteers.'],
  ])('keeps it: %s / %s', (text, line) => {
    expect(moved(text, line)).toEqual([]);
  });

  it('reads no translation, whose words are not the source', () => {
    expect(moved(HOA, 'The president proposed $105.', 'fr')).toEqual([]);
  });

  it('is a name claim of the whole guard', () => {
    const source = claimSource({ text: HOA });
    expect(unsupportedClaims('The president proposed dues of $105.', source, 'normal')).toEqual([
      { kind: 'name', text: 'president' },
    ]);
    expect(unsupportedClaims('The treasurer proposed dues of $105.', source, 'normal')).toEqual([]);
  });
});
