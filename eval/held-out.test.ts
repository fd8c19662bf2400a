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

/** Round fifty-four's posts (h208: 12 posts in 12 languages, four faithful and two invented lines each). */
const POSTS_LINES = 72;
const POSTS_RECALL_FLOOR = 18 / 24;
const POSTS_PRECISION_FLOOR = 43 / 48;
/** Round fifty-five's posts (h212: 12 posts in 12 other languages), held apart from round 54's. */
const R55_LINES = 72;
const R55_RECALL_FLOOR = 15 / 24;
const R55_PRECISION_FLOOR = 40 / 48;
/** Round fifty-six's posts (h216: 12 posts, regional tags such as en-GB and pt-BR), held apart. */
const R56_LINES = 72;
const R56_RECALL_FLOOR = 21 / 24;
const R56_PRECISION_FLOOR = 43 / 48;
/** Round fifty-seven's posts (h222: 12 posts, en-IN to id, measured once, blind), held apart. */
const R57_LINES = 72;
const R57_RECALL_FLOOR = 17 / 24;
const R57_PRECISION_FLOOR = 43 / 48;
/** Round fifty-eight's posts (h228: 12 posts, en-AU to ar, measured once, blind), held apart. */
const R58_LINES = 72;
const R58_RECALL_FLOOR = 20 / 24;
const R58_PRECISION_FLOOR = 37 / 48;
/** Round fifty-nine's posts (h239: 12 posts, en-US to id, measured once, blind), held apart. */
const R59_LINES = 72;
const R59_RECALL_FLOOR = 17 / 24;
const R59_PRECISION_FLOOR = 34 / 48;
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
  it(`keep the posts' lines at recall ${POSTS_RECALL_FLOOR * 24}/24 and precision ${POSTS_PRECISION_FLOOR * 48}/48 or better`, () => {
    const r54 = roundReport(54).posts;
    expect(r54.invented + r54.faithful).toBe(POSTS_LINES);
    expect(r54.recall).toBeGreaterThanOrEqual(POSTS_RECALL_FLOOR);
    expect(r54.precision).toBeGreaterThanOrEqual(POSTS_PRECISION_FLOOR);
  });

  it(`keep round 55's lines at recall ${R55_RECALL_FLOOR * 24}/24 and precision ${R55_PRECISION_FLOOR * 48}/48 or better`, () => {
    const r55 = roundReport(55).posts;
    expect(r55.invented + r55.faithful).toBe(R55_LINES);
    expect(r55.recall).toBeGreaterThanOrEqual(R55_RECALL_FLOOR);
    expect(r55.precision).toBeGreaterThanOrEqual(R55_PRECISION_FLOOR);
  });

  it(`keep round 56's lines at recall ${R56_RECALL_FLOOR * 24}/24 and precision ${R56_PRECISION_FLOOR * 48}/48 or better`, () => {
    const r56 = roundReport(56).posts;
    expect(r56.invented + r56.faithful).toBe(R56_LINES);
    expect(r56.recall).toBeGreaterThanOrEqual(R56_RECALL_FLOOR);
    expect(r56.precision).toBeGreaterThanOrEqual(R56_PRECISION_FLOOR);
  });

  it(`keep round 57's lines at recall ${R57_RECALL_FLOOR * 24}/24 and precision ${R57_PRECISION_FLOOR * 48}/48 or better`, () => {
    const r57 = roundReport(57).posts;
    expect(r57.invented + r57.faithful).toBe(R57_LINES);
    expect(r57.recall).toBeGreaterThanOrEqual(R57_RECALL_FLOOR);
    expect(r57.precision).toBeGreaterThanOrEqual(R57_PRECISION_FLOOR);
  });

  it(`keep round 58's lines at recall ${R58_RECALL_FLOOR * 24}/24 and precision ${R58_PRECISION_FLOOR * 48}/48 or better`, () => {
    const r58 = roundReport(58).posts;
    expect(r58.invented + r58.faithful).toBe(R58_LINES);
    expect(r58.recall).toBeGreaterThanOrEqual(R58_RECALL_FLOOR);
    expect(r58.precision).toBeGreaterThanOrEqual(R58_PRECISION_FLOOR);
  });

  it(`keep round 59's lines at recall ${R59_RECALL_FLOOR * 24}/24 and precision ${R59_PRECISION_FLOOR * 48}/48 or better`, () => {
    const r59 = roundReport(59).posts;
    expect(r59.invented + r59.faithful).toBe(R59_LINES);
    expect(r59.recall).toBeGreaterThanOrEqual(R59_RECALL_FLOOR);
    expect(r59.precision).toBeGreaterThanOrEqual(R59_PRECISION_FLOOR);
  });

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
