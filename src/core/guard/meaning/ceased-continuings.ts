/**
 * What a post says goes on, said as stopped, and back (issue 44, docs/decisions/012): "O valor do
 * bilhete deixa de ser descontado na compra de um livro" of "o valor continua a ser descontado na
 * compra de um livro"; "the map is no longer due in July" of "still due in July". "deixa de", "no
 * longer", "ne … plus", "nicht mehr" negate a continuing; negation-claims.ts reads them as idioms
 * (they negate nothing of their own), so a line that turns "continues to" into one is kept.
 *
 * A short list per language of words that say a thing goes on ("continues to", "still", "continua
 * a", "sigue", "encore", "weiterhin", "nadal", "по-прежнему") and that it stopped ("no longer", "deixa de",
 * "ya no", "ne … plus", "non … più", "nicht mehr", "już nie", "больше не"); each is read with the
 * content words next to it: the one just before it, those inside it and the first after it (an
 * auxiliary or a stop word passed over: "continua a ser descontado" continues "valor" and
 * "descontado", "sendet nicht mehr" stops "sendet"). A line's sentence is stopped where it says one of the two of
 * a word the post's sentence says the other of, never the line's, and the two sentences share two
 * more content words. A post that says both of the word lets a line say either. Read in the post's
 * language, not a translation.
 */
import { splitSentences } from '../../split-sentences.ts';
import { oncePer } from '../once-per-source.ts';
import { isStopWord } from '../words/stop-words.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';

/** A word's edges: `\b` knows no letters beyond ASCII. */
const W = String.raw`(?<![\p{L}\p{M}])`;
const E = String.raw`(?![\p{L}\p{M}])`;
const rx = (words: string) => new RegExp(`${W}(?:${words})${E}`, 'giu');

