/**
 * A long document's summaries as the outside benchmark counts them: a summary is stopped when any
 * of its lines is, a sentence shared by several summaries counts in each.
 */
import { describe, expect, it } from 'vitest';
import type { JudgedCase } from './guard-score.ts';
import {
  judgeSummaries,
  summaryReportLines,
  summaryScoreOf,
  summaryScoresByFile,
} from './summary-score.ts';

const source = { id: 'en-doc-x', about: 'news', text: 'A long document of twenty words or so.' };

/** A judged line of `summaries`, stopped or kept. */
function judged(label: 'faithful' | 'invented', summaries: string[], stopped: boolean): JudgedCase {
  return {
    lang: 'en',
    file: 'en-documents.yaml',
    source,
    mode: 'normal',
    label,
    kind: 'figure',
    ...(label === 'invented' ? { edit: 'changed' as const } : { reword: 'paraphrase' as const }),
    summaries,
    line: `${label} ${summaries.join(' ')} ${stopped}`,
    claims: stopped ? [{ kind: 'figure', text: '12' }] : [],
    stopped,
    right: stopped === (label === 'invented'),
  };
}

describe('judgeSummaries', () => {
  it('stops a summary when any of its lines is stopped, a shared sentence counting in each', () => {
    const lines = [
      judged('faithful', ['f', 'e1', 'e2'], false),
      judged('faithful', ['f', 'e2'], true),
      judged('invented', ['e1'], false),
      judged('invented', ['e2'], true),
    ];
    const summaries = judgeSummaries(lines);
    expect(summaries.map(({ name, edited, stopped }) => [name, edited, stopped])).toEqual([
      ['f', false, true],
      ['e1', true, false],
      ['e2', true, true],
    ]);
    // e2 is stopped for its edit and for its faithful sentence; e1, whose edit passes, is not.
    expect(summaryScoreOf(summaries)).toEqual({
      faithful: 1,
      askedAgain: 1,
      edited: 2,
      stopped: 1,
      editStopped: 1,
    });
  });

  it('prints the figures, and each faithful summary asked again with what stopped it', () => {
    const printed = summaryReportLines([
      judged('faithful', ['f', 'e1'], true),
      judged('invented', ['e1'], false),
    ]);
    expect(printed[0]).toContain('faithful asked again 100.0% (1/1), edited stopped 100.0% (1/1');
    expect(printed).toContain('      en-doc-x f faithful, asked again for figure 12');
    // Lines of no summary print nothing.
    expect(
      summaryReportLines([{ ...judged('faithful', ['f'], true), summaries: undefined }]),
    ).toEqual([]);
  });

  it('scores and prints each file of documents on its own, so a held-out set is not averaged away', () => {
    const tuned = judged('faithful', ['f'], false);
    const heldOut = { ...judged('faithful', ['f'], true), file: 'en-documents-2.yaml' };
    expect(summaryScoresByFile([tuned, heldOut])).toEqual({
      'en-documents.yaml': { faithful: 1, askedAgain: 0, edited: 0, stopped: 0, editStopped: 0 },
      'en-documents-2.yaml': { faithful: 1, askedAgain: 1, edited: 0, stopped: 0, editStopped: 0 },
    });
    const printed = summaryReportLines([tuned, heldOut]).filter((line) =>
      line.startsWith('  summaries'),
    );
    expect(printed).toEqual([
      expect.stringMatching(
        /^ {2}summaries of long documents, en-documents\.yaml .* 0\.0% \(0\/1\)/,
      ),
      expect.stringMatching(
        /^ {2}summaries of long documents, en-documents-2\.yaml .* 100\.0% \(1\/1\)/,
      ),
    ]);
  });
});
