/**
 * A number's measure word (measure-words.ts): an edit of the third held-out set of long documents
 * that passed ("30-inch" of a "30-degree limit"), beside the faithful spellings that hold.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a number keeps the measure the source writes it with', () => {
  it('stops a measure the source never gives that number', () => {
    const swing = 'The seat can recline further than its 30-degree limit at its lowest setting.';
    expect(claims('The seat can recline past its 30-degree limit.', swing)).toEqual([]);
    expect(claims('The seat can recline past its 30 degrees limit.', swing)).toEqual([]);
    expect(claims('The seat can recline past its 30-inch limit.', swing)).toEqual([
      'figure:30-inch',
    ]);
  });

  it('holds a measure in another spelling, and a number the source writes with none', () => {
    const wall = 'The system is designed to hold back a crest of 31 feet. It has 14 gates.';
    expect(claims('It can hold back a 31-foot crest.', wall)).toEqual([]);
    expect(claims('It has 14-foot gates.', wall)).toEqual([]);
    expect(claims('It can hold back a 31-mile crest.', wall)).toEqual(['figure:31-mile']);
  });
});