/** Words that say a thing goes on, by language. */
const GOES_ON: Readonly<Record<string, RegExp>> = {
  en: rx(String.raw`still|continu(?:e|es|ed|ing)\s+to|remains?`),
  pt: rx(String.raw`continua(?:m|r|rá|rão)?(?:\s+a)?|ainda|mant[ée]m-se|segue(?:m)?`),
  es: rx(`sigue(?:n)?|seguirá(?:n)?|continúa(?:n)?|continuará(?:n)?|todavía|aún`),
  // "encore" is "still" but for "pas encore" (not yet) and "encore plus", "encore une fois".
  fr: rx(
    String.raw`continue(?:nt|ra|ront)?\s+(?:de|d(?=')|à)|toujours|reste(?:nt|ra|ront)?|(?<!pas\s+)encore(?!\s+(?:plus|moins|mieux|une?)(?![\p{L}\p{M}]))`,
  ),
  it: rx(String.raw`continua(?:no|re|rà|ranno)?\s+(?:a|ad)|ancora|resta(?:no)?|rimane|rimangono`),
  de: rx(String.raw`weiterhin|immer\s+noch|bleib(?:t|en)`),
  nl: rx(String.raw`nog\s+steeds|nog\s+altijd|blijf(?:t)?|blijven`),
  pl: rx(`nadal|wciąż|dalej`),
  ru: rx(String.raw`по-прежнему|продолжа(?:ет|ют|ть)|продолжит|продолжат|вс[её]\s+ещ[её]`),
};
/** Words that say a thing stopped, by language. */
const STOPS: Readonly<Record<string, RegExp>> = {
  en: rx(String.raw`no\s+longer|(?:stop|cease)(?:s|ped|d)(?=\s+\p{L}+ing)`),
  pt: rx(String.raw`deixa(?:m|r|rá|rão|ou|ram)?\s+de|já\s+não|cessa(?:m|r)?\s+de`),
  es: rx(String.raw`deja(?:n|r|rá|rán|ó|ron)?\s+de|ya\s+no`),
  fr: rx(String.raw`cesse(?:nt|ra|ront)?\s+(?:de|d(?='))|n'\p{L}+\s+plus|ne\s+\p{L}+\s+plus`),
  it: rx(String.raw`smette(?:re|rà|ranno)?\s+di|non\s+\p{L}+\s+più|non\s+più`),
  de: rx(String.raw`nicht\s+mehr|nicht\s+länger`),
  nl: rx(String.raw`niet\s+meer|niet\s+langer`),
  pl: rx(String.raw`już\s+nie|przestaj[eą]|przestanie|przestaną|przestał[aoy]?`),
  ru: rx(String.raw`больше\s+не|уже\s+не|переста(?:ёт|ет|ют|нет|нут|л|ла|ли)`),
};
/** Verbs an auxiliary of being or becoming: the word after it is what goes on. */
const AUXILIARY = new Set([
  ...['be', 'being', 'been', 'ser', 'estar', 'être', 'essere', 'sein', 'werden', 'worden', 'zijn'],
  ...['być', 'быть'],
]);
/** How many content words the two sentences share besides the word. */
const SHARED = 2;
const WORD = /[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*/gu;

/** A sentence's content words, and the words it says go on and stop. */
interface Read {
  words: string[];
  goesOn: string[];
  stops: string[];
}

const sourceSentences = /* @__PURE__ */ oncePer((source: ClauseSource) =>
  readSentences(source.text, source.langs[0] ?? 'en'),
);

const isContent = (word: string, lang: string) =>
  word.length > 2 && !isStopWord(word, lang) && !AUXILIARY.has(word);

/**
 * The words each place `marks` matches in `sentence` says go on or stop: the content word just
 * before it ("sendet nicht mehr", a verb before its adverb), the words inside it ("ne prête plus")
 * and the first after it ("continua a ser descontado").
 */
function wordsAround(sentence: string, marks: RegExp, lang: string): string[] {
  const found: string[] = [];
  for (const match of sentence.matchAll(marks)) {
    const at = match.index ?? 0;
    const before =
      sentence
        .slice(0, at)
        .toLowerCase()
        .split(/[,;:()]/u)
        .pop() ?? '';
    const last = (before.match(WORD) ?? []).filter((word) => isContent(word, lang)).pop();
    const inside = (match[0].toLowerCase().match(WORD) ?? []).filter((word) =>
      isContent(word, lang),
    );
    const after = sentence.slice(at + match[0].length).toLowerCase();
    const next = (after.match(WORD) ?? []).slice(0, 4).find((word) => isContent(word, lang));
    for (const word of [last, ...inside, next]) if (word) found.push(word);
  }
  return found;
}

function readSentences(text: string, lang: string): Read[] {
  const goesOn = GOES_ON[lang];
  const stops = STOPS[lang];
  if (!goesOn || !stops) return [];
  return splitSentences(text.replace(/’/gu, "'"), lang).map((sentence) => ({
    words: (sentence.toLowerCase().match(WORD) ?? []).filter((word) => isContent(word, lang)),
    goesOn: wordsAround(sentence, goesOn, lang),
    stops: wordsAround(sentence, stops, lang),
  }));
}

const holds = (words: readonly string[], word: string) => words.some((one) => sameWord(one, word));

/** The line's sentences that say stopped what the post says goes on, or back. */
export function ceasedContinuingClaims(line: string, source: ClauseSource): string[] {
  const lang = source.langs[0] ?? 'en';
  if (source.translated || !GOES_ON[lang]) return [];
  const lines = readSentences(line, lang).map((read, index) => ({ read, index }));
  if (!lines.some(({ read }) => read.goesOn.length + read.stops.length > 0)) return [];
  const posts = sourceSentences(source);
  const sentences = splitSentences(line.replace(/’/gu, "'"), lang);
  // The post says both of a word somewhere: a line may say either.
  const both = (word: string) =>
    posts.some((one) => holds(one.goesOn, word)) && posts.some((one) => holds(one.stops, word));
  const turned = (
    said: readonly string[],
    other: (read: Read) => string[],
    own: (read: Read) => string[],
    words: string[],
  ) =>
    said.some(
      (word) =>
        !both(word) &&
        posts.some(
          (one) =>
            holds(other(one), word) &&
            !holds(own(one), word) &&
            words.filter((each) => !sameWord(each, word) && holds(one.words, each)).length >=
              SHARED,
        ),
    );
  return lines
    .filter(
      ({ read }) =>
        turned(
          read.stops,
          (one) => one.goesOn,
          (one) => one.stops,
          read.words,
        ) ||
        turned(
          read.goesOn,
          (one) => one.stops,
          (one) => one.goesOn,
          read.words,
        ),
    )
    .map(({ index }) => sentences[index] ?? line);
}
