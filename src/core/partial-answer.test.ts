import { describe, expect, it } from 'vitest';
import { FALLBACK_SUMMARY } from './fallbacks.ts';
import { completeLines, halfWordShows, modelLinesOf, shownSoFar } from './partial-answer.ts';
import { formatSummary, shapeSummary } from './shape-summary.ts';
import { threadPostsSoFar } from './shape-thread.ts';
import { shapeTroll, TROLL_JOKES } from './shape-troll.ts';

const SOURCE = 'The city opened three libraries with maker spaces and late hours this week.';
const ANSWER = [
  ' Sure! Here is a summary of the post in three bullet points:',
  '',
  '1. **Three new libraries opened across the city this week**',
  '2. **Each branch has a maker space and stays open late**',
  '3. **A local bond paid for all of the construction work**',
].join('\n');

/** What a stream would show after each character: the model lines of the complete lines. */
function summaryPartials(answer: string): string[][] {
  const padding = shapeSummary('', SOURCE);
  const seen: string[][] = [];
  for (let end = 1; end <= answer.length; end++) {
    seen.push(modelLinesOf(shapeSummary(completeLines(answer.slice(0, end)), SOURCE), padding));
  }
  return seen;
}

describe('completeLines', () => {
  it('keeps the lines the model has finished', () => {
    expect(completeLines('first line\nsecond li')).toBe('first line');
    expect(completeLines('no newline yet')).toBe('');
  });

  it('shows nothing while an echoed prompt is still open', () => {
    expect(completeLines('[INST] Summarise this\nand that\n')).toBe('');
    expect(completeLines('<<<POST abc>>>\nThe post text\n')).toBe('');
    expect(completeLines('[INST] Summarise [/INST] A line\n')).toBe(
      '[INST] Summarise [/INST] A line',
    );
  });
});

describe('modelLinesOf, with the summary shaper', () => {
  it('grows line by line, each partial a head of the final lines, never a filler', () => {
    const final = shapeSummary(ANSWER, SOURCE);
    const partials = summaryPartials(ANSWER);
    for (const partial of partials) {
      expect(final.slice(0, partial.length)).toEqual(partial);
      for (const line of partial) expect(FALLBACK_SUMMARY).not.toContain(line);
    }
    expect(partials.at(-1)).toEqual(final.slice(0, 2));
    expect(new Set(partials.map((partial) => partial.length))).toEqual(new Set([0, 1, 2]));
  });

  it('leaves out a model line the shaper drops (meta talk)', () => {
    const answer = 'This tweet is about the following\nThree new libraries opened this week\n';
    expect(modelLinesOf(shapeSummary(answer, SOURCE), shapeSummary('', SOURCE))).toEqual([
      'Three new libraries opened this week',
    ]);
  });

  it('counts a model line equal to a filler as padding, never showing too much', () => {
    const filler = FALLBACK_SUMMARY[0] ?? '';
    const shaped = shapeSummary(`${filler}\n`, SOURCE);
    expect(modelLinesOf(shaped, shapeSummary('', SOURCE))).toEqual([]);
  });

  it('works on formatted bullets and troll lines, emojis and all, with a fixed random', () => {
    const random = () => 0.42;
    const answer = 'Libraries now open late, finally a place to nap after dark\n';
    const shaped = shapeTroll(answer, random);
    const lines = modelLinesOf(
      formatSummary(shaped).split('\n'),
      formatSummary(shapeTroll('', random)).split('\n'),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^• Libraries now open late/);
    // With the same fixed random, the final answer keeps that line and its emoji.
    const final = shapeTroll(`${answer}Second joke about the maker spaces here\n`, random);
    expect(`• ${final[0]}`).toBe(lines[0]);
    for (const joke of TROLL_JOKES) expect(lines[0]).not.toContain(joke);
  });
});

describe('threadPostsSoFar', () => {
  const thread = [
    "Here's your thread:",
    '',
    '1/5 The city opened three libraries this week, and each one has a maker space.',
    '',
    '2/5 They stay open until ten at night, so students can work after school.',
    '',
    '3/5 A local bond paid for the buildings and the equipment inside them.',
  ].join('\n');

  it('shows a post once the next one has begun, cleaned like the final posts', () => {
    expect(threadPostsSoFar(thread.slice(0, thread.indexOf('2/5')), SOURCE)).toEqual([]);
    const afterSecond = thread.slice(0, thread.indexOf('3/5') + 4);
    expect(threadPostsSoFar(afterSecond, SOURCE)).toEqual([
      'The city opened three libraries this week, and each one has a maker space.',
      'They stay open until ten at night, so students can work after school.',
    ]);
  });
});

describe('shownSoFar', () => {
  it('shows the line being written up to its last whole word, once it has a few words', () => {
    expect(shownSoFar('EU servers were do')).toBe('EU servers were');
    expect(shownSoFar('EU servers')).toBe('');
    expect(shownSoFar('EU servers were down ')).toBe('EU servers were down');
    expect(shownSoFar('First line.\nEU ser')).toBe('First line.\n');
    expect(shownSoFar('First line.\nEU servers were down')).toBe('First line.\nEU servers were');
  });

  it('shows text without spaces as it comes, and no chatty opening being written', () => {
    expect(shownSoFar('東京で新しい図書')).toBe('東京で新しい図書');
    expect(shownSoFar('Sure! Here is a summary of')).toBe('');
    expect(shownSoFar('<<<POST b1>>>\nsome echoed words here')).toBe('');
  });

  it('shows the first whole word of an answer held to a schema, never half a word', () => {
    expect(shownSoFar('EU', 1)).toBe('');
    expect(shownSoFar('EU ser', 1)).toBe('EU');
    expect(shownSoFar('First line.\nEU ', 1)).toBe('First line.\nEU');
  });
});

describe('half-written words (issue 46 item 9)', () => {
  it('show in an answer held to a schema when they can start no claim', () => {
    expect(shownSoFar('pac', 1, true)).toBe('pac');
    expect(shownSoFar('The band pla', 1, true)).toBe('The band pla');
    expect(shownSoFar('первый горо', 1, true)).toBe('первый горо');
    // Elsewhere a word cut in half never shows.
    expect(shownSoFar('The band pla', 1)).toBe('The band');
  });

  it('wait until whole where they may start a name, a figure, a handle or a link', () => {
    for (const half of ['Mar', 'twen', '45', '@anc', 'anchor.', 'https:', 'مدي', 'दि']) {
      expect(halfWordShows(half), half).toBe(false);
      expect(shownSoFar(`the band ${half}`, 1, true)).toBe('the band');
    }
  });
});
