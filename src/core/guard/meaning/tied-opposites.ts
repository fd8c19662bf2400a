/**
 * An opposite word in a sentence tied to the source's by its figures (issue 44, h267): "Ab dem 1.
 * Juni ist das Museum geschlossen" of "Das Museum öffnet am 1. Juni wieder", "RUU itu disetujui DPR
 * pada 5 Oktober" of "DPR menolak RUU itu pada 5 Oktober", "박물관이 7월 1일 개관한다" of "7월 1일에
 * 문을 닫는다". Every figure is the source's, so no figure reader stops the line; the directions
 * readers (direction-claims.ts, language-direction-claims.ts) read a word with the three words
 * about it, which a paraphrase moves ("Ab dem 1. Juni" before, "am 1. Juni" after), and keep no
 * words of most of these languages.
 *
 * So a line's sentence with a figure is read against the source's sentences that hold every one
 * of its figures (the tie: a date, a time, a score, an amount). A listed word of the line
 * (tied-opposites.data.ts) is stopped where such a sentence writes a word of the other side of
 * its group near one of those figures and none writes one of its own side (a synonym on the list
 * is its side: "dropped" of "fell" is kept). Not read: a sentence with a negation or an undoing
 * word in it, line's or source's (its word may be turned by it: "did not approve" of "rejected",
 * "allowed" of "lifted its ban"); a group the line's sentence says both sides of; a line's clause
 * after ", and" with no figure of its own; a translation. Where a group's two sides tell one thing of two parties (win and lose, more and
 * fewer, before and after), the words the two sentences share must stand on the same sides of the
 * two words more often than not: "Hull won 3-1 against Leeds" of "Leeds lost 3-1 to Hull" is the
 * same match. Linear: a line's sentence without a listed word and a figure is not read further,
 * and the source's sentences are read once (once-per-source.ts).
 */
import { oncePer } from '../once-per-source.ts';
import { isStopWord } from '../words/stop-words.ts';
import { MORE_TIED_OPPOSITES, NOT_NEGATING } from './more-tied-opposites.data.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';
import { negationWordsOf } from './negation-words.ts';
import {
  CONVERSE_GROUPS,
  NEGATION_PARTS,
  OTHER_NEGATIONS,
  TIED_IDIOMS,
  TIED_OPPOSITES,
  UNDOING_WORDS,
} from './tied-opposites.data.ts';

interface Hit {
  group: string;
  up: boolean;
  text: string;
  /** The token it starts at (-1 in Japanese, read inside its text). */
  at: number;
}

interface Sentence {
  tokens: readonly string[];
  figures: ReadonlySet<string>;
  hits: readonly Hit[];
  negated: boolean;
}

interface Table {
  exact: Map<string, { group: string; up: boolean }[]>;
  stems: { stem: string; group: string; up: boolean }[];
  phrases: { words: string[]; group: string; up: boolean }[];
  /** A verb and its particle apart ("fand … statt", "ging … door"): within `APART` words. */
  split: { words: string[]; group: string; up: boolean }[];
  negations: ReadonlySet<string>;
  parts: readonly string[];
}

/** Malay shares Indonesian's words of these groups. */
const ALIASES: Readonly<Record<string, string>> = { ms: 'id' };
/** Languages written without spaces: their words are found inside the sentence's text. */
const SPACELESS = new Set(['ja', 'zh']);
/** Hebrew's one-letter prefixes (and, the, in, to, from, that, as) on a listed word. */
const HEBREW_PREFIX = /^[והבלמשכ]/u;
/** A sentence's end: not the point of an ordinal or a time ("1. Juni", "08.00"). */
const SENTENCE_END = /(?<!(?:^|\s)\p{N}{1,2})\.(?=\s|$)|[!?;。！？\n]/u;
/**
 * A comma and a word that joins a clause of its own (", and markets now expect a December cut"): a
 * line's clause after it says another thing than the figures before it, so it is read apart (and,
 * with no figure of its own, not at all). The source's sentences are read whole: a word of its own
 * side anywhere in them keeps the line.
 */
