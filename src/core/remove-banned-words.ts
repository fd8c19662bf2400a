/**
 * The spec removes the words user, author, tweet and they from a card so it never talks about the
 * post. Removed blindly they leave broken text ("shadow remove ' comments", "for normal!"), so:
 * where they point at the post or its author the whole phrase goes (stripReportingClause does the
 * clauses, this file the rest); elsewhere each is replaced by a neutral word that keeps the grammar
 * ("users" → "people", "tweet" → "post", "author" → "writer", "they're" → "people are").
 */
import { capitaliseFirst, tidySpaces } from './clean-model-text.ts';
import { rememberLines } from './remember-lines.ts';
import { findLinks, replaceLinks } from './remove-foreign-links.ts';

/** Letters that may not touch a banned word: it must be a word of its own, not a handle or hashtag. */
const BEFORE = '(?<![\\p{L}\\p{N}_@#])';
const AFTER = '(?![\\p{L}\\p{N}_])';

/** Nouns that "user" only modifies ("user data", "a user account"): the modifier simply goes. */
const USER_MODIFIED =
  'data|accounts?|interfaces?|experiences?|feedback|privacy|reviews?|profiles?|settings|engagement|' +
  'information|info|content|behaviou?rs?|research|testing|needs|agreements?|guides?|manuals?|' +
  'retention|adoption|input|errors?|ids?|stories|story|journeys?|satisfaction|support|safety|trust|' +
  'numbers|counts?|growth|activity|names?|base|bases|reports?|requests?|comments?|posts?|photos?|' +
  'messages?|submissions?|votes?|ratings?|preferences?|permissions?|sessions?|identity|identities';

/** The patterns, built on first use: a page loading core for other rules never builds them. */
function buildPatterns() {
  /** A phrase that only points at the post ("in this tweet", ", in the tweet,"): it goes entirely. */
  const POINTER_PHRASE = new RegExp(
    `(?:,\\s*)?${BEFORE}(?:in|within|inside)\\s+(?:this|the|that|their|his|her|a)\\s+(?:x\\s+)?(?:tweets?|thread|posts?(?=\\s*(?:[,.!?;:)]|$)))${AFTER}(?:\\s*,)?`,
    'giu',
  );

  /** A line that opens with "They" as its subject: in a card that is the poster, said headline-style. */
  const LEADING_THEY = new RegExp(
    `^(\\W*)they(?:(?:['’]re|\\s+are|\\s+were)\\s+|(?:['’]ve|\\s+have|\\s+had)\\s+(?=\\p{L}+(?:ed|en|wn|ne|un|ht|lt|pt|nt|de)${AFTER})|['’]ll\\s+(?=\\p{L})|['’]d\\s+(?=\\p{L})|\\s+(?=\\p{L}))`,
    'iu',
  );

  type Rule = readonly [RegExp, string | ((match: string, ...groups: string[]) => string)];

  const word = (pattern: string): RegExp => new RegExp(`${BEFORE}${pattern}${AFTER}`, 'giu');

  /** Neutral replacements, most specific first; apostrophes keep the writer's own style. */
  const RULES: readonly Rule[] = [
    [word('users?[-‐](?:friendly)'), 'easy-to-use'],
    [word('users?[-‐](?:generated|created|made|submitted)'), 'community-made'],
    [word('end[-‐\\s]users'), 'people'],
    [word('end[-‐\\s]user'), 'person'],
    [word('power\\s+users'), 'enthusiasts'],
    [word('paying\\s+users'), 'paying customers'],
    [word('new\\s+users'), 'newcomers'],
    [
      word('(verified|unverified|registered|premium|free|paid|logged[-‐\\s]in)\\s+users'),
      (_m, kind = '') => `${kind} accounts`,
    ],
    [
      word('((?:daily|monthly|weekly)\\s+)?active\\s+users'),
      (_m, period = '') => `${period}active accounts`,
    ],
    [
      new RegExp(`${BEFORE}(?:(an?)\\s+)?users?\\s+(?=(${USER_MODIFIED})${AFTER})`, 'giu'),
      (_m, article: string | undefined, noun: string) =>
        article ? `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ` : '',
    ],
    [word("users['’]"), (m) => `people${m.slice(-1)}s`],
    [word("user['’]s"), (m) => `person${m.slice(-2)}`],
    [word('users'), 'people'],
    [word('(an?)\\s+user'), 'a person'],
    [word('user'), 'person'],
    [word("tweets['’]"), (m) => `posts${m.slice(-1)}`],
    [word("tweet['’]s"), (m) => `post${m.slice(-2)}`],
    [word('tweets'), 'posts'],
    [word('(an?)\\s+tweet'), 'a post'],
    [word('tweet'), 'post'],
    [word("authors['’]"), (m) => `writers${m.slice(-1)}`],
    [word("author['’]s"), (m) => `writer${m.slice(-2)}`],
    [word('authors'), 'writers'],
    [word('(an?)\\s+author'), 'a writer'],
    [word('author'), 'writer'],
    [word("they['’]re"), 'people are'],
    [word("they['’]ve"), 'people have'],
    [word("they['’]ll"), 'people will'],
    [word("they['’]d"), 'people would'],
    [word("they['’]s"), 'people are'],
    [word('they'), 'people'],
  ];
  return { POINTER_PHRASE, LEADING_THEY, RULES };
}

