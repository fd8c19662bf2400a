/**
 * A score's margin (issue 44 items 1 and 4, docs/decisions/012): "won by two goals" and "a
 * two-goal win" of "won 3-1" hold, the margin being the score's difference; "won by three goals"
 * of it is stopped, though the source holds a 3 (a side's goals, not the margin). The line must
 * say its count is a margin: "by" before it and a win, loss or lead in the line, or a scoring unit
 * and a win or lead after it ("a two-goal win", "a three-point lead"), in English words; "on 31
 * points", "two goals down" are no margins. A margin put as a score ("won 3-2" of "won by 1")
 * stays the figure reader's to stop. The source's own margin in words ("a three-goal lead") holds.
 * Spanish, Portuguese, French, German, Italian and Dutch say a margin with a phrase after the
 * scoring unit ("dos goles de diferencia", "zwei Toren Vorsprung"): read with no win beside it.
 */
import type { ClaimSource } from '../claim-source.ts';
import { oncePer } from '../once-per-source.ts';
import { figuresOf } from './claim-figures.ts';
import type { Figure } from './figure-kinds.ts';

/** What the margins are read in: the source's figure keys, text and languages. */
type MarginSource = Pick<ClaimSource, 'figures' | 'text' | 'langs'>;

/** A scoring unit after a count, then the win or lead it measures: "a two-goal win". */
const UNIT_AFTER =
  /^[\s-](?:goal|point|run|stroke|length|wicket)\s+(?:win|victory|lead|margin|defeat|loss|advantage|cushion)\b/iu;
/**
 * A scoring unit after a count, then the word that makes it a margin, in the languages whose
 * sports pages write one so: "por dos goles de diferencia", "dois golos de diferença", "deux buts
 * d'écart", "zwei Toren Vorsprung", "due gol di scarto", "twee doelpunten verschil". The phrase
 * says it is a margin: no win is asked beside it.
 */
const FOREIGN_AFTER =
  /^\s+(?:goles?|golos?|gols?|buts?|Toren?|gol|doelpunten?|doelpunt|puntos?|pontos?|points?|Punkten?|Punkte|punti|punten|carreras|corridas)\s+(?:de\s+(?:diferencia|diferen[çc]a|ventaja|vantagem)|d['’](?:écart|avance)|Vorsprung|Unterschied|Differenz|di\s+(?:scarto|vantaggio|differenza|distacco)|verschil|voorsprong)(?![\p{L}])/iu;
/** A line or sentence with such a margin's phrase anywhere (its trigger). */
const FOREIGN_MARGIN = new RegExp(FOREIGN_AFTER.source.replace('^\\s+', '\\s'), 'iu');
/** A win, a loss or a lead the margin is of. */
const RESULT =
  /\b(?:won|wins?|winning|beat|beats|beaten|victory|lead|led|leads|defeat(?:ed|s)?|lost|loss|margin)\b/iu;
/** A score's key: two sides, no year's range ("2026-2030"). */
const SCORE = /^s:(\d{1,3})-(\d{1,3})$/;

/** The margin a line's count says ("by two goals": 2), or undefined. */
export function marginOf(figure: Figure, line: string): number | undefined {
  if (figure.kind !== 'count') return undefined;
  const count = figure.readings.find((reading) => /^n\d+$/.test(reading[0] ?? ''));
  const at = line.indexOf(figure.text);
  if (!count || at < 0) return undefined;
  const before = line.slice(Math.max(0, at - 12), at);
  const after = line.slice(at + figure.text.length, at + figure.text.length + 24);
  const foreign = FOREIGN_AFTER.test(
    line.slice(at + figure.text.length, at + figure.text.length + 40),
  );
  const said = /\bby\s+$/iu.test(before) || UNIT_AFTER.test(after);
  return (said && RESULT.test(line)) || foreign ? Number((count[0] as string).slice(1)) : undefined;
}

/** The source's margins: each score's difference, and each margin it says in words. */
export const sourceMargins = /* @__PURE__ */ oncePer((source: MarginSource) => {
  const scores = new Set<number>();
  for (const key of source.figures) {
    const score = SCORE.exec(key);
    if (score && score[1] !== score[2]) scores.add(Math.abs(Number(score[1]) - Number(score[2])));
  }
  const said = new Set<number>();
  if (scores.size > 0) {
    for (const sentence of source.text.split(/(?<=[.!?])\s+|\n+/u)) {
      if (!RESULT.test(sentence) && !FOREIGN_MARGIN.test(sentence)) continue;
      for (const figure of figuresOf(sentence, source.langs)) {
        const margin = marginOf(figure, sentence);
        if (margin !== undefined) said.add(margin);
      }
    }
  }
  return { scores, said };
});

/** The margins `line` says that no score of the source makes and the source never says. */
export function changedMargins(line: string, source: MarginSource): string[] {
  const english = RESULT.test(line) && /\bby\s|goal|point|run|stroke|length|wicket/iu.test(line);
  if (!english && !FOREIGN_MARGIN.test(line)) return [];
  const { scores, said } = sourceMargins(source);
  if (scores.size === 0) return [];
  return figuresOf(line, source.langs).flatMap((figure) => {
    const margin = marginOf(figure, line);
    return margin !== undefined && !scores.has(margin) && !said.has(margin) ? [figure.text] : [];
  });
}
