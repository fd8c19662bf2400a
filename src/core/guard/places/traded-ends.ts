/**
 * A journey's two ends traded, words apart (round forty-four): "Färjan avgår från Visby klockan
 * 21.15 och anländer till Oskarshamn" of "Färjan avgår från Oskarshamn klockan 21.15 och anländer
 * till Visby". Both places are the post's, so no names reader stops the line; reversed-routes.ts
 * reads a "from A to B" written together, and a post that sends other things to both places
 * ("till Visby från Nynäshamn till Oskarshamn") is no move it can tell reversed.
 *
 * Read here: in a sentence, each "from A" with the first "to B" after it (before another "from")
 * is a journey A → B, by the words of departure and arrival of the source's language: "från/till",
 * "fra/til", "van/naar", "z/do", "din/la", "from/to", "von/nach", "από/στη", and Turkish's case endings after a
 * name's apostrophe ("Visby'den … Oskarshamn'a"). A place is a capitalised word or a run of them.
 * A line's journey is stopped where the post tells B → A in a sentence and never A → B.
 */
import { splitSentences } from '../../split-sentences.ts';
import { readOnce } from '../read-once.ts';

/** A place: capitalised words, one space or hyphen between ("Bad Hersfeld", "Saint-Denis"). */
/** A capitalised word, not inside another. */
const WORD = '(?<![\\p{L}\\p{M}])\\p{Lu}[\\p{L}\\p{M}]+';
const PLACE = `${WORD}(?:[ -]\\p{Lu}[\\p{L}\\p{M}]+){0,3}`;

/** Words of leaving and of arriving, by language, in lower case. */
const WORDS: Record<string, { from: string; to: string }> = {
  sv: { from: 'från', to: 'till' },
  da: { from: 'fra', to: 'til' },
  nb: { from: 'fra', to: 'til' },
  no: { from: 'fra', to: 'til' },
  nl: { from: 'van|vanuit', to: 'naar' },
  pl: { from: 'z|ze', to: 'do' },
  cs: { from: 'z|ze', to: 'do' },
  sk: { from: 'z|zo', to: 'do' },
  ro: { from: 'din|de la', to: 'la|spre|către' },
  en: { from: 'from', to: 'to' },
  de: { from: 'von|aus', to: 'nach' },
  // Greek writes the article after its "from" and joins it to its "to" ("από τον Πειραιά στη Σαντορίνη").
  el: { from: 'από τον|από την|από τη|από το|από', to: 'στον|στην|στη|στο|προς' },
};

/**
 * Each language's patterns, built once: every sentence of a card's source and lines asked for them
 * (matchAll copies a pattern, so one kept is never left mid-match).
 */
const built = /* @__PURE__ */ new Map<string, { from: RegExp; to: RegExp } | undefined>();

/** A language's leaving and arriving, each a pattern whose one group is the place. */
function patternsOf(lang: string): { from: RegExp; to: RegExp } | undefined {
  if (!built.has(lang)) built.set(lang, buildPatterns(lang));
  return built.get(lang);
}

function buildPatterns(lang: string): { from: RegExp; to: RegExp } | undefined {
  if (lang === 'tr') {
    // "Visby'den", "Oskarshamn'dan"; "Visby'ye", "Oskarshamn'a": the one word suffixed, as a
    // sentence's first word may be any capitalised word before it ("Sefer Bodrum'dan").
    return {
      from: new RegExp(`(${WORD})['’](?:den|dan|ten|tan)(?![\\p{L}\\p{M}])`, 'gu'),
      to: new RegExp(`(${WORD})['’](?:ye|ya|e|a)(?![\\p{L}\\p{M}])`, 'gu'),
    };
  }
  const words = WORDS[lang];
  if (!words) return undefined;
  // Each word in lower case or opening a sentence ("Från"); the place's capital as written.
  const either = (alternatives: string) =>
    new RegExp(
      `(?<![\\p{L}\\p{M}])(?:${alternatives
        .split('|')
        .map((word) => `[${word[0]}${word[0]?.toUpperCase()}]${word.slice(1)}`)
        .join('|')}) (${PLACE})`,
      'gu',
    );
  return { from: either(words.from), to: either(words.to) };
}

/** Where a match ends in its sentence. */
const endOf = (match: RegExpMatchArray) => (match.index ?? 0) + match[0].length;

/** The journeys a sentence tells, each its two places as written. */
function journeysIn(sentence: string, lang: string): Array<[string, string]> {
  const patterns = patternsOf(lang);
  if (!patterns) return [];
  const ends = [
    ...[...sentence.matchAll(patterns.from)].map((match) => ({ match, leaving: true })),
    ...[...sentence.matchAll(patterns.to)].map((match) => ({ match, leaving: false })),
  ]
    // Romanian's "de la Cluj" leaves Cluj: its "la" is no arrival.
    .filter(
      ({ match, leaving }, _, all) =>
        leaving || !all.some((one) => one.leaving && endOf(one.match) === endOf(match)),
    )
    .sort((one, two) => (one.match.index ?? 0) - (two.match.index ?? 0));
  const journeys: Array<[string, string]> = [];
  for (const [at, end] of ends.entries()) {
    const next = ends[at + 1];
    if (!end.leaving || !next || next.leaving) continue;
    const from = end.match[1] ?? '';
    const to = next.match[1] ?? '';
    if (from.toLowerCase() !== to.toLowerCase()) journeys.push([from, to]);
  }
  return journeys;
}

/** A journey's key: its two places in lower case. */
const key = (from: string, to: string) => `${from.toLowerCase()} → ${to.toLowerCase()}`;

const cache = /* @__PURE__ */ new WeakMap<object, Map<string, Set<string>>>();

/** The places a line makes a journey end at where the post's journey leaves them (as written). */
export function tradedEnds(
  line: string,
  source: { readonly text: string; readonly langs: readonly string[] },
): string[] {
  const lang = (source.langs[0] ?? 'en').split('-')[0] ?? 'en';
  if (!patternsOf(lang) || !/\p{Lu}/u.test(line)) return [];
  // The line's journeys first: a line that tells none leaves the post unread.
  const journeys = splitSentences(line, lang).flatMap((sentence) => journeysIn(sentence, lang));
  if (journeys.length === 0) return [];
  const told = readOnce(cache, source, lang, () => {
    const all = new Set<string>();
    for (const sentence of splitSentences(source.text, lang)) {
      for (const [from, to] of journeysIn(sentence, lang)) all.add(key(from, to));
    }
    return all;
  });
  const traded: string[] = [];
  for (const [from, to] of journeys) {
    if (!told.has(key(from, to)) && told.has(key(to, from))) traded.push(to);
  }
  return traded;
}
