/**
 * A line's figure as a reader rounds the source's (issue 44 items 4-5, docs/decisions/012): a
 * summary writes "about 2.3 million pounds" of 2,281,000, "some 23,400 people" of 23,410, "about
 * 22%" of 22.4% and "$1.36 million" of $1,362,500. Such a figure holds where a source figure of the
 * same kind and unit (the same key but for its value) rounds to it at the figure's own precision:
 * within half a unit of its last significant digit (2.3 million: 50,000 either side), and within
 * 5% of it where it has one significant digit ("a million" of 1,046,000, not of 620,000). Only a
 * figure the line marks as rounded: an approximation word before it ("about", "roughly", "some",
 * "nearly", "just over"; the one before a range's first end holds for its second), or a decimal
 * with a scale word ("$1.36 million", "£1.2bn"). "Just over" wants the source's figure above it,
 * "nearly" and "just under" below; a bare "more than" or "over" is no rounding (a summary copies
 * it with the source's figure, and "plus de 300 salariés" is not the source's 312 votes). A plain count that may be a year (1800-2199) is rounded
 * from by none ("more than 2,000 m²" of "1,000 m² from 2027"). An edit keeps its figure's
 * precision, so is stopped: "about 2.2 million" of 2,281,000, "$3.5 billion" of $3.05 billion.
 * A time "just before", "just after" or "around" the source's holds within 15 minutes, on its side
 * ("shipped just before 9am" of a chat's 08:58).
 */

import { oncePer } from '../once-per-source.ts';
import { roundingHedge } from './figure-hedges.ts';
import type { Figure } from './figure-kinds.ts';
import { groupedYearCounts } from './figure-years.ts';
import { foreignFractions, fractionBound, holdsShare } from './foreign-fractions.ts';
import { hedgeBefore } from './hedge-before.ts';
import { changedMeasures } from './measure-words.ts';
import { hundredthsOfWhole } from './minor-unit-figures.ts';
import { changedMargins } from './score-margins.ts';

/** A value key's kind and unit ("c:usd:", "u:lb:", "p", "n", "nu:") and its value. */
const VALUE_KEY = /^(n|nu:|p|c:[^:]+:|u:[^:]+:)(\d+(?:\.\d+)?)$/;
/** A time on the clock's key ("t8:58"): its minutes past midnight are its value. */
const TIME_KEY = /^t(\d{1,2}):(\d{2})$/;
/** How far a time "just before" or "around" another may stand from it, in minutes. */
const TIME_MINUTES = 15;

/** A key's kind and value: "c:usd:" and 54, "t" and 538 for 8:58; undefined for other keys. */
function keyValue(key: string): { prefix: string; value: number } | undefined {
  const parts = VALUE_KEY.exec(key);
  if (parts) return { prefix: parts[1] as string, value: Number(parts[2]) };
  const time = TIME_KEY.exec(key);
  return time ? { prefix: 't', value: Number(time[1]) * 60 + Number(time[2]) } : undefined;
}

/**
 * A decimal with a scale word or letter: the writer rounded it ("1.36 million", "£1.2bn"); so with
 * India's lakh and crore ("1.41 लाख" of 1,41,302, "2.5 crore"), their marks no letter of a longer word.
 */
const SCALED_DECIMAL =
  /\d[.,]\d+\s*(?:million|billion|trillion|thousand|mn|bn|tn|m|b|k|Mio\.?|Mrd\.?|millions?|milliards?|millones|mil millones|lakhs?|lacs?|crores?|लाख|करोड\u093c?)(?![\p{L}\p{M}])/iu;

/** A whole number that may be a year. */
const YEAR = /^(?:1[89]|20|21)\d\d$/;

/** Words that join a range's two ends: the second is as rounded as the first. */
const RANGE_JOIN = /^\s*(?:to|and|or|-|–|—|bis|à|a|y|et)\s*$/iu;

