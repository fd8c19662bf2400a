/**
 * What a figure counts (issue 44 items 1 and 4, docs/decisions/012 "Long documents' figures"): a
 * figure is bound to the content words written next to it in its clause ("61 reports of lids
 * opening", "cool cities by 0.4 °C", "187 people in the mRNA group"). A line's figure that the
 * source holds is moved when a word it is bound to in the line is bound in the source to another
 * value of its kind only, and no word of the line binds it to its own place instead: "17 reports
 * of lids opening" of "61 reports of lids opening …, including 17 reports of burns", "cool cities
 * by 1.5°C" of "cool cities by 0.4 °C … 1.5 °C warmer". figure-ties.ts reads the one word either
 * side; this reads a few, past the words every language puts between a figure and its noun.
 *
 * Both bindings must be clear: a word is read only in the figure's own clause (no comma, full stop
 * or conjunction between), a few words away at most, and not a function word or a word of change
 * ("rose", "up", "grew" say nothing of what is counted: "sales grew 9.4%" of "sales up 9.4%").
 * The source's bindings are read once per source; each figure looks at a few words either side.
 */
import type { Figure } from '../figures/figure-kinds.ts';
import { heldByMeasuresOnly } from '../figures/measure-counts.ts';
import { oncePer } from '../once-per-source.ts';
import { isStopWord } from '../words/stop-words.ts';
import { BREAKS, CHANGES, SPACELESS_CHANGES } from './figure-phrase-words.ts';
import { holds, isYear, type Placed, tieKey, tieKeys } from './figure-ties.ts';

/** Whether a line's figure says a source's (figure-ties.ts), re-exported for its readers here. */
export { holds };

/** How many content words either side a figure is bound to, and how many words it looks past. */
const CONTENT = 3;
const REACH = 6;

/**
 * Between a figure and its words: spaces, brackets, quotes (the low „ of German, Polish and
 * Bulgarian too), a slash ("€48/head"), currencies.
 */
