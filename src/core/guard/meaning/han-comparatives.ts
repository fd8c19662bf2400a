/**
 * A Chinese comparison turned round with its figure kept (issue 44, round forty-seven): "比去年低5分"
 * of the source's "比去年高5分". Chinese compares with "比"/"较"/"比起" + what is compared with +
 * a one-character adjective + the difference ("比去年高5分", "较上月多3人"); the adjective alone
 * says which way, and spaceless-directions.ts's groups read only the longer change verbs ("提高",
 * "下降"), since a bare "高" or "低" sits in many words ("高中", "最高分"). Here the adjective is read
 * only in that frame, with the figure right after it (a "了" or "出" between), one side of a pair
 * (高/低, 多/少, 大/小, 早/晚, 快/慢, 长/短, 贵/便宜). The line's comparison is stopped where the
 * source compares the same figure the other way of the same pair and never its own way. Chinese
 * sources only, not a translation.
 */

import { oncePer } from '../once-per-source.ts';
import type { ClauseSource } from './negation-claims.ts';

/** Each pair's "up" and "down" adjective. */
const PAIRS: readonly (readonly [string, string])[] = [
  ['高', '低'],
  ['多', '少'],
  ['大', '小'],
  ['早', '晚'],
  ['快', '慢'],
  ['长', '短'],
  ['贵', '便宜'],
];

const SIDES = new Map(
  PAIRS.flatMap(([up, down], pair) => [
    [up, { pair, up: true }],
    [down, { pair, up: false }],
  ]),
);

/**
 * "比" + at most eight characters compared with (no stop, digit, space or negation) + an adjective
 * + "了"/"出" + the difference's number. The longest adjective first ("便宜").
 */
const COMPARISON =
  /(?:比起|比|较)([^\s0-9０-９，。！？；、,.!?;不没未]{1,8}?)(便宜|[高低多少大小早晚快慢长短贵])[了出]?([0-9０-９]+(?:[.．][0-9０-９]+)?)/gu;

interface Comparison {
  pair: number;
  up: boolean;
  number: string;
  text: string;
}

const numberOf = (raw: string) =>
  raw.replace(/[０-９．]/gu, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));

function comparisonsIn(text: string): Comparison[] {
  const found: Comparison[] = [];
  for (const match of text.matchAll(COMPARISON)) {
    const [whole, , adjective = '', number = ''] = match;
    const side = SIDES.get(adjective);
    if (!side) continue;
    // What the line states: from the adjective to the figure ("低5").
    const from = whole.lastIndexOf(adjective, whole.length - number.length);
    found.push({ ...side, number: numberOf(number), text: whole.slice(from) });
  }
  return found;
}

const bySource = /* @__PURE__ */ oncePer((source: ClauseSource): Comparison[] =>
  comparisonsIn(source.text),
);

/** The line's Chinese comparisons its source makes the other way with the same figure. */
export function hanComparativeClaims(line: string, source: ClauseSource): string[] {
  if (source.translated || source.langs[0] !== 'zh') return [];
  const lineComparisons = comparisonsIn(line);
  if (lineComparisons.length === 0) return [];
  const sourceComparisons = bySource(source);
  const claims = new Set<string>();
  for (const comparison of lineComparisons) {
    const alike = sourceComparisons.filter(
      (one) => one.pair === comparison.pair && one.number === comparison.number,
    );
    if (
      alike.some((one) => one.up !== comparison.up) &&
      !alike.some((one) => one.up === comparison.up)
    ) {
      claims.add(comparison.text);
    }
  }
  return [...claims];
}