/** The source's values by kind and unit, sorted, made once a source (a long text holds many). */
const valuesOf = /* @__PURE__ */ oncePer((keys: ReadonlySet<string>): Map<string, Float64Array> => {
  const lists = new Map<string, number[]>();
  for (const key of keys) {
    const read = keyValue(key);
    if (!read) continue;
    const { prefix, value } = read;
    // A plain count may be a year ("from 2027"): no figure about 2,000 rounds from it.
    if (YEAR.test(String(value)) && (prefix === 'n' || prefix === 'nu:')) continue;
    const list = lists.get(prefix) ?? [];
    list.push(value);
    lists.set(prefix, list);
  }
  const index = new Map<string, Float64Array>();
  for (const [prefix, list] of lists) index.set(prefix, Float64Array.from(list).sort());
  return index;
});

/** The place of a value's last significant digit: 2,300,000 → 100,000; 22.4 → 0.1; 54 → 1. */
export function precisionOf(value: number): number {
  if (!Number.isInteger(value)) {
    const decimals = (String(value).split('.')[1] ?? '').length;
    return 10 ** -decimals;
  }
  let step = 1;
  while (value !== 0 && value % (step * 10) === 0) step *= 10;
  return step;
}

/**
 * How far from `value` a source's figure may stand and still round to it: `directed`, where the
 * line says on which side ("just over", "nearly"), a tenth of it for one significant digit.
 */
function tolerance(value: number, directed: boolean): number {
  const step = precisionOf(value);
  const half = step / 2;
  // One significant digit: "a million" is not 620,000, "about 500" not 450; "un peu plus de 3
  // millions" is 3,2 millions (round thirty-three), a side said and no more than a tenth off.
  const share = directed ? 0.1 : 0.05;
  return value >= 10 && value / step < 10 ? Math.min(half, value * share) : half;
}

/** Whether the source has a value of `prefix` that rounds to `value` in `direction`. */
function roundsTo(
  index: Map<string, Float64Array>,
  prefix: string,
  value: number,
  direction: -1 | 0 | 1,
): boolean {
  const values = index.get(prefix);
  if (!values || (value === 0 && prefix !== 't')) return false;
  const within = (prefix === 't' ? TIME_MINUTES : tolerance(value, direction !== 0)) + 1e-9;
  // The first source value not below value - within: binary search, then a short walk.
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((values[middle] as number) < value - within) low = middle + 1;
    else high = middle;
  }
  for (let at = low; at < values.length && (values[at] as number) <= value + within; at++) {
    const source = values[at] as number;
    if (source === value) continue;
    if (direction === 0 || Math.sign(source - value) === direction) return true;
  }
  return false;
}

/**
 * A check of `line`'s figures, called in the order they stand: whether the source holds a figure
 * as written (every key of one of its readings) or rounded. `keys`: the source's figure keys;
 * `text`: its text, where a count written "1,987" is no year to round from (figure-years.ts).
 */
export function supportedFigures(
  line: string,
  keys: ReadonlySet<string>,
  text = '',
): (figure: Figure) => boolean {
  let from = 0;
  let lastEnd = -1;
  let lastHedge: -1 | 0 | 1 | undefined;
  return (figure) => {
    // "6 cents more" of "€6.00": a whole price's digits are no count of its hundredths.
    const held =
      figure.readings.some((reading) => reading.every((key) => keys.has(key))) &&
      !(text !== '' && hundredthsOfWhole(figure, line, text));
    // Where it stands, for the words before it: each figure is looked for after the last.
    const at = figure.text === '' ? -1 : line.indexOf(figure.text, from);
    if (at < 0) return held;
    from = at + figure.text.length;
    const before = line.slice(Math.max(0, at - 24), at);
    // "約3,000戸", "3,000戸近く", "yaklaşık yüzde 3": other languages' words (figure-hedges.ts).
    let hedge = hedgeBefore(before) ?? roundingHedge(line, at, from);
    if (hedge === undefined && lastEnd >= 0 && RANGE_JOIN.test(line.slice(lastEnd, at))) {
      hedge = lastHedge;
    }
    [lastEnd, lastHedge] = [from, hedge];
    if (held) return true;
    if (hedge === undefined && !SCALED_DECIMAL.test(figure.text)) return false;
    const index = valuesOf(keys);
    const grouped = () => {
      const counts = Float64Array.from(groupedYearCounts(text, keys)).sort();
      return new Map([
        ['n', counts],
        ['nu:', counts],
      ]);
    };
    return figure.readings.some((reading) =>
      reading.every((key) => {
        if (keys.has(key)) return true;
        const read = keyValue(key);
        if (read === undefined) return false;
        const { prefix, value } = read;
        return (
          roundsTo(index, prefix, value, hedge ?? 0) ||
          ((prefix === 'n' || prefix === 'nu:') && roundsTo(grouped(), prefix, value, hedge ?? 0))
        );
      }),
    );
  };
}

