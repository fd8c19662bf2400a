/**
 * The held-out sets (eval/held-out/README.md): lines written blind, read by no rule's author, and
 * measured by every eval. Their floors are what the guard scored on them, blind, when they were
 * made held out (2026-12-01, h210): they may only be raised, never lowered, so no change lowers
 * them unseen. None of it counts in the labelled set's goal (guard-cases.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HELD_OUT_DIR, loadGuardCases, loadHeldOutCases } from './guard-cases.ts';
import { judgeCases } from './guard-score.ts';
import { heldOutReport, heldOutReportLines, showHeldOut } from './held-out-report.ts';

/**
 * Each round of posts (12 posts, four faithful and two invented lines each, 72 lines), held apart
 * so each keeps its own floors: invented lines stopped of 24, faithful lines kept of 48.
 */
const ROUND_FLOORS = [
  // h208: 12 posts in 12 languages.
  { round: 54, recall: 19, precision: 43 },
  // h212: 12 posts in 12 other languages.
  { round: 55, recall: 16, precision: 40 },
  // h216: regional tags such as en-GB and pt-BR.
  { round: 56, recall: 22, precision: 44 },
  // h222: en-IN to id, measured once, blind (44/48; 45/48 after h296's fate parties).
  { round: 57, recall: 18, precision: 45 },
  // h228: en-AU to ar, measured once, blind (37/48; 38/48 after 2026-12-02's third readers).
  { round: 58, recall: 20, precision: 38 },
  // h239: en-US to id, measured once, blind (33/48 then; 34/48 after that day's readers).
  { round: 59, recall: 18, precision: 34 },
  // h248: de-AT to uk, measured once, blind (41/48 then; 44/48 after that day's readers).
  { round: 60, recall: 22, precision: 44 },
  // h253: en-GB to pt-PT, measured once, blind (21/24 and 40/48; 41/48 after that day's readers).
  { round: 61, recall: 22, precision: 41 },
  // h254: ro to sw (ro, cs, hu, da, nb, ms, bn, ur, ca, hr, bg, sw), measured once, blind (20/24
  // and 41/48; 43/48 after that day's readers).
  { round: 62, recall: 20, precision: 46 },
  // h261: sk to pl (sk, ta, tl, el, fa, fi, he, th, uk, vi, nl, pl), measured once, blind (20/24
  // and 39/48; 43/48 after 2026-12-02's third readers).
  { round: 63, recall: 21, precision: 43 },
  // h266: bg to ur (bg, bn, ca, cs, da, hr, hu, ms, nb, ro, sw, ur), measured once, blind (19/24
  // and 41/48).
  { round: 64, recall: 19, precision: 41 },
  // h272: sk to ar (sk, ta, tl, el, fa, fi, he, sv, th, uk, vi, ar), measured once, blind (21/24
  // and 41/48).
  { round: 65, recall: 21, precision: 43 },
  // h277: ca to ur (ca, da, hr, ms, nb, ro, sw, bn, bg, cs, hu, ur), measured once, blind (23/24
  // and 40/48; 43/48 after 2026-12-02's second readers).
  { round: 66, recall: 23, precision: 43 },
  // h283: sk to ru (sk, ta, tl, el, fa, fi, he, id, it, nl, pl, ru), measured once, blind (19/24
  // and 38/48).
  { round: 67, recall: 19, precision: 38 },
  // h289: en to vi (en-US, es, pt-BR, fr, de, ja, zh-CN, ko, ar, hi, tr, vi), measured once, blind
  // (22/24 and 41/48; 42/48 after 2026-12-02's fourth readers).
  { round: 68, recall: 22, precision: 42 },
  // h297: it to ro (it, nl, pl, ru, id, uk, fa, he, sv, el, th, ro), written blind, measured once by
  // the coordinator after that day's readers were merged (22/24 and 41/48).
  { round: 69, recall: 22, precision: 41 },
  // h302: en-GB to vi (en-GB, es, pt-BR, fr, de, ja, zh-CN, ko, ar, hi, tr, vi), written blind,
  // measured by the coordinator before and after that day's readers were merged (22/24 and 41/48
  // both times).
  { round: 70, recall: 22, precision: 41 },
];
const ROUND_LINES = 72;
/** The seventh set of documents (h207: 14 English documents, a faithful and three edited summaries each). */
const DOCUMENTS_FILE = 'en-documents-7.yaml';
const DOCUMENTS_ASKED_AGAIN_CEILING = 5 / 14;
// The edited summaries stopped for their edit, not the 21 stopped for any line: 13 on the guard
// h207 was measured on, 14 with h205's turn owners (written from the sixth set, not this one).
const DOCUMENTS_EDIT_STOPPED_FLOOR = 14 / 42;
/** The eighth set of documents (h213: 12 English documents in six kinds, written blind on 2026-12-01). */
const DOCUMENTS_8_FILE = 'en-documents-8.yaml';
const DOCUMENTS_8_ASKED_AGAIN_CEILING = 6 / 12;
// For their edit, not the 25 stopped for any line.
const DOCUMENTS_8_EDIT_STOPPED_FLOOR = 19 / 36;
/** The ninth set of documents (h217: 12 English documents in six kinds, written blind on 2026-12-01). */
const DOCUMENTS_9_FILE = 'en-documents-9.yaml';
const DOCUMENTS_9_ASKED_AGAIN_CEILING = 6 / 12;
// For their edit, not the 25 stopped for any line.
const DOCUMENTS_9_EDIT_STOPPED_FLOOR = 16 / 36;