let builtPatterns: ReturnType<typeof buildPatterns> | undefined;
const patterns = (): ReturnType<typeof buildPatterns> => (builtPatterns ??= buildPatterns());

/** "they" right after a verb of saying or a subordinator, where it means the sentence's subject. */
const THEY_AFTER_SUBJECT =
  /\b(say|says|said|think|thinks|thought|hope|hopes|hoped|believe|believes|believed|claim|claims|claimed|fear|fears|feared|expect|expects|expected|promise|promises|promised|warn|warns|warned|admit|admits|admitted|insist|insists|insisted|feel|feels|felt|know|knows|knew|agree|agrees|agreed|decide|decides|decided|told|if|when|because|unless|once|until|whenever)(\s+that)?\s+they(?:['’](re|ve|ll|d))?(?![\p{L}\p{N}_])/giu;
/** The subject a sentence opens with, when it is plural: "Apple's engineers", "The senators", "Fans". */
const PLURAL_SUBJECT =
  /^\W*(?:(?:the|these|those|many|some|most|all|both|its|their|our|his|her|\p{Lu}[\p{L}.&-]*['’]s)\s+)?(?:([\p{L}-]{2,})\s+)?([\p{L}-]{3,}(?<![su]s|is|ys)s)(?=\s)/u;
const NOT_A_NOUN =
  /^(?:this|its|his|was|has|does|is|always|perhaps|news|plus|thus|yes|series|means)$/i;

/** How far back, in characters, the subject of a "they" may be. */
const SUBJECT_REACH = 200;

/** "Apple's engineers say they fixed it" → "Apple's engineers say the engineers fixed it". */
function theyToSubject(text: string): string {
  let out = '';
  let consumed = 0;
  for (const match of text.matchAll(THEY_AFTER_SUBJECT)) {
    const [whole, verb = '', that = '', contraction = ''] = match;
    // The subject is looked for in the sentence's start, and only when that is near.
    const near = text.slice(Math.max(0, match.index - SUBJECT_REACH), match.index);
    const boundary = Math.max(
      near.lastIndexOf('. '),
      near.lastIndexOf('! '),
      near.lastIndexOf('? '),
    );
    if (boundary < 0 && match.index > SUBJECT_REACH) continue;
    const subject = near.slice(boundary + 1).match(PLURAL_SUBJECT);
    const head = subject?.[2];
    if (
      !subject ||
      !head ||
      NOT_A_NOUN.test(head) ||
      /^(?:users?|authors?|tweets?|they)$/i.test(head)
    ) {
      continue;
    }
    // A sentence's first word is capitalised only for being first: "Fans say they" → "the fans".
    const first = subject[1] === undefined && /^\W*$/.test(subject[0].slice(0, -head.length));
    const noun = first && head !== head.toUpperCase() ? head.toLowerCase() : head;
    const expanded = { re: ' are', ve: ' have', ll: ' will', d: ' would' }[
      contraction.toLowerCase()
    ];
    out += `${text.slice(consumed, match.index)}${verb}${that} the ${noun}${expanded ?? ''}`;
    consumed = match.index + whole.length;
  }
  return out + text.slice(consumed);
}

/** The replacement in the case of what it replaces: "Users" → "People", "USERS" → "PEOPLE". */
function matchCase(original: string, replacement: string): string {
  if (replacement === '') return '';
  const letters = original.replace(/[^\p{L}]/gu, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) return replacement.toUpperCase();
  if (/^\p{Lu}/u.test(original)) return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  return replacement;
}

/** The words replaced in plain text (no links inside). */
function replaceInText(text: string): string {
  const { RULES } = patterns();
  let out = text;
  for (const [pattern, replacement] of RULES) {
    out = out.replace(pattern, (match: string, ...rest: unknown[]) => {
      const groups = rest.slice(0, -2).map((group) => (typeof group === 'string' ? group : ''));
      const next = typeof replacement === 'string' ? replacement : replacement(match, ...groups);
      return matchCase(match, next);
    });
  }
  return out;
}

/** True when the text still holds one of the four words on its own. */
export function hasBannedWord(text: string): boolean {
  return new RegExp(`${BEFORE}(?:users?|authors?|tweets?|they)${AFTER}`, 'iu').test(
    text.replace(/(?:^|\s)[@#]\S+/g, ' '),
  );
}

/**
 * Spans in quotation marks: someone's own words, which are quoted, never reworded. Straight and
 * curly double quotes, «» and »«, „“, 「」 and 『』, and curly single quotes when they wrap words
 * (an apostrophe inside, "‘they’re here’", does not close them; one after a letter opens nothing).
 */
const QUOTED =
  /"[^"\n]{1,300}"|“[^”\n]{1,300}”|«[^»\n]{1,300}»|»[^«\n]{1,300}«|„[^“”\n]{1,300}[“”]|「[^」\n]{1,300}」|『[^』\n]{1,300}』|(?<![\p{L}\p{N}])‘(?:[^’\n]|’(?=\p{L})){1,300}’(?![\p{L}\p{N}])/gu;

/**
 * What stands for a quote while the rest of the line is reworded: a word of a letter no post
 * writes (ʘ, the bilabial click), so the rules read the quote as the phrase it is ("said ʘ0ʘ and
 * they left") and never as a line's opening "they" or its plural subject.
 */
const STAND_IN = /ʘ(\d+)ʘ/gu;

/** Two of one word in a row ("people people"): a replacement that broke the grammar. */
const DOUBLED_WORD = /(?<![\p{L}\p{N}_])(\p{L}{2,})\s+\1(?![\p{L}\p{N}_])/iu;

/**
 * The line without the words user, author, tweet and they, grammar kept, spaces and capital tidied.
 * Quoted speech is left exactly as it is (someone's words are not changed): only the words around
 * it are reworded. Empty (the line is left out) where no rewording is honest: a replacement that
 * would read "telling people people are". For what a model writes: a shaper leaves a copied
 * sentence of the post as it is (isCopiedSentence).
 */
export const removeBannedWords = rememberLines(removeBanned);

function removeBanned(line: string): string {
  if (typeof line !== 'string' || line === '') return '';
  // A line that already holds the stand-in letter (no post does) keeps the old rule: a banned
  // word in a quote leaves the line out rather than be reworded.
  if (line.includes('ʘ')) {
    if ([...line.matchAll(QUOTED)].some(([quote]) => hasBannedWord(quote))) return '';
    return rewriteChecked(line);
  }
  const quotes: string[] = [];
  const masked = line.replace(QUOTED, (quote) => `ʘ${quotes.push(quote) - 1}ʘ`);
  const rewritten = rewriteChecked(masked);
  if (quotes.length === 0) return rewritten;
  return rewritten.replace(STAND_IN, (_, index: string) => quotes[Number(index)] ?? '');
}

/** The line reworded, or empty when the rewording doubled a word ("telling people people are"). */
function rewriteChecked(line: string): string {
  const rewritten = rewriteBannedWords(line);
  if (rewritten !== line && DOUBLED_WORD.test(rewritten) && !DOUBLED_WORD.test(line)) return '';
  return rewritten;
}

function rewriteBannedWords(line: string): string {
  const { POINTER_PHRASE, LEADING_THEY } = patterns();
  // Runs of spaces collapse first: no pattern then tries them one by one (tidySpaces does it anyway).
  let text = line.replace(/[ \t\f\v]+/g, ' ').replace(POINTER_PHRASE, ' ');
  text = theyToSubject(text.replace(LEADING_THEY, '$1'));
  // Links keep their own spelling ("example.com/user/1"); only the words between them change.
  let out = '';
  let consumed = 0;
  for (const { link, index } of findLinks(text)) {
    if (index < consumed) continue;
    out += replaceInText(text.slice(consumed, index)) + link;
    consumed = index + link.length;
  }
  out += replaceInText(text.slice(consumed));
  return capitaliseFirst(tidySpaces(out.replace(/\s+([,.;:!?])/g, '$1')));
}

/**
 * A text as a copied sentence is recognised in it: lower case; links, hashtags, thread counters,
 * reply handles opening a line, list markers, emoji and quote marks gone (the writer drops them
 * too); each run of sentence or clause marks one `|`; any other run of non-letters one space.
 */
function copyKey(text: string): string {
  return replaceLinks(text, () => ' ')
    .toLowerCase()
    .replace(/[‘’`´]/gu, "'")
    .replace(/^[ \t]*(?:@\w{1,15}[ \t]*)+|^[ \t]*[-*•▪●][ \t]+/gmu, '')
    .replace(/#[\p{L}\p{N}_]+|(?<![\p{N}])\d{1,2}\s*\/\s*\d{1,2}(?![\p{N}])/gu, ' ')
    .replace(/["“”«»„‟「」『』]|(?<![\p{L}\p{N}])'|'(?![\p{L}\p{N}])/gu, ' ')
    .replace(/\s[-‐]\s|\.{2,}|[.!?…。！？;；:：,，、—–()[\]{}\n]/gu, '|')
    .replace(/[^\p{L}\p{N}\p{M}'|]+/gu, ' ')
    .replace(/\s*\|[\s|]*/gu, '|')
    .replace(/^[|\s]+|[|\s]+$/gu, '');
}

/** The last source's key: a card's lines are all checked against one post. */
let lastSource: { text: string; key: string } | undefined;

/**
 * True when `line` is a copied sentence of `source`: once both are normalised (white space, case,
 * quote marks and the marks at its ends aside), a run of the source's sentences or clauses,
 * starting and ending where one does (a line cut short with "…" may end at any word). The words
 * rule is for what a model writes: the post's own sentences stay as the author wrote them.
 */
export function isCopiedSentence(line: string, source: string | undefined): boolean {
  if (typeof line !== 'string' || typeof source !== 'string' || source === '') return false;
  const key = copyKey(line);
  if (!/[\p{L}\p{N}]/u.test(key)) return false;
  if (lastSource?.text !== source) lastSource = { text: source, key: `|${copyKey(source)}|` };
  const whole = lastSource.key;
  if (whole.includes(`|${key}|`)) return true;
  // "…" says the line was cut: it may stop at any word of the sentence it opens.
  return /(?:…|\.\.\.)\W*$/u.test(line) && whole.includes(`|${key} `);
}

/**
 * A copied sentence as a card line: its spaces tidied and its first letter a capital, unless it
 * opens with a quote (a quote is never changed); its words are the author's.
 */
export function copiedLine(line: string): string {
  const tidy = tidySpaces(line);
  return /^[^\p{L}\p{N}]*["“«»„「『‘]/u.test(tidy) ? tidy : capitaliseFirst(tidy);
}