const PASSING = /[\s()[\]"“”„«»‘’‚'/\-\p{Sc}]/u;
/** Words of three letters or more, in any script. */
const WORDS = /[\p{L}\p{M}]{3,}/gu;
/** Letters of a word, in any script. */
const LETTER = /[\p{L}\p{M}]/u;

// A character is tested by its code on ASCII, the regex kept for the rest: testing each character
// with a unicode-property pattern was most of what reading a source's bindings cost (issue 44 item 7).
/** PASSING, by code: tab to carriage return, space, quotes, brackets, slash, hyphen, dollar. */
const isPassing = (text: string, at: number) => {
  const code = text.charCodeAt(at);
  if (code >= 128) return PASSING.test(text[at] as string);
  return (
    (code >= 9 && code <= 13) ||
    code === 32 ||
    code === 34 ||
    code === 36 ||
    code === 39 ||
    code === 40 ||
    code === 41 ||
    code === 45 ||
    code === 47 ||
    code === 91 ||
    code === 93
  );
};
/** LETTER, by code. */
const isLetter = (text: string, at: number) => {
  const code = text.charCodeAt(at);
  if (code >= 128) return LETTER.test(text[at] as string);
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
};
/** Only ASCII characters: no script of its own, nothing to normalise. */
const ASCII = /^[^\u0080-\uffff]*$/;

/**
 * A word that ends a figure's phrase in one of `langs` (the source's and English, as
 * reboundFigures reads them): a word of change or a conjunction. Loops, not a closure a word.
 */
function endsPhrase(word: string, langs: readonly string[]): boolean {
  for (const lang of langs) if (CHANGES[lang]?.has(word) || BREAKS[lang]?.has(word)) return true;
  return false;
}

/** A function word of one of `langs`. */
function isFunctionWord(word: string, langs: readonly string[]): boolean {
  for (const lang of langs) if (isStopWord(word, lang)) return true;
  return false;
}

/**
 * Bindings are read only in the languages whose words of change and conjunctions are listed
 * (figure-phrase-words.ts): elsewhere a change's verb would bind its figure ("turun dari Rp70 ribu
 * menjadi Rp45 ribu" of "turun jadi Rp45.000 …, dari Rp70.000", a faithful Indonesian line, was
 * stopped for "turun" read as the noun before Indonesian's were listed).
 */
export function readsBindings(langs: readonly string[]): boolean {
  return langs.every((lang) => {
    const code = lang.split('-')[0] ?? lang;
    return (code in CHANGES && code in BREAKS) || code in SPACELESS_CHANGES;
  });
}

/** Words of rounding and of scale, passed over: "cool cities by about 0.4 °C". */
const PASSED = new Set(
  [
    'about around roughly nearly almost approximately some just over under least more less most only another not its their his her our your',
    'percent per cent points point basis million millions billion billions thousand thousands',
    'alrededor unos unas casi cerca millones rund etwa fast knapp über prozent millionen milliarden environ presque près plus moins milliards',
  ]
    .join(' ')
    .split(' '),
);

/** Letters of the scripts written with no spaces between words. */
const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** A Hangul word's case particle, after two syllables at least. */
const HANGUL_PARTICLE =
  /(?<=\p{Script=Hangul}{2})(?:에서|으로|을|를|이|가|은|는|에|의|로|와|과|도)$/u;
/** A counter or noun written on its figure with no space, in scripts that write them so ("4연승"). */
const COUNTER = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** A plural's or verb's endings, cut by bindingKey. */
const ENDINGS = ['ing', 'ed', 'es', 's', 'e'];

/**
 * A word as its forms share it: lower case, a plural's or verb's ending cut ("reports", "decides",
 * "delivering"), at most six letters ("delivers", "delivered").
 */
export function bindingKey(word: string): string {
  const ascii = ASCII.test(word);
  let key = ascii ? word.toLowerCase() : word.normalize('NFC').toLowerCase();
  // Korean writes its case particles on the noun: "연승을" and "연승이" are one streak.
  if (!ascii && HANGUL_PARTICLE.test(key)) return key.replace(HANGUL_PARTICLE, '').slice(0, 6);
  if (key.endsWith('ies') && key.length > 4) return `${key.slice(0, -3)}y`.slice(0, 6);
  // The longest ending first, as a pattern's leftmost match finds it; cut where three letters stay.
  for (const ending of ENDINGS) {
    if (!key.endsWith(ending)) continue;
    if (key.length - ending.length >= 3) key = key.slice(0, -ending.length);
    break;
  }
  return key.slice(0, 6);
}

/** A word a figure is bound to: its key, the side it stands on, and how many words away. */
export interface Binding {
  key: string;
  /** Inside: a word of the figure's own text, its unit ("4.6 years"); a source's only. */
  side: 'before' | 'after' | 'inside';
  /** 0 for the first content word on its side, 1 for the next. */
  at: number;
  /** A counter written on the figure ("4연승을"): what it counts, as a unit is. */
  counter?: true;
}

/**
 * Whether `at` is inside one of `placed`'s figures, in text order as placeFigures gives them (a
 * search, not an array a text marked: that array was made for every line; issue 44 item 7).
 */
function inFigure(placed: readonly Placed[], at: number): boolean {
  let low = 0;
  let high = placed.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const { start, figure } = placed[middle] as Placed;
    if (at < start) high = middle - 1;
    else if (at >= start + figure.text.length) low = middle + 1;
    else return true;
  }
  return false;
}

/**
 * The words bound on one side of a figure (`step` 1: after it, from `from`; -1: before it), added
 * to `found`. A function of its own, not a closure made for every figure read.
 */
function readSide(
  found: Binding[],
  text: string,
  from: number,
  step: 1 | -1,
  langs: readonly string[],
  figures: readonly Placed[],
): void {
  const side = step === 1 ? 'after' : 'before';
  let at = from;
  let content = 0;
  for (let words = 0; words < REACH && content < CONTENT; words++) {
    while (at >= 0 && at < text.length && isPassing(text, at)) at += step;
    if (at < 0 || at >= text.length || !isLetter(text, at) || inFigure(figures, at)) return;
    const glued = at === from;
    let other = at;
    while (other >= 0 && other < text.length && isLetter(text, other)) other += step;
    const word = (step === 1 ? text.slice(at, other) : text.slice(other + 1, at + 1)).toLowerCase();
    at = other;
    const ascii = ASCII.test(word);
    // Chinese and Japanese write no spaces: the run is the clause, read by its two characters
    // next to the figure ("4連勝を…" counts 連勝), unless they say a change ("5%増").
    if (!ascii && SPACELESS.test(word)) {
      const next = step === 1 ? word.slice(0, 2) : word.slice(-2);
      const change = (one: string) => (step === 1 ? word.startsWith(one) : word.endsWith(one));
      if ([...next].length < 2 || langs.some((lang) => SPACELESS_CHANGES[lang]?.some(change))) {
        return;
      }
      const binding: Binding = { key: next, side, at: content };
      if (step === 1 && glued) binding.counter = true;
      found.push(binding);
      return;
    }
    if (endsPhrase(word, langs)) return;
    if ((ascii ? word.length : [...word].length) < 3 || PASSED.has(word)) continue;
    if (isFunctionWord(word, langs)) continue;
    const binding: Binding = { key: bindingKey(word), side, at: content };
    // Glued to the figure: no space, bracket or sign between ("4연승을", not "4 연승을").
    if (step === 1 && found.length === 0 && glued && !ascii && COUNTER.test(word)) {
      binding.counter = true;
    }
    found.push(binding);
    content += 1;
  }
}