const CLAUSE_JOIN =
  /,\s+(?=(?:and|but|while|whereas|und|aber|während|sondern|et|mais|tandis|y|pero|mientras|e|ma|mentre|en|maar|terwijl|mas|enquanto|dan|tetapi|sedangkan|namun|och|men|medan|ale|а|но|и|και|αλλά|ενώ|ja|mutta|và|nhưng)\s)/iu;
/** Groups whose "down" word ends what the words after it name ("ended its ban"), and how near. */
const ENDING_GROUPS = new Set(['start', 'held']);
const ENDS_WITHIN = 3;
/** The most words between a verb and its particle ("fand trotz Regen am 20. Juli statt"). */
const APART = 8;
const TOKEN = /\p{Nd}+|[\p{L}\p{M}]+/gu;

const tables = /* @__PURE__ */ new Map<string, Table | null>();

function tableOf(lang: string): Table | undefined {
  let table = tables.get(lang);
  if (table === undefined) {
    const name = ALIASES[lang] ?? lang;
    const groups = TIED_OPPOSITES[name] ?? MORE_TIED_OPPOSITES[name];
    table = null;
    if (groups) {
      const built: Table = {
        exact: new Map(),
        stems: [],
        phrases: [],
        split: [],
        negations: new Set([
          ...(negationWordsOf(lang)?.words ?? []),
          ...(OTHER_NEGATIONS[lang] ?? []),
          ...(UNDOING_WORDS[lang] ?? []).flatMap((words) => words.split(' ')),
        ]),
        parts: NEGATION_PARTS[lang] ?? [],
      };
      for (const [group, sides] of Object.entries(groups)) {
        sides.forEach((words, at) => {
          const up = at === 0;
          for (const word of words.split(' ')) {
            if (word.includes('_')) built.phrases.push({ words: word.split('_'), group, up });
            else if (word.includes('+')) built.split.push({ words: word.split('+'), group, up });
            else if (word.endsWith('-')) built.stems.push({ stem: word.slice(0, -1), group, up });
            else built.exact.set(word, [...(built.exact.get(word) ?? []), { group, up }]);
          }
        });
      }
      table = built;
    }
    tables.set(lang, table);
  }
  return table ?? undefined;
}

function sidesOfToken(word: string, table: Table, lang: string): { group: string; up: boolean }[] {
  const found = [...(table.exact.get(word) ?? [])];
  for (const one of table.stems) if (word.startsWith(one.stem)) found.push(one);
  if (found.length === 0 && lang === 'he' && word.length > 3 && HEBREW_PREFIX.test(word)) {
    return sidesOfToken(word.slice(1), table, '');
  }
  return found;
}

function hitsIn(text: string, tokens: readonly string[], table: Table, lang: string): Hit[] {
  const hits: Hit[] = [];
  if (SPACELESS.has(lang)) {
    for (const [word, sides] of table.exact) {
      if (text.includes(word)) for (const side of sides) hits.push({ ...side, text: word, at: -1 });
    }
    return hits;
  }
  tokens.forEach((token, at) => {
    if (/\p{Nd}/u.test(token) || TIED_IDIOMS.has(`${token} ${tokens[at + 1]}`)) return;
    for (const side of sidesOfToken(token, table, lang)) hits.push({ ...side, text: token, at });
    for (const { words, group, up } of table.phrases) {
      if (words.every((word, step) => tokens[at + step] === word)) {
        hits.push({ group, up, text: words.join(' '), at });
      }
    }
    for (const { words, group, up } of table.split) {
      if (token !== words[0]) continue;
      const particle = tokens.slice(at + 1, at + 1 + APART).indexOf(words[1] ?? '');
      if (particle >= 0) hits.push({ group, up, text: words.join(' … '), at });
    }
  });
  // "ended its ban", "cancelled the closure": a stop put to another word's thing turns that word.
  // The stops are looked up by their token, a few tokens back: a sentence of 20,000 characters of
  // "began ended" compared every hit with every other (3 s a card).
  const stops = new Map<number, string[]>();
  for (const one of hits) {
    if (one.up || !ENDING_GROUPS.has(one.group)) continue;
    const groups = stops.get(one.at);
    if (groups) groups.push(one.group);
    else stops.set(one.at, [one.group]);
  }
  if (stops.size === 0) return hits;
  return hits.filter((hit) => {
    for (let at = hit.at - 1; at >= hit.at - ENDS_WITHIN; at--) {
      if (stops.get(at)?.some((group) => group !== hit.group)) return false;
    }
    return true;
  });
}

