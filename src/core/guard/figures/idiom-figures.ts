/**
 * Figures a sport's idiom says without the source writing them (issue 44, false stops): a car's
 * sprint "0-100 in 5,7 s" is from 0 to 100 km/h, as "0-60" is to 60 mph, so "goes from 0 to 100
 * km/h in 5.7 seconds" states no unit the post lacks; a penalty is taken from the spot eleven
 * metres (twelve yards) out, so "igualó desde los once metros" of "empató … de penalti" states no
 * distance the post lacks. Each holds only in its idiom's frame: the sprint's conventional ends
 * (0-100 and 0-200 km/h, 0-60 mph) as a bare range of the source, timed in seconds after it; the
 * penalty's distance where the source writes a penalty. "0 to 100 mph", "0 to 120 km/h", or
 * "from eleven metres" of a post with no penalty, are still stopped.
 */
import type { Figure } from './figure-kinds.ts';

/** A sprint's conventional ends in its unit's key: 0-100 km/h, 0-200 km/h, 0-60 mph. */
const SPRINT = /^r:u:(kilometer-per-hour:0-(?:100|200)|mile-per-hour:0-60)$/;
/** A time in seconds just after the range: "in 5.7 seconds", "en 5,7 s", "in 5,7 Sekunden". */
const TIMED =
  /^\s+\p{L}{1,3}\s+\d+(?:[.,]\d+)?\s*(?:s|sec|secs|seconds?|secondes?|segundos?|secondi|sekunden|seconden|sekund\p{L}*)(?![\p{L}])/iu;
/** The penalty spot's distance: eleven metres, twelve yards. */
const SPOT = /^u:(?:meter:11|yard:12)$/;
/** A penalty, in the languages of the sets ("penalti", "Elfmeter", "rigore", "strafschop"). */
const PENALTY =
  /(?<![\p{L}])(?:penalt\p{L}*|pénalty|pênalti|elfmeter\p{L}*|rigor[ei]|strafschop\p{L}*|karn(?:y|ego|ym|e)|penaltı\p{L}*|пенальти|penalti)(?![\p{L}])/iu;

/**
 * Whether `figure` of `line` is said by a sport's idiom the source holds (see above). `source`:
 * its text and figure keys.
 */
export function idiomFigure(
  figure: Figure,
  line: string,
  source: { readonly text: string; readonly figures: ReadonlySet<string> },
): boolean {
  const keys = figure.readings.map((reading) => reading[0] ?? '');
  if (figure.kind === 'range') {
    const sprint = keys.map((key) => SPRINT.exec(key)?.[1]).find((ends) => ends !== undefined);
    if (!sprint) return false;
    const bare = `r:n${sprint.slice(sprint.lastIndexOf(':') + 1)}`;
    const at = line.indexOf(figure.text);
    return source.figures.has(bare) && at >= 0 && TIMED.test(line.slice(at + figure.text.length));
  }
  return keys.some((key) => SPOT.test(key)) && PENALTY.test(source.text);
}