/**
 * The content words of `text` bound to the figure written from `start` to `end`: the figure's own
 * phrase either side, up to a clause's end, a conjunction, a word of change or another figure
 * (`figures`: the text's, in order, number words too: "two sides").
 */
export function boundWords(
  text: string,
  start: number,
  end: number,
  langs: readonly string[],
  figures: readonly Placed[],
): Binding[] {
  const found: Binding[] = [];
  readSide(found, text, end, 1, langs, figures);
  readSide(found, text, start - 1, -1, langs, figures);
  return found;
}

/** A source figure bound to a word, on that side of it and that far. */
interface Bound {
  placed: Placed;
  side: Binding['side'];
  at: number;
  counter?: true;
}

/** A word bound to more figures than this says nothing of any one of them ("reports" of 60). */
const COMMON = 12;

/** Each source's figures by every key they hold, made once a source. */
const byKey = /* @__PURE__ */ oncePer((source: readonly Placed[]): Map<string, Placed[]> => {
  const index: Map<string, Placed[]> = new Map();
  // The keys holds() reads the figure by as well, made once for both.
  for (const placed of source) {
    for (const key of tieKeys(placed.figure)) {
      const list = index.get(key);
      if (list) list.push(placed);
      else index.set(key, [placed]);
    }
  }
  return index;
});

/**
 * The figures of `source` that say `line`'s value (holds), found by its keys: a line's figure looks
 * up its readings' first keys, not every figure of a long source. `one`: the first found only.
 */
export function sourceHolding(line: Figure, source: readonly Placed[], one = false): Placed[] {
  const index = byKey(source);
  const found = new Set<Placed>();
  for (const reading of line.readings) {
    const first = reading[0];
    if (first === undefined) continue;
    for (const other of index.get(tieKey(first)) ?? []) {
      if (!found.has(other) && holds(line, other.figure)) found.add(other);
      if (one && found.size > 0) return [...found];
    }
  }
  return [...found];
}

/** The source's figures each word is bound to, read once per source. */
const cache = /* @__PURE__ */ new WeakMap<readonly Placed[], Map<string, Bound[]>>();

function sourceBindings(text: string, placed: readonly Placed[], langs: readonly string[]) {
  const bindings = cache.get(placed);
  if (bindings) return bindings;
  const read = new Map<string, Bound[]>();
  // Each bound written out, not a binding's rest spread into it: that object rest was an eighth of
  // reading a post's bindings (issue 44 item 7).
  const add = (one: Placed, binding: Binding) => {
    const bound: Bound = { placed: one, side: binding.side, at: binding.at };
    if (binding.counter) bound.counter = true;
    const { key } = binding;
    const list = read.get(key);
    if (list) list.push(bound);
    else read.set(key, [bound]);
  };
  for (const one of placed) {
    const end = one.start + one.figure.text.length;
    for (const binding of boundWords(text, one.start, end, langs, placed)) add(one, binding);
    for (const word of one.figure.text.match(WORDS) ?? []) {
      add(one, { key: bindingKey(word), side: 'inside', at: 0 });
    }
  }
  for (const [key, list] of read) {
    if (list.length <= COMMON) continue;
    // How many figures the key is bound to: one figure's words are added together, so a figure
    // is new where the list's one before is another (no count or Set kept for every key).
    let count = 0;
    for (let at = 0; at < list.length; at++) if (list[at]?.placed !== list[at - 1]?.placed) count++;
    if (count <= COMMON) continue;
    // Counted by runs, at least the figures: a figure listed twice in `placed` is still one.
    if (new Set(list.map((bound) => bound.placed)).size > COMMON) read.delete(key);
  }
  cache.set(placed, read);
  return read;
}

