/** Sentences, words and keywords of a text, for the local writer's extractive choices. */

/** Function words that say nothing about what a text is about. */
const STOPWORDS = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before
being below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't
down during each even ever every few for from further get gets got had hadn't has hasn't have haven't
having he he'd he'll he's her here here's hers herself him himself his how how's i i'd i'll i'm i've if
in into is isn't it it's its itself just let's like make made many me more most much must mustn't my
myself new no nor not now of off on once one only or other ought our ours ourselves out over own really
same say said says she she'd she'll she's should shouldn't so some still such than that that's the their
theirs them themselves then there there's these they they'd they'll they're they've thing things this
those though through to too under until up upon us use used using very via was wasn't way we we'd we'll
we're we've well were weren't what what's when when's where where's which while who who's whom why why's
will with won't would wouldn't yet you you'd you'll you're you've your yours yourself yourselves today
going gonna want wants need needs know think time year years day days people lot lots right back good
great big first last next still always never something anything everything nothing someone anyone
everyone really actually literally`.split(/\s+/),
);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu;
const URL = /\b(?:https?:\/\/|www\.)\S+/giu;
/** Controls, zero-width and bidi marks: invisible, and a way to hide instructions. */
const INVISIBLE = /(?![\n\t\u200d])[\p{Cc}\p{Cf}]/gu; // ZWJ stays: it joins emoji

/** The text without links, invisible characters, or a leading run of reply @handles. */
export function cleanText(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(URL, ' ')
    .replace(/^(?:\s*@\w{1,15})+\s*/u, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}

/** Sentences in order; a line break ends a sentence too (posts use lines as sentences). */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?…。！？])["'”’)\]]*\s+(?=\S)/u)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
}

/** Lower-case words of a text. */
export function words(text: string): string[] {
  return (text.match(WORD) ?? []).map((word) => word.toLowerCase().replace(/['’]s$/u, ''));
}

/** Words that carry meaning: not function words, not numbers alone, at least 3 letters. */
export function contentWords(text: string): string[] {
  return words(text).filter(
    (word) => word.length >= 3 && !STOPWORDS.has(word) && !/^[\p{N}_-]+$/u.test(word),
  );
}

/** How often each content word occurs. */
export function wordFrequencies(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of contentWords(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/**
 * The `limit` words that best say what the text is about: frequent first, longer and earlier words
 * breaking ties, hashtags and names weighted up. Each keeps the spelling it first had when that
 * was a name or an acronym, and is lower case otherwise.
 */
export function keywords(text: string, limit: number): string[] {
  const scores = new Map<string, { score: number; first: number; form: string }>();
  let position = 0;
  for (const match of text.matchAll(/(#?)([\p{L}\p{N}][\p{L}\p{N}'’_-]*)/gu)) {
    const raw = (match[2] ?? '').replace(/['’]s$/u, '');
    const word = raw.toLowerCase();
    position++;
    if (word.length < 3 || STOPWORDS.has(word) || /^[\p{N}_-]+$/u.test(word)) continue;
    const before = text.slice(Math.max(0, (match.index ?? 0) - 2), match.index ?? 0);
    const startsSentence = position === 1 || /[.!?\n]\s*$/u.test(before);
    const isName = /^\p{Lu}/u.test(raw) && !startsSentence;
    const isAcronym = /^[\p{Lu}\p{N}]{2,}$/u.test(raw) && /\p{Lu}/u.test(raw);
    const weight = 1 + (match[1] ? 0.5 : 0) + (isName || isAcronym ? 0.5 : 0);
    const entry = scores.get(word);
    if (entry) {
      entry.score += weight;
      if ((isName || isAcronym) && entry.form === word) entry.form = raw;
    } else {
      scores.set(word, { score: weight, first: position, form: isName || isAcronym ? raw : word });
    }
  }
  return [...scores.values()]
    .sort((a, b) => b.score - a.score || b.form.length - a.form.length || a.first - b.first)
    .slice(0, limit)
    .map((entry) => entry.form);
}

/** A stable 32-bit hash (FNV-1a), so the same text always gets the same choices. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Cuts `text` to at most `max` characters at a clause or word boundary, with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const clause = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '), head.lastIndexOf(' – '));
  const cut = clause > max * 0.6 ? clause : head.lastIndexOf(' ');
  return `${(cut > max * 0.4 ? head.slice(0, cut) : head).replace(/[\s,;:–-]+$/u, '')}…`;
}

/** The same sentence, ending with `mark` instead of its own final punctuation. */
export function endWith(sentence: string, mark: string): string {
  return `${sentence.replace(/[.!?…]+$/u, '')}${mark}`;
}
