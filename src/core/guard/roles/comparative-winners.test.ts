import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { comparativeWinners } from './comparative-winners.ts';

const REVIEW =
  'I have spent three weeks with the Sonara Q7. The sound is excellent. Compared with the Sony WH-1000XM5, the Q7 sounds more natural, although the Sony’s noise cancelling is still slightly stronger on planes and trains. Battery life is a highlight.';
const CHAT =
  'Sam Okonjo: Honestly I’d go with Daniela. Her system design round was the strongest I’ve seen. Rebecca Liu: Agreed on design. Ravi was stronger on the coding round though, he finished both problems and Daniela only got through one and a half. Sam Okonjo: I’d still pick Daniela over Ravi.';
const SALES = 'In our survey the Nova phone was cheaper than the Orbit phone in most stores.';

/** The winners the guard stops as given the document's other one, for `line` of an English text. */
const swapped = (text: string, line: string) =>
  comparativeWinners(line, claimSource({ text, lang: 'en' }));

describe('a comparison given the one the document has lose it', () => {
  it.each([
    [
      REVIEW,
      'It sounds more natural than the Sony, though the Q7 cancels noise slightly better.',
      'Q7',
    ],
    [CHAT, 'Sam backed Ravi, though Daniela did better on coding.', 'Daniela'],
    [CHAT, 'Daniela was stronger in the coding round.', 'Daniela'],
  ])('stops it: %s / %s', (text, line, winner) => {
    expect(swapped(text, line)).toEqual([winner]);
  });

  it.each([
    // The faithful twins: the document's own winner.
    [
      REVIEW,
      'It sounds more natural than the Sony, though the Sony cancels noise slightly better.',
    ],
    [REVIEW, 'The Q7 sounds more natural than the Sony WH-1000XM5.'],
    [CHAT, 'Sam backed Daniela, though Ravi did better on coding.'],
    // The other side of the comparison: a "worse" is not the document's "stronger".
    [CHAT, 'Daniela did worse on the coding round.'],
    // A topic the document compares no one on.
    [CHAT, 'Daniela was better at design.'],
    // A clause naming both: the same comparison told from its other side.
    [SALES, 'The Orbit phone was pricier than the Nova phone in most stores.'],
  ])('keeps it: %s / %s', (text, line) => {
    expect(swapped(text, line)).toEqual([]);
  });

  it('stops the line as a name claim, and reads only English', () => {
    const line = 'Her verdict: the Q7 cancels noise slightly better.';
    expect(
      unsupportedClaims(line, claimSource({ text: REVIEW, lang: 'en' }), 'normal'),
    ).toContainEqual({
      kind: 'name',
      text: 'Q7',
    });
    expect(comparativeWinners(line, { text: REVIEW, langs: ['fr'] })).toEqual([]);
  });
});