/**
 * A sentence's tokens and figures, its opposite words and negation read on first use: only the
 * sentences a line's figures tie it to are asked for them (a source of 20,000 characters with no
 * full stop is one sentence, and read for its hits only when tied).
 */
function sentencesOf(text: string, lang: string, table: Table, clauses = false): Sentence[] {
  const parts = text.normalize('NFC').split(SENTENCE_END);
  return (clauses ? parts.flatMap((part) => part.split(CLAUSE_JOIN)) : parts).map((part) => {
    const lower = part.toLowerCase();
    const tokens = [...lower.matchAll(TOKEN)].map(([token]) => token);
    const figures = new Set(
      tokens.filter((token) => /\p{Nd}/u.test(token)).map((one) => one.replace(/^0+(?=\d)/, '')),
    );
    let hits: readonly Hit[] | undefined;
    let negated: boolean | undefined;
    return {
      tokens,
      figures,
      get hits() {
        hits ??= hitsIn(lower, tokens, table, lang);
        return hits;
      },
      get negated() {
        if (negated === undefined) {
          const plain = NOT_NEGATING[lang]?.reduce(
            (text, idiom) => text.replaceAll(idiom, ' '),
            lower,
          );
          negated =
            tokens.some((token) => table.negations.has(token)) ||
            table.parts.some((part) => (plain ?? lower).includes(part));
        }
        return negated;
      },
    };
  });
}

const sourceSentences = /* @__PURE__ */ oncePer((source: ClauseSource): Sentence[] => {
  const lang = (source.langs[0] ?? 'en').split(/[-_]/)[0] ?? 'en';
  const table = tableOf(lang);
  return table ? sentencesOf(source.text, lang, table) : [];
});

/** Korean marks a subject by its particle: two words are one party only with the same role. */
const KOREAN_SUBJECT = /[이가은는]$/u;

function sameParty(one: string, two: string, lang: string): boolean {
  if (lang !== 'ko') return sameWord(one, two);
  const subject = KOREAN_SUBJECT.test(one);
  if (subject !== KOREAN_SUBJECT.test(two)) return false;
  const stem = (word: string) => (word.length > 2 ? word.slice(0, -1) : word);
  return one === two || stem(one) === stem(two);
}

/**
 * Whether the words two sentences share stand on the same sides of the line's word and the
 * source's opposite more often than not (a converse group: "Leeds lost to Hull", "Leeds won
 * against Hull"; not "Hull won against Leeds").
 */
function sameSides(line: Sentence, hit: Hit, other: Sentence, lang: string): boolean {
  // A run of text with no sentence's end (a list, a table) is no sentence to read roles in.
  if (other.tokens.length > SIDES_WITHIN) return false;
  let same = 0;
  let crossed = 0;
  const noParty = (word: string) =>
    /\p{Nd}/u.test(word) || word.length < 2 || isStopWord(word, lang);
  // The line's subject, the last word before its verb, tells the roles where the source has it:
  // "O Porto perdeu 1-2 na Luz no domingo" of "Benfica venceu o Porto … da Luz no domingo" (the
  // place and the day on the same side outnumbered the one party).
  const subject = line.tokens.slice(0, hit.at).findLast((word) => !noParty(word));
  for (const opposite of other.hits) {
    if (opposite.group !== hit.group || opposite.up === hit.up) continue;
    const there =
      subject === undefined ? -1 : other.tokens.findIndex((one) => sameParty(subject, one, lang));
    if (there >= 0 && there !== opposite.at) return there < opposite.at;
  }
  for (const opposite of other.hits) {
    if (opposite.group !== hit.group || opposite.up === hit.up) continue;
    line.tokens.forEach((word, at) => {
      if (at === hit.at || noParty(word)) return;
      const there = other.tokens.findIndex((one) => sameParty(word, one, lang));
      if (there < 0 || there === opposite.at) return;
      if (at < hit.at === there < opposite.at) same += 1;
      else crossed += 1;
    });
  }
  return same > crossed;
}

/** The most source sentences a line's figures may tie it to and still tell which it says. */
const TIED_AT_MOST = 6;