const judged = judgeCases(loadHeldOutCases());
const report = heldOutReport(judged);
/** One round's posts alone (ids `<lang>-r<round>-<slug>`), so each round keeps its own floors. */
const roundReport = (round: number) =>
  heldOutReport(judged.filter((entry) => entry.source.id.includes(`-r${round}-`)));

describe('the held-out sets', () => {
  it('are read only when asked for: none of their sources is in the labelled set', () => {
    const labelled = loadGuardCases();
    const ids = new Set(labelled.map((entry) => entry.source.id));
    const texts = new Set(labelled.map((entry) => entry.source.text));
    for (const entry of judged) {
      expect(ids.has(entry.source.id), entry.source.id).toBe(false);
      expect(texts.has(entry.source.text), entry.source.id).toBe(false);
    }
  });

  it('are one case a line of their file', () => {
    const oneLine = readdirSync(HELD_OUT_DIR)
      .filter((name) => name.endsWith('.yaml'))
      .flatMap((name) =>
        readFileSync(`${HELD_OUT_DIR}${name}`, 'utf8')
          .split('\n')
          .filter((line) => /^ {6}- \{ mode: .* \}$/.test(line)),
      );
    expect(oneLine).toHaveLength(judged.length);
  });

  // Floors: raise them to a new measure when a change lifts it; never lower them.
  it.each(ROUND_FLOORS)(
    "keep round $round's lines at recall $recall/24 and precision $precision/48 or better",
    ({ round, recall, precision }) => {
      const posts = roundReport(round).posts;
      expect(posts.invented + posts.faithful).toBe(ROUND_LINES);
      expect(posts.recall).toBeGreaterThanOrEqual(recall / 24);
      expect(posts.precision).toBeGreaterThanOrEqual(precision / 48);
    },
  );

  it('ask again at most 5 of the 14 faithful document summaries and stop at least 14 of 42 edited ones for their edit', () => {
    const score = report.summaries[DOCUMENTS_FILE];
    expect(score?.faithful).toBe(14);
    expect(score?.edited).toBe(42);
    expect((score?.askedAgain ?? 14) / 14).toBeLessThanOrEqual(DOCUMENTS_ASKED_AGAIN_CEILING);
    expect((score?.editStopped ?? 0) / 42).toBeGreaterThanOrEqual(DOCUMENTS_EDIT_STOPPED_FLOOR);
  });

  it('ask again at most 6 of the eighth set’s 12 faithful summaries and stop at least 19 of its 36 edited ones for their edit', () => {
    const score = report.summaries[DOCUMENTS_8_FILE];
    expect(score?.faithful).toBe(12);
    expect(score?.edited).toBe(36);
    expect((score?.askedAgain ?? 12) / 12).toBeLessThanOrEqual(DOCUMENTS_8_ASKED_AGAIN_CEILING);
    expect((score?.editStopped ?? 0) / 36).toBeGreaterThanOrEqual(DOCUMENTS_8_EDIT_STOPPED_FLOOR);
  });

  it('ask again at most 6 of the ninth set’s 12 faithful summaries and stop at least 16 of its 36 edited ones for their edit', () => {
    const score = report.summaries[DOCUMENTS_9_FILE];
    expect(score?.faithful).toBe(12);
    expect(score?.edited).toBe(36);
    expect((score?.askedAgain ?? 12) / 12).toBeLessThanOrEqual(DOCUMENTS_9_ASKED_AGAIN_CEILING);
    expect((score?.editStopped ?? 0) / 36).toBeGreaterThanOrEqual(DOCUMENTS_9_EDIT_STOPPED_FLOOR);
  });
});

describe('the eval’s held-out section', () => {
  // A misjudged line is printed as "      <source id> <mode> <label> ...": six spaces, then the id.
  const listsALine = (printed: string[]) => printed.some((line) => /^ {6}\S+-\S+ \S/.test(line));

  it('prints the figures, by mode, round and language, and the documents’, but no misjudged line unless asked', () => {
    const printed = heldOutReportLines(report, judged, false);
    expect(printed[0]).toBe(
      `held out (never read by a rule): ${judged.length} lines in ${report.languages} languages, eval/held-out/`,
    );
    expect(printed[1]).toMatch(
      /^ {2}posts: recall \d+\.\d% \(\d+\/\d+\), precision \d+\.\d% \(\d+\/\d+\)$/,
    );
    expect(printed).toContain('  by mode:');
    expect(printed).toContain('  by round:');
    // Each blind round's own figure, as the labelled set's report prints its rounds.
    expect(printed.some((line) => /^ {4}round 55 +recall /.test(line))).toBe(true);
    expect(printed).toContain('  by language:');
    expect(printed.some((line) => line.includes(`${DOCUMENTS_FILE} (14 documents`))).toBe(true);
    expect(listsALine(printed)).toBe(false);
    expect(printed.at(-1)).toMatch(/EVAL_SHOW_HELD_OUT=1 lists them/);
  });

  it('lists every misjudged line with EVAL_SHOW_HELD_OUT=1', () => {
    expect(showHeldOut('1')).toBe(true);
    expect(showHeldOut(undefined)).toBe(false);
    expect(showHeldOut('0')).toBe(false);
    const printed = heldOutReportLines(report, judged, true);
    for (const entry of report.misjudged) {
      expect(printed.some((line) => line.includes(`${entry.source.id} ${entry.mode}`))).toBe(true);
    }
  });
});
