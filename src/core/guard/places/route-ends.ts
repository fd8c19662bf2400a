/**
 * A route's two ends told the other way round where the places readers see no route (issue 44,
 * round fifty-three): "伊豆大島から館山までの約48キロを泳ぎ切った" of a swim "千葉県館山市から伊豆大島までの
 * 約48キロ"; "из Твери в Москву" of "из Москвы в Тверь". Both places are the source's, and the words
 * beside them, so no names reader stops the line; which end the trip starts from is not.
 * reversed-routes.ts and traded-ends.ts read "from A to B" where capitals mark places and a place
 * is written as the source writes it; here are the scripts without spaces and the languages whose
 * places decline.
 *
 * A route is a place after a word of "from" and one after a word of "to" in the same clause: "из A
 * в B", "з A до B", "AからBまで", "从A到B", "A에서 B까지". In Cyrillic each end holds a capitalised
 * word, and no end holds a digit (a figure's "от 65 до 85" is another reader's). The line's route
 * is stopped where a route of the source has its ends the other way round, and none has them the
 * line's way: a source that says the trip both ways keeps the line. Ends are one where a word of
 * each is the other declined (inflected-names.ts), or, in a script without spaces, where they share
 * two characters running. Only where the line is in its source's language.
 */
import type { ClauseSource } from '../meaning/negation-claims.ts';
import { sameDeclined } from '../names/inflected-names.ts';
import { oncePer } from '../once-per-source.ts';

/** A route's two ends: each its words (spaced scripts) or its characters (Japanese, Chinese). */
interface Route {
  start: string[];
  end: string[];
  /** The ends are runs of characters, not words. */
  spaceless: boolean;
  /** The route's words as the text writes them ("from Dover to Calais"). */
  text: string;
}

/**
 * The words of "from" and of "to" of the languages whose places decline ("из Москвы в Тверь", "из
 * Твери в Москву"): traded-ends.ts and reversed-routes.ts read the others' places as written.
 */
const MARKERS: Readonly<Record<string, readonly [readonly string[], readonly string[]]>> = {
  ru: [
    ['из', 'от', 'с', 'со'],
    ['в', 'во', 'до', 'на'],
  ],
  uk: [
    ['з', 'зі', 'із', 'від'],
    ['в', 'у', 'до', 'на'],
  ],
};

/** Words at most in a route's first end ("from the port of Dover to"). */
const START_WORDS = 4;
/** Capitalised words at most in its second end ("to New South Wales"). */
const END_WORDS = 3;
/** A clause's end: punctuation (not a decimal's point). */
const CLAUSE_END = /[.!?;:,()"“”«»、。，；：！？（）](?!\d)|\n/u;
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
const CAPITAL = /^\p{Lu}/u;
const CASED = /\p{Lu}|\p{Ll}/u;
const DIGIT = /\p{N}/u;
/**
 * Japanese: a run of kanji, katakana or Latin before "から" and before "まで", "へ" or "に向け". A
 * place's run is at most `PLACE_MOST` letters: unbounded, a text of kanji with no "から" was walked
 * to its end from every letter (5 s for 20,000 characters).
 */
const JAPANESE =
  /([^\p{sc=Hiragana}\s\p{P}\p{N}]{2,24})から([^\p{sc=Hiragana}\s\p{P}\p{N}]{2,24})(?:まで|へ|に向)/gu;
/** Chinese: "从A到B", "从A至B", "从A飞往B"; B runs to the clause's end, shared characters matched. */
const CHINESE =
  /从([^\s\p{P}\p{N}从到至往]{2,8}?)(?:到|至|飞往|开往|前往)([^\s\p{P}\p{N}的]{2,6})/gu;
/** Korean: "A에서 B까지", "A부터 B까지", "A에서 B로"; each end at most 24 letters, as in Japanese. */
const KOREAN =
  /([\p{sc=Hangul}]{2,24})(?:에서|부터)\s+([\p{sc=Hangul}]{2,24}?)(?:까지|으로|로)(?=\s|$|\p{P})/gu;

/** The routes of a text in `lang`. */
function routesOf(text: string, lang: string): Route[] {
  const routes: Route[] = [];
  if (lang === 'ja' || lang === 'zh') {
    for (const [whole, start, end] of text.matchAll(lang === 'ja' ? JAPANESE : CHINESE)) {
      routes.push({ start: [start as string], end: [end as string], spaceless: true, text: whole });
    }
    return routes;
  }
  if (lang === 'ko') {
    for (const [whole, start, end] of text.matchAll(KOREAN)) {
      routes.push({
        start: [start as string],
        end: [end as string],
        spaceless: false,
        text: whole,
      });
    }
    return routes;
  }
  const markers = MARKERS[lang];
  if (!markers) return routes;
  const [from, to] = markers.map((words) => new Set(words));
  for (const clause of text.split(CLAUSE_END)) {
    const tokens = clause.match(TOKEN) ?? [];
    tokens.forEach((token, at) => {
      if (!from?.has(token.toLowerCase())) return;
      for (let cut = at + 2; cut <= at + 1 + START_WORDS && cut < tokens.length; cut++) {
        if (!to?.has((tokens[cut] as string).toLowerCase())) continue;
        const start = tokens.slice(at + 1, cut);
        const end: string[] = [];
        for (const word of tokens.slice(cut + 1, cut + 1 + END_WORDS)) {
          if (!CAPITAL.test(word) && end.length > 0) break;
          end.push(word);
        }
        if (end.length > 0 && [start, end].every(named)) {
          const words = tokens.slice(at, cut + 1 + end.length).join(' ');
          routes.push({ start: lowered(start), end: lowered(end), spaceless: false, text: words });
        }
        break;
      }
    });
  }
  return routes;
}

/** An end names a place: no digit, and where its script has capitals, a capitalised word. */
const named = (words: readonly string[]) =>
  !words.some((word) => DIGIT.test(word)) &&
  words.some((word) => CAPITAL.test(word) || !CASED.test(word));

const lowered = (words: readonly string[]) => words.map((word) => word.toLowerCase());

/** Whether two runs of characters share two running ("館山" in "千葉県館山市"). */
function shareTwo(one: string, two: string): boolean {
  const chars = [...one];
  for (let at = 0; at + 1 < chars.length; at++) {
    if (two.includes(`${chars[at]}${chars[at + 1]}`)) return true;
  }
  return false;
}

/** Whether two ends are one place. */
function sameEnd(one: readonly string[], two: readonly string[], spaceless: boolean): boolean {
  return one.some((word) =>
    two.some((other) =>
      spaceless ? shareTwo(word, other) : word === other || sameDeclined(word, other),
    ),
  );
}

const bySource = /* @__PURE__ */ oncePer((source: ClauseSource) =>
  routesOf(source.text, (source.langs[0] ?? 'en').split('-')[0] as string),
);

/** The line's routes (their words) whose ends the source has only the other way round. */
export function routeEnds(line: string, source: ClauseSource): string[] {
  if (source.translated) return [];
  const theirs = bySource(source);
  if (theirs.length === 0) return [];
  const lang = (source.langs[0] ?? 'en').split('-')[0] as string;
  const claims: string[] = [];
  for (const mine of routesOf(line, lang)) {
    const same = (route: Route, first: readonly string[], second: readonly string[]) =>
      sameEnd(first, route.start, route.spaceless) && sameEnd(second, route.end, route.spaceless);
    const turned = theirs.some((route) => same(route, mine.end, mine.start));
    const kept = theirs.some((route) => same(route, mine.start, mine.end));
    if (turned && !kept) claims.push(mine.text);
  }
  return [...new Set(claims)];
}
