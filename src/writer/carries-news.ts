/**
 * Does a post's opening carry its news? A post usually opens with what happened ("We had 47
 * minutes of downtime on the EU cluster this morning.") and explains after ("Root cause: …").
 * Chosen by frequent words alone, a card keeps the explanation, whose words repeat, and loses the
 * headline; the Normal card keeps an opening that carries the news, and passes over one that only
 * announces it ("Thread 🧵", "You won't believe what happened") for the sentence that tells it.
 */
import { readSentence } from './read-sentence.ts';
import { contentWords } from './text-features.ts';

/** A label or a post counter before the news ("BREAKING:", "Big news:", "1/"): the news follows. */
const LABEL = new RegExp(
  `^(?:\\(?\\d{1,2}\\s*\\/\\s*\\d{0,2}\\)?(?=\\s)\\s*|(?:${[
    'breaking(?: news)?|just in|update|news|big news|huge news|exciting news|some news',
    'personal news|announcement|psa|heads up|fyi|reminder',
    'última hora|urgente|noticia|dernière minute|eilmeldung|neu',
  ].join('|')})\\s*[:!—–-]+\\s*)+`,
  'iu',
);

/** Openings that greet, mark a thread or tease instead of telling. */
const NOT_NEWS = new RegExp(
  `^(?:${[
    // Greetings.
    '(?:hi|hey|hello|howdy|yo|gm|good (?:morning|afternoon|evening|night)|happy \\p{L}+|dear \\p{L}+)(?![\\p{L}\\p{N}])',
    '(?:hola|buenos días|buenas|bonjour|salut|hallo|guten (?:morgen|tag)|olá|bom dia)(?![\\p{L}\\p{N}])',
    // Thread markers.
    '(?:a |new |quick |short |long |mini )?(?:thread|hilo|fil|fio)(?![\\p{L}\\p{N}])',
    // Teasers.
    "you won['’]t believe|guess what|here(?:['’]s| is| are) (?:why|how|what|the (?:thing|story|deal))",
    'let me (?:explain|tell you)|(?:ok(?:ay)?|so|well),? so(?![\\p{L}])|wait for it',
    'you need to (?:see|read) this|this is (?:huge|big|wild|insane|it)(?![\\p{L}])',
    'i have (?:some )?news|hot take|unpopular opinion|story ?time',
  ].join('|')})`,
  'iu',
);

/** Words, whatever the script (CJK characters in twos), as the card's rules count them. */
function wordCount(text: string): number {
  const unspaced =
    text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu)?.length ??
    0;
  const spaced = text.replace(
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu,
    ' ',
  );
  return (spaced.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) + Math.ceil(unspaced / 2);
}

/** At least this many words: "Big day!" or "Wow, just wow." says nothing by itself. */
const MIN_WORDS = 5;
/**
 * English words that say what the news is about: content words (not function words, "thing",
 * "minutes", "today"), numbers and abbreviations ("47", "EU").
 */
const MIN_CONTENT_WORDS = 3;

function informativeWords(text: string): number {
  const numbers = text.match(/(?<![\p{L}\p{N}])\p{N}[\p{N}.,:%]*/gu)?.length ?? 0;
  const abbreviations = text.match(/(?<![\p{L}\p{N}])\p{Lu}{2,4}(?![\p{L}\p{N}])/gu)?.length ?? 0;
  return contentWords(text).length + numbers + abbreviations;
}

/** The sentence without leading emoji, labels and counters: what it tells, if anything. */
function toldPart(sentence: string): string {
  return sentence
    .replace(/^(?:(?:\p{Extended_Pictographic}|\u200d|\ufe0f)+\s*)+/u, '')
    .trim()
    .replace(LABEL, '');
}

/**
 * True when the sentence only announces what follows: a greeting, a thread marker, a label alone
 * ("BREAKING:", "🧵"), a teaser ("You won't believe…", "Here's why:"), a question or a lead-in
 * ending in a colon. A post opening so has its news later, and the opening is no card line.
 */
export function announces(sentence: string): boolean {
  const told = toldPart(sentence);
  return (
    !/[\p{L}\p{N}]/u.test(told) ||
    NOT_NEWS.test(told) ||
    /🧵/u.test(told) ||
    // A question or an open end asks the reader to read on; a colon announces what follows.
    /(?:[?？:：…]|\.\.\.)["'”’)\]]*$/u.test(told)
  );
}

/**
 * True when `sentence` (tidied: no leading emoji or closing hashtags) tells what happened: a whole
 * sentence that does not only announce, of at least five words (three of them informative in
 * English).
 */
export function carriesNews(sentence: string, english: boolean): boolean {
  if (announces(sentence)) return false;
  const told = toldPart(sentence);
  if (wordCount(told) < MIN_WORDS) return false;
  if (english && informativeWords(told) < MIN_CONTENT_WORDS) return false;
  return readSentence(sentence.trim(), english).complete;
}
