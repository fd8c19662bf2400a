/** Sentences, words and language of a text, for the local writer's extractive choices. */
import { replaceLinks } from '#core/index.ts';

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

const NUMBER_LIKE = /^[\d_.-]+$/;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu;
/** Controls, zero-width and bidi marks: invisible, and a way to hide instructions. */
const INVISIBLE = /(?![\n\t\u200d])[\p{Cc}\p{Cf}]/gu; // ZWJ stays: it joins emoji
/** "1/2", "(3/5)" and 🧵 that number a thread's posts, at the end of a line. */
const THREAD_COUNTER =
  /[ \t]*(?:[([]?\d{1,2}\s*\/\s*\d{1,2}[)\]]?)?[ \t]*🧵[ \t]*$|[ \t]+[([]?\d{1,2}\s*\/\s*\d{1,2}[)\]]?[ \t]*$/gmu;

/**
 * The text without invisible characters, a leading run of reply @handles, thread counters and
 * list markers; links removed too unless `keepLinks` (a thread must carry them whole).
 */
export function cleanText(text: string, options: { keepLinks?: boolean } = {}): string {
  const visible = text.replace(INVISIBLE, '');
  const linked = options.keepLinks
    ? // t.co's display cuts a long link with "…"; the link itself is whole.
      replaceLinks(visible, (link) => `${link}\uE002`).replace(/\uE002…?/gu, '')
    : // A link goes with the comma before it and the "…" t.co's display put after it.
      replaceLinks(visible, () => '\uE002').replace(/,?[ \t]*\uE002…?/gu, ' ');
  return (
    linked
      .replace(/^(?:\s*@\w{1,15})+\s*/u, '')
      .replace(THREAD_COUNTER, '')
      .replace(/^[ \t]*(?:\d{1,2}[.)]|[-*•▪●])[ \t]+/gmu, '')
      .replace(/[ \t]+/g, ' ')
      .replace(/ *\n */g, '\n')
      // A comma left at a line's end by a removed media link ("…in China, https://t.co/…").
      .replace(/,(?=\n|$)/gu, '')
      .trim()
  );
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

/** True for a word that says nothing about what a text is about ("thing", "someone", "day"). */
export function isStopword(word: string): boolean {
  return STOPWORDS.has(word.toLowerCase());
}

/** How often each content word occurs. */
export function wordFrequencies(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of contentWords(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
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

/** The same sentence, ending with `mark` instead of its own final punctuation. */
export function endWith(sentence: string, mark: string): string {
  return `${sentence.replace(/[.!?…]+$/u, '')}${mark}`;
}
