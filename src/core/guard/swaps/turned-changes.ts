/**
 * A change's two ends told the other way round, in any language the guard reads "from … to" in
 * (issue 44, decision 012 "A change's ends in every language"): "mit 64 statt mit 65" or "sinkt
 * von 65 auf 64" of a source's "steigt von 64 auf 65"; "de 64 à 62 ans" of "passe de 62 à 64
 * ans". Both figures are the source's and each keeps its words, so figure-ties.ts reads no trade.
 *
 * The source's changes and spans are read by from-to-words.ts's table, start then end. A line
 * claims one the same way, or by "instead of" (instead-words.ts): "65 statt 64" says 64 then 65.
 * A line's pair is turned where the source goes from its end to its start and never from its
 * start to its end (a source that goes up and back holds both). The same ends in the same order
 * said otherwise ("auf 65 (vorher 64)", "64 ans au lieu de 62", "9-17 Uhr") claim no order here
 * or the source's. English is change-ends.ts's, which reads a change's start told as its end too.
 */
import type { Figure } from '../figures/figure-kinds.ts';
import { FROM_TO } from '../words/from-to-words.ts';
import { INSTEAD_AFTER_WORDS, INSTEAD_WORDS } from '../words/instead-words.ts';
import { holds, type Placed } from './figure-ties.ts';

/** "65 statt mit 64": "instead of" among a few words of one clause, no figure. */
const INSTEAD = new RegExp(
  String.raw`^[^\d.!?;:\n]{0,30}?(?<![\p{L}\p{M}])(?:${INSTEAD_WORDS})(?![\p{L}\p{M}])[^\d.!?;:\n]{0,30}$`,
  'iu',
);
/** "322 800 forint … 290 800 helyett": the old end before the word. */
const INSTEAD_AFTER = new RegExp(String.raw`^\s*(?:${INSTEAD_AFTER_WORDS})(?![\p{L}\p{M}])`, 'iu');

/** A change or span a text tells: its start, its end, and the figure a line's claim stops. */
interface Ends {
  start: Figure;
  end: Figure;
  shown: string;
}

const endOf = (one: Placed) => one.start + one.figure.text.length;

/** One end of a range read as one figure ("62 à 64 ans": 62, then 64). */
const oneEnd = (text: string, key: string): Figure => ({ text, kind: 'count', readings: [[key]] });

/** The changes and spans `text` tells by its languages' "from … to", in the order written. */
function fromTo(text: string, placed: readonly Placed[], langs: readonly string[]): Ends[] {
  const found: Ends[] = [];
  for (const lang of new Set(langs)) {
    const words = FROM_TO[lang];
    if (!words) continue;
    const fromBefore = (one: Placed) =>
      words.from?.test(text.slice(Math.max(0, one.start - 16), one.start)) ?? true;
    placed.forEach((one, index) => {
      // "de 62 à 64 ans", read as one range: its two ends, as written.
      const keys = one.figure.readings.find((reading) => reading.length === 2);
      if (one.figure.kind === 'range' && keys && words.from && fromBefore(one)) {
        const [first = '', second = ''] = keys;
        found.push({
          start: oneEnd(one.figure.text, first),
          end: oneEnd(one.figure.text, second),
          shown: one.figure.text,
        });
      }
      const two = placed[index + 1];
      if (!two || !pairable(one.figure, two.figure)) return;
      if (words.gap.test(text.slice(endOf(one), two.start)) && fromBefore(one)) {
        found.push({ start: one.figure, end: two.figure, shown: one.figure.text });
      }
    });
  }
  return found;
}

/** The line's "new instead of old" pairs, as changes from the old end to the new. */
function insteadOf(text: string, placed: readonly Placed[]): Ends[] {
  const found: Ends[] = [];
  for (let index = 0; index + 1 < placed.length; index++) {
    const now = placed[index] as Placed;
    const old = placed[index + 1] as Placed;
    const gap = text.slice(endOf(now), old.start);
    const after = text.slice(endOf(old), endOf(old) + 12);
    if (!pairable(now.figure, old.figure)) continue;
    if (INSTEAD.test(gap) || (/^[^\d.!?;:\n]{0,30}$/u.test(gap) && INSTEAD_AFTER.test(after))) {
      found.push({ start: old.figure, end: now.figure, shown: now.figure.text });
    }
  }
  return found;
}

/** A one-key reading's value whatever its unit or currency ("40" of "c:ruble:40", "n40"). */
const VALUE = /^(?:c:[^:]*:|u:[^:]*:|nu:|n)(?=\d)/u;
const values = (figure: Figure) =>
  new Set(
    figure.readings
      .flatMap((reading) => (reading.length === 1 ? [reading[0] ?? ''] : []))
      .filter((key) => VALUE.test(key))
      .map((key) => key.replace(VALUE, '')),
  );

/**
 * One value, its unit told once: "45 рублей вместо 40" writes the rubles on one end only, "van 4
 * naar 6 euro" too; both ends must hold, so a bare number is read as the other's.
 */
const same = (mine: Figure, theirs: Figure) =>
  holds(mine, theirs) || [...values(mine)].some((value) => values(theirs).has(value));

/** Two ends of one change: of one kind, or one a bare number its neighbour gives the unit of. */
const pairable = (one: Figure, two: Figure) =>
  one.kind === two.kind || one.kind === 'count' || two.kind === 'count';

const byText = /* @__PURE__ */ new WeakMap<readonly Placed[], Ends[]>();

/** The line's figures (as written) that tell a change of the source from its end to its start. */
export function turnedChanges(
  line: string,
  placed: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
  langs: readonly string[],
  lineLangs: readonly string[],
): string[] {
  const others = langs.filter((lang) => lang !== 'en');
  if (placed.length === 0 || others.length === 0) return [];
  let theirs = byText.get(source);
  if (!theirs) {
    theirs = fromTo(sourceText, source, others);
    byText.set(source, theirs);
  }
  if (theirs.length === 0) return [];
  const claimed = [...fromTo(line, placed, [...others, ...lineLangs]), ...insteadOf(line, placed)];
  const found: string[] = [];
  for (const { start, end, shown } of claimed) {
    if (same(start, end) || same(end, start)) continue;
    const turned = theirs.some((one) => same(start, one.end) && same(end, one.start));
    const kept = theirs.some((one) => same(start, one.start) && same(end, one.end));
    if (turned && !kept && !found.includes(shown)) found.push(shown);
  }
  return found;
}
