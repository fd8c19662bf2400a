/**
 * A role a summary gives a name (role-names.ts): each case an edit of the third held-out set of
 * long documents (eval/guard-cases/en-documents-3.yaml) that passed, beside the faithful line.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const UPDATE =
  'Chief Executive Fiona Grant said October had started well. Chief Financial Officer Neil Carmody added that the buyback would finish this year.';
const RECALL =
  "Homestead's chief executive, Laura Pinkney, said in a statement that the company was sorry.";
const CRICKET =
  "Somerset's captain Lewis Gregory said the pitch had started to do a bit. Tom Abell made 88 from 161 balls.";
const RESULTS = 'Revenue rose, said Dr. Helen Park, president and chief executive officer.';

describe('a role beside a name is the one the source gives that person', () => {
  it('stops a role the source gives that person no more, its spellings one role', () => {
    expect(claims('CEO Fiona Grant said October had started well.', UPDATE)).toEqual([]);
    expect(claims('CFO Fiona Grant said October had started well.', UPDATE)).toEqual([
      'name:CFO Fiona Grant',
    ]);
    expect(claims('CFO Neil Carmody said the buyback ends this year.', UPDATE)).toEqual([]);
    expect(claims('CEO Laura Pinkney apologized.', RECALL)).toEqual([]);
    expect(claims('CFO Laura Pinkney apologized.', RECALL)).toEqual(['name:CFO Laura Pinkney']);
  });

  it('reads both roles of "president and chief executive officer"', () => {
    expect(claims('CEO Helen Park said revenue rose.', RESULTS)).toEqual([]);
    expect(claims('President Helen Park said revenue rose.', RESULTS)).toEqual([]);
  });

  it('stops a role the source gives someone else, and none to that person', () => {
    expect(claims("Somerset captain Lewis Gregory's side lost.", CRICKET)).toEqual([]);
    expect(claims("Somerset captain Tom Abell's side lost.", CRICKET)).toEqual([
      "name:captain Tom Abell's",
    ]);
  });

  it('takes no organisation for a person, nor a role the source states apart from the name', () => {
    const birds =
      "It is extraordinary, said Dr. Sissel Sjöberg of Lund University, the study's first author.";
    expect(claims('First author Sissel Sjöberg called it extraordinary.', birds)).toEqual([]);
    const trial =
      "Dr. Isabel Ferreira, a neurologist in Dallas and the trial's lead author, said it could help.";
    expect(claims('Lead author Isabel Ferreira said it could help.', trial)).toEqual([]);
  });
});
