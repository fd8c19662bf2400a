/**
 * Is a sentence of a post a complete clause a card can show, and where may a long one be cut?
 * English sentences are read by compromise's part-of-speech tagger (docs/decisions/006); other
 * languages by their punctuation only, so nothing English-specific is applied to them.
 */
import { loadCompromise } from './nlp.ts';

/** A sentence as the writer may use it. */
export interface SentenceReading {
  /** The sentence tidied: unbalanced quotes gone, a closing colon made a full stop. */
  text: string;
  /** A whole sentence or clause: no dangling "and", article, comma or cut-off end. */
  complete: boolean;
  /** Carries something to say: not only greetings, interjections and pronouns. */
  hasContent: boolean;
}

/** Word classes a clause cannot end with ("…and", "…the", "…a", "…whose"). */
const DANGLING_TAGS = ['Conjunction', 'Determiner', 'QuestionWord'];
/** Word classes that say nothing by themselves ("Hey", "yeah", "you", "it"). */
const EMPTY_TAGS = ['Expression', 'Pronoun'];
/** Marks after which the text goes on: a line ending with one was cut or is a lead-in. */
const OPEN_END = /[,;–—\-(/&+]$/u;
const CUT_END = /(?:…|\.\.\.)$/u;
const TERMINAL = /[.!?。！？]["'”’)\]]*$/u;

interface Lexicon {
  lexicon: Record<string, string | string[] | undefined>;
  tagSet: Record<string, { parents?: string[] } | undefined>;
}

let model: Lexicon | undefined;
/**
 * compromise's word list and tag tree, read once through its public `nlp.model()` (documented as
 * the model plugins extend). Its layout is data, not typed API: it is checked here, so an upgrade
 * that moves it fails loudly at start-up (and in read-sentence.test.ts), never silently.
 */
function lexiconModel(): Lexicon {
  if (model) return model;
  const one = (loadCompromise().model() as { one?: Partial<Lexicon> }).one;
  if (
    !one ||
    typeof one.lexicon !== 'object' ||
    typeof one.tagSet !== 'object' ||
    !one.lexicon ||
    !one.tagSet
  ) {
    throw new Error("compromise's model has no one.lexicon and one.tagSet: the writer needs them");
  }
  model = { lexicon: one.lexicon, tagSet: one.tagSet };
  return model;
}
/** A contraction's ending, which carries a verb ("I'll", "you're", "don't") or a possessive. */
const CONTRACTION = /^(.+?)(['’](?:ll|re|ve|d|m|s)|n['’]t)$/u;

/**
 * The classes compromise's lexicon gives a word out of context, with their parents ("supports":
 * PresentTense, Verb). Cheap (a lookup), so every candidate sentence can be read; the contextual
 * tagger runs only where context decides (noun phrases, clause cuts).
 */
export function lexicalTags(word: string): Set<string> {
  const { lexicon, tagSet } = lexiconModel();
  const lower = word.toLowerCase().replace(/’/g, "'");
  const tags = new Set<string>();
  const add = (found: string | string[] | undefined) => {
    for (const tag of typeof found === 'string' ? [found] : (found ?? [])) {
      tags.add(tag);
      for (const parent of tagSet[tag]?.parents ?? []) tags.add(parent);
    }
  };
  add(lexicon[lower]);
  const contraction = tags.size === 0 ? lower.match(CONTRACTION) : null;
  if (contraction) {
    add(lexicon[contraction[1] ?? '']);
    tags.add(contraction[2] === "'s" ? 'Possessive' : 'Verb');
  }
  return tags;
}

interface Word {
  text: string;
  /** Punctuation and spaces after the word, as compromise keeps them. */
  post: string;
  tags: Set<string>;
  /** Offset of the word's end in the sentence. */
  end: number;
}

/** Characters read past a shortened sentence's room, for its last words' tags in context. */
const TAG_MARGIN = 120;

/** The sentence's words with their tags in context (compromise's tagger), in order. */
function tagWords(sentence: string): Word[] {
  const found: Word[] = [];
  let offset = 0;
  for (const terms of loadCompromise()(sentence).document) {
    for (const term of terms) {
      offset = sentence.indexOf(term.text, offset);
      if (offset < 0) return found;
      offset += term.text.length;
      // Closed-class words keep their lexicon classes too: a capital mid-sentence ("which, And")
      // can make the tagger guess a name, and a cut must never end on such a word.
      const tags = new Set([...(term.tags ?? []), ...lexicalTags(term.text)]);
      found.push({ text: term.text, post: term.post, tags, end: offset });
    }
  }
  return found;
}

const hasTag = (tags: Set<string> | undefined, wanted: readonly string[]): boolean =>
  !!tags && wanted.some((tag) => tags.has(tag));

/** A word that leaves its clause open: "and", "the", "whose", or "my" without its noun. */
function dangles(text: string, tags: Set<string> | undefined): boolean {
  return (
    hasTag(tags, DANGLING_TAGS) ||
    (hasTag(tags, ['Possessive']) && !/['’]s$/u.test(text) && hasTag(tags, ['Pronoun', 'Noun']))
  );
}

/** Quotes opened and never closed (or the reverse) when a quotation spans two sentences. */
function balanceQuotes(sentence: string): string {
  let text = sentence;
  if ((text.match(/"/g)?.length ?? 0) % 2 === 1) text = text.replace(/^"|"(?=[^"]*$)/u, '');
  const opens = text.match(/“/g)?.length ?? 0;
  const closes = text.match(/”/g)?.length ?? 0;
  if (opens > closes) text = text.replace(/“(?=[^“]*$)/u, '');
  if (closes > opens) text = text.replace(/”/u, '');
  return text.trim();
}

/** How many words of letters or digits the text has. */
const wordCount = (text: string): number => {
  // Chinese, Japanese and Thai write no spaces: about two characters make a word.
  const unspaced = text.match(
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu,
  );
  const spaced = text.replace(
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu,
    ' ',
  );
  return (spaced.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) + Math.ceil((unspaced?.length ?? 0) / 2);
};

/** Reads one sentence: whether a card may show it as it is. */
export function readSentence(sentence: string, english: boolean): SentenceReading {
  let text = balanceQuotes(sentence);
  const count = wordCount(text);
  if (count < 2 || OPEN_END.test(text) || CUT_END.test(text)) {
    return { text, complete: false, hasContent: count >= 2 };
  }
  if (!english) {
    // Without a grammar for the language, a lead-in ending in a colon is not a line of its own.
    const complete = !text.endsWith(':') && (TERMINAL.test(text) || count >= 3);
    return { text, complete, hasContent: true };
  }
  const words = (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map((word) => ({
    word,
    tags: lexicalTags(word),
  }));
  const last = words.at(-1);
  const hasVerb = words.some(({ tags }) => tags.has('Verb'));
  const hasContent = words.some(
    ({ word, tags }) => !hasTag(tags, EMPTY_TAGS) && /\p{L}/u.test(word),
  );
  // With its own full stop a sentence may end in a preposition ("what it came for.").
  const open = (closed: boolean) =>
    !!last && (dangles(last.word, last.tags) || (!closed && last.tags.has('Preposition')));
  if (text.endsWith(':')) {
    // "I hope someone asks about X:" is a whole clause that introduces a quote; the quote follows.
    if (!hasVerb || open(false)) return { text, complete: false, hasContent };
    text = `${text.slice(0, -1).trimEnd()}.`;
  }
  const closed = TERMINAL.test(text);
  const complete = hasContent && !open(closed) && (closed || hasVerb || count >= 4);
  return { text, complete, hasContent };
}

const BOUNDARY_MARK = /[,;:–—]/u;

/**
 * The sentence when it fits in `max` characters; else its longest opening that ends at a clause
 * boundary (a comma, semicolon or dash before a new clause) and does not dangle, with "…".
 * A boundary before "which", "and", "because" is preferred to one inside a list.
 */
export function shortenAtClause(sentence: string, max: number, english: boolean): string {
  if (sentence.length <= max) return sentence;
  const room = max - 1; // the ellipsis
  const cuts: { at: number; strong: boolean }[] = [];
  if (english) {
    // Only the words up to the room and a few past it are read: a cut never comes later, and
    // compromise's sentence splitter is quadratic on one long run ("Dr. " 5,000 times: 2.3 s).
    const tagged = tagWords(sentence.slice(0, max + TAG_MARGIN));
    tagged.forEach((word, index) => {
      const next = tagged[index + 1];
      if (!next || word.end > room || dangles(word.text, word.tags) || word.tags.has('Preposition'))
        return;
      const marked = BOUNDARY_MARK.test(word.post);
      // "…immigrants, whose hopes" opens a clause; "hopes, sacrifices and" is a list going on.
      const opensClause =
        hasTag(next.tags, ['QuestionWord']) || (marked && hasTag(next.tags, ['Conjunction']));
      if (marked || opensClause) {
        cuts.push({ at: word.end, strong: opensClause || /[;:–—]/u.test(word.post) });
      }
    });
    const strong = cuts.filter((cut) => cut.strong && cut.at >= max * 0.35).at(-1);
    const any = cuts.filter((cut) => cut.at >= max * 0.35).at(-1);
    const chosen = strong ?? any;
    if (chosen) return `${sentence.slice(0, chosen.at).replace(/[\s,;:–—-]+$/u, '')}…`;
    // No clause boundary fits: the last word that does not dangle.
    const word = tagged
      .filter(
        (item) =>
          item.end <= room && !dangles(item.text, item.tags) && !item.tags.has('Preposition'),
      )
      .at(-1);
    if (word) return `${sentence.slice(0, word.end).replace(/[\s,;:–—-]+$/u, '')}…`;
  } else {
    for (const match of sentence.matchAll(/[,;:–—]\s/gu)) {
      if ((match.index ?? 0) <= room) cuts.push({ at: match.index ?? 0, strong: false });
    }
    const chosen = cuts.filter((cut) => cut.at >= max * 0.35).at(-1);
    if (chosen) return `${sentence.slice(0, chosen.at).trimEnd()}…`;
  }
  const head = sentence.slice(0, room);
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.4 ? head.slice(0, space) : head).replace(/[\s,;:–—-]+$/u, '')}…`;
}

/** Whether compromise's English lexicon knows `word` (the writer's signal to core's English guess). */
export function isLexiconWord(word: string): boolean {
  return lexicalTags(word).size > 0;
}
