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
everyone really actually literally already maybe almost again twice ago soon yes okay thanks
thank please thread post posts tweet tweets nobody somebody anybody build builds run runs fail
fails start starts stop stops talk talks work works take takes give gives find finds keep keeps put
show shows try tries call calls feel feels become becomes leave leaves bring brings begin seem seems
help helps turn turns move moves happen happens write writes lose loses pay pays meet include
includes continue set learn change changes lead leads understand watch follow create creates read
allow add adds spend grow grows open opens win wins offer offers love loves buy wait expect stay
fall reach remain suggest raise pass sell require report decide pull see sees look looks come comes
went goes tell tells ask asks january february march april may june july august september october
november december monday tuesday wednesday thursday friday saturday sunday per week weeks month
months hour hours minute minutes second seconds morning night tonight yesterday tomorrow ones
two three four five six seven eight nine ten half part parts kind sort bit`.split(/\s+/),
);

const KEYWORD_HEAD_CHARS = 5_000;
const KEYWORD_TOKEN = /(#?)([\p{L}\p{N}]+(?:['’_.-][\p{L}\p{N}]+)*)|([^\p{L}\p{N}\s]+)/gu;
const NUMBER_LIKE = /^[\d_.-]+$/;
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
    .replace(/^[ \t]*(?:\d{1,2}[.)]|[-*•▪●])[ \t]+/gmu, '')
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

/** Lower-case words of a text, without a possessive `'s`. */
export function words(text: string): string[] {
  const found = text.toLowerCase().match(WORD) ?? [];
  for (let i = 0; i < found.length; i++) {
    const word = found[i]!;
    if (word.endsWith("'s") || word.endsWith('’s')) found[i] = word.slice(0, -2);
  }
  return found;
}

/** Words that carry meaning: not function words, not numbers alone, at least 3 letters. */
export function contentWords(text: string): string[] {
  return words(text).filter(
    (word) => word.length >= 3 && !STOPWORDS.has(word) && !NUMBER_LIKE.test(word),
  );
}

/** How often each content word occurs. */
export function wordFrequencies(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of contentWords(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/**
 * The `limit` words that best say what the text is about: frequent first, earlier breaking ties.
 * Names (a run of capitalised words inside a sentence, "European Central Bank"), acronyms and
 * hashtags weigh more; words that look like verbs or adverbs (-ed, -ing, -ly) weigh less. Names
 * and acronyms keep their spelling, other words are lower case.
 */
export function keywords(text: string, limit: number): string[] {
  const scores = new Map<string, { score: number; first: number; form: string }>();
  const add = (key: string, form: string, weight: number, position: number) => {
    const entry = scores.get(key);
    if (entry) entry.score += weight;
    else scores.set(key, { score: weight, first: position, form });
  };
  let position = 0;
  let name: string[] = [];
  let sentenceStart = true;
  let lastEnd = 0;
  const flushName = () => {
    if (name.length > 0) {
      const phrase = name.join(' ');
      add(phrase.toLowerCase(), phrase, 2.5 + 0.5 * (name.length - 1), position);
    }
    name = [];
  };
  // What a text is about shows in its opening; reading only that keeps a 20,000-character text fast.
  const head = text.length > KEYWORD_HEAD_CHARS ? text.slice(0, KEYWORD_HEAD_CHARS) : text;
  for (const match of head.matchAll(KEYWORD_TOKEN)) {
    position++;
    const index = match.index ?? 0;
    if (index > lastEnd + 1 && head.slice(lastEnd, index).includes('\n')) {
      flushName();
      sentenceStart = true;
    }
    lastEnd = index + match[0].length;
    if (match[3] !== undefined) {
      // Punctuation ends a name; a sentence end makes the next capital a sentence start.
      flushName();
      if (/[.!?:]/.test(match[3])) sentenceStart = true;
      continue;
    }
    const token = match[2] ?? '';
    const raw = /['’]s$/.test(token) ? token.slice(0, -2) : token;
    const word = raw.toLowerCase();
    const startsSentence = sentenceStart;
    sentenceStart = false;
    const stop = STOPWORDS.has(word);
    const isAcronym = raw.length >= 2 && raw === raw.toUpperCase() && raw !== word;
    const capitalised = !startsSentence && !stop && !isAcronym && raw !== word && !match[1];
    if (capitalised) {
      name.push(raw);
      continue;
    }
    flushName();
    if (word.length < 3 || stop || NUMBER_LIKE.test(word)) continue;
    const verbLike = word.length > 4 && /(?:ed|ing|ly)$/.test(word);
    // Longer words tend to be the specific ones ("productivity" over "team").
    const weight =
      (isAcronym ? 2 : 1) +
      (match[1] ? 0.5 : 0) -
      (verbLike ? 0.5 : 0) +
      (word.length >= 8 ? 0.25 : 0);
    add(word, isAcronym ? raw : word, weight, position);
  }
  flushName();
  return [...scores.values()]
    .sort((a, b) => b.score - a.score || a.first - b.first)
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
