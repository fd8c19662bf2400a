/**
 * Two figures of one thing at two times (issue 44 item 4, h290): "120 membres en 2024 et 150 en
 * 2025", "올해 320만 명으로 작년 280만 명보다", "2020 yhteensä 12 400 ja nyt 13 100". A line that
 * says the change ("a gagné 30 membres", "40만 명 늘었다") repeats the noun the source counts
 * both with, which derived-figures.ts reads as a complement told of the wrong side. Each end is
 * tied to the time nearest it (a year, or CLDR's "last year", "this year", "now" in the post's
 * and the card's languages: Intl.RelativeTimeFormat's words), two different times of one sort;
 * the change runs from the earlier end to the later, so "a perdu 30 membres" of that rise is no
 * change of the source's.
 */

/**
 * Words of a count's change that meaning/'s direction words lack: a gain or loss of members or
 * people ("gained", "a gagné", "ha perso") and the rise and fall verbs of the languages it has none
 * for. A trailing "-" marks a stem.
 */
const CHANGE_WORDS: readonly [string, string] = [
  'gain- gained added gagn- gan- guadagn- ganh- dazugewonnen 늘- 증가- 상승- kasv- nous- lisäänty- naik bertambah meningkat tăng art- ök- ökade steg nőtt növeked- emelked- ارتفع زاد ازداد افزایش αυξήθηκ- crescut vzrostl- stoupl- höjde höjer höjs höjts höjningen hevet økte hævede nosti korotti artırdı yükseltti menaikkan emelte zvýšil zvýšila افزایش‌یافت',
  'lost shed perd- perdu perso persi perdeu verloren 줄- 감소- 하락- väh- laski pienen- turun berkurang menurun giảm azal- düş- minsk- sjönk csökken- انخفض تراجع کاهش μειώθηκ- scăzut klesl- snížil- sänkte sänker sänks sänkts sänkningen senket sænkede alensi indirdi düşürdü menurunkan csökkentette',
];
const changeStems = CHANGE_WORDS.map((list) => list.split(' '));

/** The side of a change `line` says in the words above: 1 a rise, -1 a fall, 0 neither or both. */
export function saidChange(line: string): -1 | 0 | 1 {
  const words = (line.match(/[\p{L}\p{M}]+/gu) ?? []).map((word) => word.toLowerCase());
  const [up, down] = changeStems.map((stems) =>
    words.some((word) =>
      stems.some((stem) =>
        stem.endsWith('-') ? word.startsWith(stem.slice(0, -1)) : word === stem,
      ),
    ),
  );
  return up === down ? 0 : up ? 1 : -1;
}

/** A figure of the source: where it stands and its value. */
interface End {
  start: number;
  end: number;
  value: number;
}

/** A time the text names: its place, its sort and its order among its sort. */
interface Mention {
  start: number;
  end: number;
  sort: 'year' | 'relative';
  rank: number;
}

/** A year: four digits, no digit or decimal either side. */
const YEAR = /(?<![\p{N}.,])(?:19|20)\d\d(?![\p{N}]|[.,]\p{N})/gu;
/** How far from a figure its time may stand. */
const REACH = 24;

/** CLDR's relative times read, with their order in months (last year before this month). */
const RELATIVE: ReadonlyArray<readonly [number, Intl.RelativeTimeFormatUnit, number]> = [
  [-1, 'year', -12],
  [0, 'year', 0],
  [-1, 'month', -1],
  [0, 'month', 0],
  [0, 'second', 0],
];

const relativeByLang = new Map<string, ReadonlyArray<readonly [RegExp, number]>>();

/** A language's relative times as patterns of whole words, with their order. */
function relativeTimes(lang: string): ReadonlyArray<readonly [RegExp, number]> {
  let found = relativeByLang.get(lang);
  if (found) return found;
  const list: Array<readonly [RegExp, number]> = [];
  try {
    const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    for (const [count, unit, rank] of RELATIVE) {
      const words = format.format(count, unit).toLowerCase().replace(/’/gu, "'");
      if (/\d/u.test(words)) continue;
      const escaped = words.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/'/gu, "['’]");
      list.push([new RegExp(`(?<![\\p{L}\\p{M}])${escaped}(?![\\p{L}\\p{M}])`, 'gu'), rank]);
    }
  } catch {
    // A runtime without this language's data reads years only.
  }
  found = list;
  relativeByLang.set(lang, found);
  return found;
}

/** The times named in `text` between `from` and `to`. */
function mentionsIn(text: string, from: number, to: number, langs: readonly string[]): Mention[] {
  const part = text.slice(from, to);
  const found: Mention[] = [];
  for (const match of part.matchAll(YEAR)) {
    const start = from + match.index;
    found.push({ start, end: start + match[0].length, sort: 'year', rank: Number(match[0]) });
  }
  const lower = part.toLowerCase();
  for (const lang of new Set(['en', ...langs])) {
    for (const [pattern, rank] of relativeTimes(lang)) {
      for (const match of lower.matchAll(pattern)) {
        const start = from + match.index;
        found.push({ start, end: start + match[0].length, sort: 'relative', rank });
      }
    }
  }
  return found;
}

/** How far a time stands from a figure, outside it; Infinity where it overlaps or is past reach. */
function distance(one: End, time: Mention): number {
  const gap =
    time.start >= one.end
      ? time.start - one.end
      : one.start >= time.end
        ? one.start - time.end
        : -1;
  return gap < 0 || gap > REACH ? Number.POSITIVE_INFINITY : gap;
}

/**
 * The side of the change from the earlier of `a` and `b` to the later (1 a rise, -1 a fall), where
 * `text` ties each to its own time of one sort; undefined where it does not.
 */
export function timedChange(
  text: string,
  a: End,
  b: End,
  langs: readonly string[],
): -1 | 1 | undefined {
  if (a.value === b.value) return undefined;
  const from = Math.max(0, Math.min(a.start, b.start) - REACH);
  const to = Math.max(a.end, b.end) + REACH;
  const times = mentionsIn(text, from, to, langs);
  let best: { cost: number; first: Mention; second: Mention } | undefined;
  for (const first of times) {
    for (const second of times) {
      if (first === second || first.sort !== second.sort || first.rank === second.rank) continue;
      const cost = distance(a, first) + distance(b, second);
      if (cost < (best?.cost ?? Number.POSITIVE_INFINITY)) best = { cost, first, second };
    }
  }
  if (!best) return undefined;
  const [earlier, later] = best.first.rank < best.second.rank ? [a, b] : [b, a];
  return later.value > earlier.value ? 1 : -1;
}