/**
 * A share in words, as a summary rounds a percentage: "about a third", "up to a quarter"; not a
 * share of a scale ("a quarter of a million": scale-shares.ts), nor a count of periods ("in the
 * first three quarters", "over the past two quarters": round thirty-five).
 */
const FRACTION =
  /(?<!\b(?:first|last|past|previous|next|final|recent)\s+)\b(a|one|two|three)[\s-](third|quarter|fifth|tenth)s?(?!\s+of\s+(?:a|an|one)[\s-]+(?:thousand|million|billion|trillion)\b)(?=\s+(?:of|fewer|more|less|lower|higher|smaller|larger|reached|said|are|were|was|is)\b|[\s.,;:!?)]*$|[.,;:!?)])/giu;
const FRACTION_SHARE: Readonly<Record<string, number>> = {
  third: 100 / 3,
  quarter: 25,
  fifth: 20,
  tenth: 10,
};
/** The share "a quarter", "two thirds" says, in percent (derived-figures.ts reads it too). */
export function fractionShare(text: string): number | undefined {
  const [times, part] = text.toLowerCase().split(/[\s-]+/u);
  const share = FRACTION_SHARE[(part ?? '').replace(/s$/u, '')];
  const count = times === 'two' ? 2 : times === 'three' ? 3 : 1;
  return share === undefined ? undefined : share * count;
}
/** How far a percentage may stand from a share in words and still be it ("a third" of 35%). */
const SHARE_POINTS = 3;

/**
 * The shares in words of `line` its source holds neither in words nor as a percentage near them,
 * and its numbers with a measure word the source gives them no more (measure-words.ts)
 * ("up to a third" where the source says "up to half"; "about a third" holds of 35%, "a fifth"
 * of 22%). `words`: the source's words in lower case; `keys`: its figure keys.
 */
export function unsupportedShares(
  line: string,
  source: {
    readonly words: ReadonlySet<string>;
    readonly figures: ReadonlySet<string>;
    readonly text: string;
    readonly langs: readonly string[];
  },
): string[] {
  // And a number's measure the source never writes it with ("30-inch" of "30-degree").
  // And a score's margin no score of the source makes ("won by three goals" of 3-1: score-margins.ts).
  const claims = [...changedMeasures(line, source.text, source), ...changedMargins(line, source)];
  const percentages = () => valuesOf(source.figures).get('p') ?? [];
  // The other languages' fractions: held by a percentage near them, the source's own fraction
  // words included (fraction-shares.ts adds theirs to its keys), or by a part of a whole (held-otherwise.ts).
  for (const { text, share, index } of foreignFractions(line)) {
    const side = fractionBound(line, index);
    if (!percentages().some((value) => holdsShare(value, share, side, SHARE_POINTS)))
      claims.push(text);
  }
  if (!/third|quarter|fifth|tenth/iu.test(line)) return claims;
  for (const match of line.matchAll(FRACTION)) {
    const part = (match[2] ?? '').toLowerCase();
    const times = (match[1] ?? '').toLowerCase();
    const count = times === 'two' ? 2 : times === 'three' ? 3 : 1;
    if (source.words.has(part) || source.words.has(`${part}s`)) continue;
    const share = (FRACTION_SHARE[part] ?? 0) * count;
    if (!percentages().some((value) => Math.abs(value - share) <= SHARE_POINTS))
      claims.push(match[0]);
  }
  return claims;
}
