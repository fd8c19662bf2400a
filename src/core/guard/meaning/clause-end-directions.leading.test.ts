/**
 * A direction the source says before its subject (h265, clause-end-directions.ts leadingBySource):
 * "the decline in supply" lets a line end a clause on "supply shrank", though the source ends
 * another clause on "new supply increases"; a source with no such word still stops it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { clauseEndDirections } from './clause-end-directions.ts';

const turned = (text: string, line: string) =>
  clauseEndDirections(line, claimSource({ text, lang: 'en' }));

const SUPPLY =
  'The observatory said the decline in supply was the main cause of rising rents. Rents may keep rising unless new supply increases.';
const ONLY_RISE = 'Rents may keep rising unless new supply increases.';

describe('clauseEndDirections: the line’s way said before the subject', () => {
  it('keeps "supply shrank" of "the decline in supply"', () => {
    expect(turned(SUPPLY, 'Supply shrank, listings fell, and rents climbed.')).toEqual([]);
    expect(turned(ONLY_RISE, 'Supply shrank, the report said.')).toEqual(['supply shrank']);
  });

  it('property: any word of the falling side before "supply" keeps any falling clause end', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('decline in', 'fall in', 'drop in', 'lower', 'falling', 'shrinking'),
        fc.constantFrom('shrank', 'fell', 'declined', 'dropped'),
        (lead, end) => {
          const text = `The ${lead} supply was the main cause of rising rents. Rents may keep rising unless new supply increases.`;
          expect(turned(text, `Supply ${end}, the report said.`), `${lead} / ${end}`).toEqual([]);
        },
      ),
    );
  });
});