/** A figure's unit as the keys tell it ("celsius", "day", "" for none), for figures of one kind. */
const unitOf = (figure: Figure) =>
  /^(?:u|c):([^:]*):/.exec(figure.readings[0]?.[0] ?? '')?.[1] ?? '';

/** A date, a year, or a count of a unit ("0.4 °C", "148 mAh/g"): a figure a summary keeps as it is. */
const pinned = (figure: Figure) =>
  figure.kind === 'date' || isYear(figure) || (figure.kind === 'count' && unitOf(figure) !== '');

/** Two figures that count the same kind of thing: a price and a price, a year and a year. */
const sameKind = (one: Figure, other: Figure) =>
  one.kind === other.kind && isYear(one) === isYear(other) && unitOf(one) === unitOf(other);

/**
 * The line's figures (as written) bound to a word the source binds, on the same side and as near,
 * to one other value of their kind only, with no word of the line binding them to their own place.
 * The other value has moved too (in the line, at none of its own words: two figures traded) or is
 * not in the line ("cool cities by 1.5°C" of "cool cities by 0.4 °C … 1.5 °C warmer"). `line`:
 * the line's figures where `lineText` has them; `source`: the source's, in `sourceText`; `langs`:
 * the languages whose function words are skipped and whose conjunctions end a figure's phrase.
 */
export function reboundFigures(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
  langs: readonly string[],
): string[] {
  if (source.length < 2 || line.length === 0 || !readsBindings(langs)) return [];
  // Only a figure the source states as it is: a rounded or reworded one has no place to leave. A
  // line with none such never reads the source's bindings (each card's source is a new one).
  const held = line.filter(({ figure }) => sourceHolding(figure, source, true).length > 0);
  if (held.length === 0) return [];
  const bindings = sourceBindings(sourceText, source, langs);
  const wordsOf = (mine: Placed) =>
    boundWords(lineText, mine.start, mine.start + mine.figure.text.length, langs, line);
  /** The source's figures of `figure`'s kind bound to `word`, on its side and as near. */
  const boundTo = (word: Binding, figure: Figure) =>
    (bindings.get(word.key) ?? []).filter(
      (bound) =>
        bound.side === word.side && bound.at === word.at && sameKind(figure, bound.placed.figure),
    );
  /** True when a word of `words` binds `figure`'s value in the source and not `other`'s. */
  const binds = (words: readonly Binding[], figure: Figure, other: Figure) =>
    words.some((word) => {
      const bound = (bindings.get(word.key) ?? []).map((one) => one.placed.figure);
      return bound.some((one) => holds(figure, one)) && !bound.some((one) => holds(other, one));
    });
  /** A line's figure at words of its own in the source (`other`'s no more), or at none at all. */
  const stays = (mine: Placed, other: Figure) => {
    const words = wordsOf(mine);
    return words.length === 0 || binds(words, mine.figure, other);
  };
  const moved: string[] = [];
  for (const mine of held) {
    const { figure } = mine;
    const words = wordsOf(mine);
    const rebound = words.some((word) => {
      if (word.at > 1) return false;
      const theirs = boundTo(word, figure);
      // The word is the source's for one value, another than this one, and never for this one.
      const values = new Set(theirs.map(({ placed }) => placed.figure.text));
      const rival = theirs[0]?.placed.figure;
      if (!rival || values.size > 1 || holds(figure, rival)) return false;
      const anywhere = (bindings.get(word.key) ?? []).map(({ placed }) => placed.figure);
      if (anywhere.some((one) => holds(figure, one))) return false;
      // A word of the line binds this figure to its own place rather than the rival's.
      if (binds(words, figure, rival)) return false;
      const others = line.filter((other) => other !== mine && holds(other.figure, rival));
      // Not in the line: a measure or a date only, which a summary neither rounds nor sums, or a
      // count written with its counter in both ("3연승" of "4연승", the 3 the source's inning).
      if (others.length === 0) {
        const measured = heldByMeasuresOnly(figure, word, sourceHolding(figure, source));
        if (pinned(figure) || measured) return true;
        return word.counter === true && theirs.every((one) => one.counter);
      }
      // In the line: the two traded only where the rival left its own words too.
      return !others.some((other) => stays(other, figure));
    });
    if (rebound) moved.push(figure.text);
  }
  return moved;
}