/** The longest source sentence whose words' sides are read (the cost stays a line's times this). */
const SIDES_WITHIN = 120;

/** A figure of the line's within this many words of the source's opposite word. */
const FIGURE_WITHIN = 10;

/**
 * Whether one of the line's figures stands near the source's word at `at`: a long sentence of a
 * document ("An experimental pill cut … migraine days by about half …, sending the company's
 * shares up 27%") ties its figure to its own clause, not to a word thirty words before it.
 */
function nearFigure(other: Sentence, at: number, line: Sentence): boolean {
  if (at < 0) return true;
  const from = Math.max(0, at - FIGURE_WITHIN);
  return other.tokens
    .slice(from, at + FIGURE_WITHIN + 1)
    .some((token) => /\p{Nd}/u.test(token) && line.figures.has(figureKey(token)));
}

const figureKey = (token: string) => token.replace(/^0+(?=\d)/, '');

/** The first content word after `at`: what "before" and "after" are said of. */
function objectAfter(sentence: Sentence, at: number, lang: string): string | undefined {
  return sentence.tokens
    .slice(at + 1)
    .find((word) => word.length > 1 && !/\p{Nd}/u.test(word) && !isStopWord(word, lang));
}

/**
 * Whether the line's "before" and the source's "after" are said of one thing ("came before the
 * debate" of "held after the debate"): "After India were all out…, Australia collapsed" of "India
 * had been bowled out … before dismissing Australia" puts its clause first, and its words' sides
 * tell nothing of the order.
 */
function sameObject(line: Sentence, hit: Hit, other: Sentence, lang: string): boolean {
  const said = objectAfter(line, hit.at, lang);
  if (!said) return false;
  return other.hits.some((one) => {
    if (one.group !== hit.group || one.up === hit.up) return false;
    const object = objectAfter(other, one.at, lang);
    if (object === undefined) return false;
    // Hebrew writes "the" onto its word ("הפגישה" of "פגישה").
    const bare = (word: string) =>
      lang === 'he' && word.length > 3 ? word.replace(HEBREW_PREFIX, '') : word;
    return sameWord(said, object) || sameWord(bare(said), bare(object));
  });
}

/** The line's listed words whose opposite its figures' sentence in the source says instead. */
export function tiedOpposites(line: string, source: ClauseSource): string[] {
  if (source.translated) return [];
  const lang = (source.langs[0] ?? 'en').split(/[-_]/)[0] ?? 'en';
  const table = tableOf(lang);
  if (!table) return [];
  const claims: string[] = [];
  for (const sentence of sentencesOf(line, lang, table, true)) {
    // Its figures first: a sentence with none is not read for its opposite words.
    if (sentence.figures.size === 0 || sentence.hits.length === 0 || sentence.negated) continue;
    // A figure the source's text lacks is in none of its sentences (a run of digits is as it is
    // written there, NFC and lower case leave digits alone): its sentences are not cut for it.
    if (![...sentence.figures].every((figure) => source.text.includes(figure))) continue;
    const tied = sourceSentences(source).filter((other) =>
      [...sentence.figures].every((figure) => other.figures.has(figure)),
    );
    // Figures every sentence holds ("2024" of a year's report) tie nothing: and the cost stays bounded.
    if (tied.length === 0 || tied.length > TIED_AT_MOST) continue;
    for (const hit of sentence.hits) {
      const ofGroup = (one: Hit) => one.group === hit.group;
      if (sentence.hits.some((one) => ofGroup(one) && one.up !== hit.up)) continue;
      if (tied.some((other) => other.hits.some((one) => ofGroup(one) && one.up === hit.up))) {
        continue;
      }
      const saying = tied.filter(
        (other) =>
          !other.negated &&
          other.hits.some(
            (one) => ofGroup(one) && one.up !== hit.up && nearFigure(other, one.at, sentence),
          ),
      );
      if (saying.length === 0) continue;
      if (CONVERSE_GROUPS.has(hit.group)) {
        const told = (other: Sentence) =>
          sameSides(sentence, hit, other, lang) &&
          (hit.group !== 'order' || sameObject(sentence, hit, other, lang));
        if (hit.at < 0 || !saying.some(told)) continue;
      }
      if (!claims.includes(hit.text)) claims.push(hit.text);
    }
  }
  return claims;
}
