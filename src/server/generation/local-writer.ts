/**
 * The embedded writer: what a user gets with no model configured. No network and no randomness:
 * it picks the post's complete sentences (read with compromise, docs/decisions/006), adds what is
 * true of the post (links, media, thread), builds jokes and captions on the post's noun phrases,
 * and packs free text into a thread of whole sentences and whole links. Its output then goes
 * through the same core shaping as a model's, so it writes in the shape the prompts ask a model
 * for (lines, numbered posts).
 */
import { type CardMode, postLength, type ThreadStyleId, TROLL_JOKES } from '#core/index.ts';
import type { GenerationRequest, PostFacts, TextGenerator } from '../services.ts';
import { factLines } from './fact-lines.ts';
import { loadCompromise } from './load-compromise.ts';
import { postTopics } from './post-topics.ts';
import { mostlyEnglishWords, readSentence, shortenAtClause } from './read-sentence.ts';
import {
  cleanText,
  contentWords,
  endWith,
  hashText,
  isEnglishText,
  LINK,
  splitSentences,
  wordFrequencies,
} from './text-features.ts';

/** A card line longer than this is shortened at a clause: three lines fill the 600px card. */
const SUMMARY_LINE_MAX = 170;
const SUMMARY_LINES = 3;
/** LINK without its global flag: `test` then keeps no state between calls. */
const HAS_LINK = new RegExp(LINK.source, 'iu');

interface Scored {
  text: string;
  index: number;
  score: number;
  terms: Set<string>;
}

/** Share of words two sentences have in common (Jaccard), to avoid saying one thing twice. */
function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Every sentence scored by how many of the text's frequent words it carries. */
function scoreSentences(sentences: string[], text: string): Scored[] {
  const frequencies = wordFrequencies(text);
  return sentences.map((sentence, index) => {
    const terms = new Set(contentWords(sentence));
    let sum = 0;
    for (const term of terms) sum += frequencies.get(term) ?? 0;
    const wordCount = sentence.split(/\s+/).length;
    const score =
      sum / Math.sqrt(Math.max(terms.size, 1)) +
      (index === 0 ? 0.75 : 0) +
      (/\p{N}/u.test(sentence) ? 0.3 : 0) -
      (wordCount < 4 ? 1 : 0) -
      (sentence.endsWith('?') ? 0.4 : 0) -
      (sentence.endsWith(':') ? 1.5 : 0);
    return { text: sentence, index, score, terms };
  });
}

function capitalise(text: string): string {
  if (/^(?:https?:\/\/|www\.)/iu.test(text)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** At most this many candidate sentences are read for one card: the best come first. */
const MAX_SENTENCES_READ = 12;

/** The language code the writer works in: `en`, X's code of the post, or `und`. */
function languageOf(text: string, lang: string | undefined): string {
  const code = (lang ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  const tagged =
    /^[a-z]{2,3}$/.test(code) && !['und', 'zxx', 'qme', 'qht', 'qam', 'qst'].includes(code);
  if (isEnglishText(text, lang)) return 'en';
  // Untagged Latin-script text the word test missed may still be English its lexicon knows.
  if (
    !tagged &&
    !/[^\p{Script=Latin}\P{L}]/u.test(text.slice(0, 2_000)) &&
    mostlyEnglishWords(text)
  ) {
    return 'en';
  }
  return tagged ? code : 'und';
}

const TERMINAL = /[.!?。！？…]["'”’)\]]*$/u;

/**
 * The sentences without a last one the text was cut in ("…to expand protected bike lanes, citi"):
 * when most sentences end with a full stop and the last has none, it was cut, not finished.
 */
function withoutCutEnd(sentences: string[]): string[] {
  const last = sentences.at(-1);
  if (sentences.length < 3 || !last || TERMINAL.test(last) || HAS_LINK.test(last)) return sentences;
  const finished = sentences.filter((sentence) => TERMINAL.test(sentence)).length;
  return finished >= (sentences.length - 1) * 0.8 ? sentences.slice(0, -1) : sentences;
}

/** A leading emoji and closing hashtags say nothing in a card line (the facts name the tags). */
function tidyLine(sentence: string): string {
  return sentence
    .replace(/^(?:(?:\p{Extended_Pictographic}|\u200d|\ufe0f)+\s*)+/u, '')
    .replace(/(?:\s+#[\p{L}\p{N}_]+)+$/u, '')
    .trim();
}

/**
 * Bullet lines: the post's three most informative complete sentences (shortened at a clause only
 * when longer than a card line), then what is true of the post. Fewer than three lines when
 * nothing true is left: the core shaping adds its filler only then.
 */
function writeSummary(source: string, facts: PostFacts | undefined, lang?: string): string {
  const language = languageOf(source, lang);
  const english = language === 'en';
  const text = cleanText(source);
  const sentences = withoutCutEnd(splitSentences(text, language));
  const ranked = scoreSentences(sentences, text).sort(
    (a, b) => b.score - a.score || a.index - b.index,
  );
  const chosen: Scored[] = [];
  let read = 0;
  for (const candidate of ranked) {
    if (chosen.length >= SUMMARY_LINES || read >= MAX_SENTENCES_READ) break;
    // Repeats are skipped before reading: a text saying one thing many times still gives three.
    if (chosen.some((kept) => overlap(kept.terms, candidate.terms) > 0.6)) continue;
    read++;
    const reading = readSentence(tidyLine(candidate.text), english);
    if (!reading.complete) continue;
    chosen.push({ ...candidate, text: shortenAtClause(reading.text, SUMMARY_LINE_MAX, english) });
  }
  const lines = chosen.sort((a, b) => a.index - b.index).map((item) => capitalise(item.text));
  // Every fact follows, in order: the shaping keeps the first three lines it can use, so a
  // sentence it drops (a reader's "let me know…") is replaced by a fact, never by filler.
  lines.push(...factLines(facts, language));
  return lines.map((line) => `- ${line}`).join('\n');
}

/** Jokes on one subject of the post: a noun phrase or a name, never a pronoun or interjection. */
const TROLL_TEMPLATES: ReadonlyArray<(topic: string) => string> = [
  (t) => `Ah yes, ${t}: the topic we were all desperate to hear about at great length.`,
  (t) => `Breaking news: someone discovered ${t} and now the whole timeline has to hear about it.`,
  (t) => `Somewhere a self-appointed expert on ${t} just felt a great disturbance in the timeline.`,
  (t) => `Bold move to bring up ${t} and expect anyone to read past the first line.`,
  (t) => `Nothing says "I have a lot of free time" quite like a deep dive into ${t}.`,
  // Not "Sure, …": the shaping drops lines that open like a model's chatter.
  (t) => `Clearly, ${t} will fix everything, right after my houseplants start paying rent.`,
];

/** Jokes on two subjects of the post. */
const TROLL_PAIR_TEMPLATES: ReadonlyArray<(a: string, b: string) => string> = [
  (a, b) => `Imagine writing this much about ${a} and ${b} and still not touching grass.`,
  (a, b) => `Nobody asked for a hot take on ${a} and ${b}, and yet here we all are.`,
  (a, b) => `Connecting ${a} to ${b} is the kind of genius the timeline does not deserve.`,
];

/** Jokes on a post that says little but shows something. */
const MEDIA_JOKES: Readonly<Record<'photo' | 'video', string>> = {
  photo: 'Posting one photo and letting the replies do the thinking: a bold strategy.',
  video: 'A video instead of a sentence, because reading is apparently optional now.',
};

const mediaKind = (facts: PostFacts | undefined): 'photo' | 'video' | undefined =>
  (facts?.videos ?? 0) > 0 ? 'video' : (facts?.photos ?? 0) > 0 ? 'photo' : undefined;

/** Two jokes about the post's own subjects and one canned joke, one per line. */
function writeTroll(source: string, facts: PostFacts | undefined, lang?: string): string {
  const text = cleanText(source);
  const topics = languageOf(source, lang) === 'en' ? postTopics(text, 2) : [];
  const seed = hashText(text);
  const lines: string[] = [];
  const [first, other] = topics;
  // A second subject earns a joke of its own when it is a name or a phrase ("China", "control
  // room"), not a lone common word ("file", "view") or a part of the first ("ChatGPT").
  const second =
    other &&
    first &&
    !first.toLowerCase().includes(other.replace(/^the /u, '').toLowerCase()) &&
    (/\s/u.test(other.replace(/^the /u, '')) || /^\p{Lu}/u.test(other))
      ? other
      : undefined;
  if (first) lines.push(TROLL_TEMPLATES[seed % TROLL_TEMPLATES.length]!(first));
  if (first && second) {
    lines.push(TROLL_PAIR_TEMPLATES[seed % TROLL_PAIR_TEMPLATES.length]!(first, second));
  } else if (first) {
    lines.push(TROLL_TEMPLATES[(seed + 3) % TROLL_TEMPLATES.length]!(first));
  }
  const media = mediaKind(facts);
  if (lines.length < 2 && media) lines.push(MEDIA_JOKES[media]);
  lines.push(TROLL_JOKES[seed % TROLL_JOKES.length] ?? '');
  return lines.filter(Boolean).join('\n');
}

const MEME_TEMPLATES: ReadonlyArray<(topic: string) => string> = [
  (t) => `Me explaining ${t} to my friends at 3am after exactly one coffee.`,
  (t) => `When someone mentions ${t} and you suddenly become the expert of the group chat.`,
  (t) => `My brain at 2am deciding to research ${t} instead of sleeping.`,
  (t) => `Me pretending to understand ${t} so I can join the conversation.`,
  (t) => `POV: you read one post about ${t} and now you have opinions.`,
  (t) => `Nobody at the party asked about ${t} but I am still going to explain it.`,
];

/** One caption sentence that drops the post's subject into a familiar meme template. */
function writeMeme(source: string, facts: PostFacts | undefined, lang?: string): string {
  const text = cleanText(source);
  const [topic] = languageOf(source, lang) === 'en' ? postTopics(text, 1) : [];
  if (topic) return MEME_TEMPLATES[hashText(text) % MEME_TEMPLATES.length]!(topic);
  const media = mediaKind(facts);
  if (media) return `When the ${media} says more than the caption ever could.`;
  return 'When the post is so deep you need a snack and a nap to process it.';
}

/** How each style opens, closes and colours a sentence; `i` picks among variants stably. */
interface ThreadVoice {
  /** The opening post; `topic` is the text's main noun phrase when one was found. */
  hook(topic: string | undefined): string | undefined;
  closing(topic: string | undefined): string;
  restyle(sentence: string, index: number, seed: number): string;
  /** Lines for a text too short to fill four posts: sentences are never cut to make more. */
  extras: readonly [string, string];
  /** Longest post body before the shaping adds hashtags. */
  postChars: number;
}

const pick = <T>(items: readonly T[], seed: number): T => items[seed % items.length]!;

const VOICES: Record<ThreadStyleId, ThreadVoice> = {
  standard: {
    hook: (topic) => `A short thread${topic ? ` on ${topic}` : ''}, point by point. 🧵`,
    closing: () => 'That is the gist of it. What do you make of it?',
    restyle: (sentence) => sentence,
    extras: ['Short, but worth a closer look.', 'Read it twice: it says more than it seems.'],
    postChars: 240,
  },
  exciting: {
    hook: (topic) =>
      topic
        ? `This is big: ${topic} just got a whole lot more interesting! 🔥`
        : 'This is big, and it just got a whole lot more interesting! 🔥',
    closing: () => 'Huge times ahead. Share this with someone who needs to see it! 🚀',
    restyle: (sentence, index, seed) => {
      const lifted = /[.…]$/u.test(sentence) ? endWith(sentence, '!') : sentence;
      return (index + seed) % 2 === 0
        ? `${lifted} ${pick(['🔥', '⚡', '🙌', '✨'], seed + index)}`
        : lifted;
    },
    extras: ['Read that again. 👀', 'And this is only the beginning! 🚀'],
    postChars: 230,
  },
  detailed: {
    hook: () => undefined,
    closing: (topic) =>
      `In short: the details${topic ? ` on ${topic}` : ''} above are what matter most.`,
    restyle: (sentence) => sentence,
    extras: ['Every word of it matters here.', 'The context is worth keeping in mind.'],
    postChars: 265,
  },
  journalist: {
    hook: () => undefined,
    closing: () => 'More details are expected as the story develops.',
    restyle: (sentence, index) => {
      const calm = sentence
        .replace(/\p{Extended_Pictographic}\uFE0F?/gu, '')
        .replace(/!+/g, '.')
        .replace(/\s{2,}/g, ' ')
        .trim();
      return index === 0 && !/^breaking\b/i.test(calm) ? `Breaking: ${calm}` : calm;
    },
    extras: ['The statement was short and direct.', 'No further details were given at the time.'],
    postChars: 240,
  },
  troll: {
    hook: (topic) =>
      `Oh good, another deep take${topic ? ` on ${topic}` : ''}. Buckle up, everyone. 🙃`,
    closing: () => 'Anyway, I am sure this will age perfectly. 🤡',
    restyle: (sentence, index, seed) =>
      index % 2 === 0
        ? `${sentence} ${pick(['Groundbreaking.', 'Truly, nobody saw that coming.', 'Revolutionary stuff.', 'Hold my coffee.'], seed + index)}`
        : `${pick(['Apparently', 'Brace yourselves:', 'Plot twist:', 'Fun fact:'], seed + index)} ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`,
    extras: ['Truly, the deepest words ever typed. 🙃', 'Take a moment. Recover. Then scroll on.'],
    postChars: 230,
  },
  cryptobro: {
    hook: (topic) => `GM ☀️ Let's talk about ${topic ?? 'this'}, because this is HUGE 🚀`,
    closing: () => 'Not financial advice. Still early, ser. WAGMI 🚀💎',
    restyle: (sentence, index, seed) =>
      index % 2 === 0
        ? `${sentence} ${pick(['Bullish. 📈', 'Few understand this.', 'This is the alpha, ser.', 'LFG 🚀'], seed + index)}`
        : sentence,
    extras: ['Read that again, ser. 👀', 'Few understand this. 💎'],
    postChars: 230,
  },
};

/** X's weighted length of a sentence, remembered: a long text's sentences are weighed once. */
type Weigh = (text: string) => number;

function weigher(): Weigh {
  const known = new Map<string, number>();
  return (text) => {
    let weight = known.get(text);
    if (weight === undefined) {
      weight = postLength(text);
      known.set(text, weight);
    }
    return weight;
  };
}

/** Longest weighted length a post may reach here: X's 280, less room for the shaping's hashtags. */
const POST_WEIGHT_MAX = 270;

/** Pieces of a sentence longer than `max` weighted, cut after clause marks, words kept whole. */
function sentencePieces(sentence: string, max: number): string[] {
  const pieces: string[] = [];
  let current = '';
  // Clause marks first, then spaces: a link has neither, so it is never cut.
  const parts = sentence
    .split(/(?<=[,;:–—])\s+/u)
    .flatMap((part) => (postLength(part) <= max ? [part] : part.split(/\s+/u)));
  for (const part of parts) {
    const joined = current ? `${current} ${part}` : part;
    if (current && postLength(joined) > max) {
      pieces.push(current);
      current = part;
    } else current = joined;
  }
  if (current) pieces.push(current);
  return pieces;
}

/** True when the sentence is a link and nothing else. */
const onlyLink = (sentence: string): boolean =>
  sentence.replace(LINK, '').replace(/[\s.,;:!?…]+/gu, '') === '';

/**
 * Sentences whole; only one longer than a post is cut, at its clauses. A link alone joins the
 * sentence before it ("Read it here:" + link), and a last sentence the post's source cut off
 * ("…and a", "tasks in…") is left out.
 */
function boundedSentences(text: string, language: string, max: number, weigh: Weigh): string[] {
  const sentences: string[] = [];
  for (const sentence of splitSentences(text, language)) {
    const previous = sentences.at(-1);
    if (
      previous !== undefined &&
      onlyLink(sentence) &&
      postLength(`${previous} ${sentence}`) <= max
    ) {
      sentences[sentences.length - 1] = `${previous} ${sentence}`;
    } else sentences.push(sentence);
  }
  if (sentences.length > 1 && onlyLink(sentences[0] ?? '')) {
    const [link, next] = sentences.splice(0, 2);
    sentences.unshift(`${next} ${link}`);
  }
  const last = sentences.at(-1);
  if (sentences.length > 1 && last && !readSentence(last, language === 'en').complete) {
    if (!HAS_LINK.test(last)) sentences.pop();
  }
  return withoutCutEnd(sentences).flatMap((sentence) =>
    weigh(sentence) <= max ? [sentence] : sentencePieces(sentence, max),
  );
}

/**
 * Packs whole sentences, in order, into at most `slots` posts of at most `max` weighted: evenly
 * when they fit that way, else each post as full as it goes. Undefined when they do not all fit.
 */
function packPosts(
  sentences: string[],
  slots: number,
  max: number,
  weigh: Weigh,
): string[] | undefined {
  if (sentences.length <= slots) return sentences;
  // Weights add up across a space (no link or emoji spans one), so each sentence is weighed once.
  const total = sentences.reduce((sum, sentence) => sum + weigh(sentence) + 1, -1);
  for (const target of [Math.min(max, Math.ceil(total / slots)), max]) {
    const posts: string[] = [];
    let current = '';
    let currentWeight = 0;
    for (const sentence of sentences) {
      const weight = weigh(sentence);
      const joinedWeight = current ? currentWeight + 1 + weight : weight;
      if (current && (joinedWeight > max || currentWeight + weight / 2 > target)) {
        posts.push(current);
        current = sentence;
        currentWeight = weight;
      } else {
        current = current ? `${current} ${sentence}` : sentence;
        currentWeight = joinedWeight;
      }
    }
    if (current) posts.push(current);
    if (posts.length <= slots && posts.every((post) => weigh(post) <= max)) return posts;
  }
  return undefined;
}

/** The sentences ranked for a thread: those with a link first, then the most informative. */
function rankForThread(sentences: string[], text: string): Scored[] {
  return scoreSentences(sentences, text)
    .map((item) => (HAS_LINK.test(item.text) ? { ...item, score: item.score + 100 } : item))
    .sort((a, b) => b.score - a.score || a.index - b.index);
}

/**
 * The best-ranked sentences that fit in `budget` weighted characters, without repeats, in the
 * text's order. A sentence carrying a link is kept first: the reader needs the link whole.
 */
function selectSentences(ranked: readonly Scored[], budget: number, weigh: Weigh): string[] {
  const chosen: Scored[] = [];
  let used = 0;
  // A text of similar sentences leaves little after the strict pass; the second only skips copies.
  for (const limit of [0.6, 0.95]) {
    for (const item of ranked) {
      if (used >= budget * 0.7) break;
      const weight = weigh(item.text) + 1;
      if (used + weight > budget || chosen.includes(item)) continue;
      // A sentence with a link stays even when its words repeat another's: the link differs.
      const repeats = chosen.some((kept) =>
        HAS_LINK.test(item.text)
          ? kept.text === item.text
          : overlap(kept.terms, item.terms) > limit,
      );
      if (repeats) continue;
      chosen.push(item);
      used += weight;
    }
  }
  return chosen.sort((a, b) => a.index - b.index).map((item) => item.text);
}

/** The restyled post when it still fits; else the post as written. */
function restyled(voice: ThreadVoice, post: string, index: number, seed: number): string {
  const styled = capitalise(voice.restyle(post, index, seed));
  return postLength(styled) <= POST_WEIGHT_MAX ? styled : capitalise(post);
}

/**
 * 4-5 posts in the style's voice: a hook, the text's own sentences whole (links whole, weighed
 * as X weighs them), and a closing line. A text not in English gets no English hook or closing.
 */
function writeThread(source: string, style: ThreadStyleId): string {
  const language = languageOf(source, undefined);
  const english = language === 'en';
  const text = cleanText(source, { keepLinks: true });
  const voice = VOICES[style];
  const seed = hashText(text);
  // The hook names the opening's subject; a shorter opening keeps a long text fast.
  const [topic] = english ? postTopics(text, 1, 200) : [];
  const bodyMax = voice.postChars - 40; // room for the style's own asides
  const weigh = weigher();
  const sentences = boundedSentences(text, language, bodyMax, weigh);
  const hook = english ? voice.hook(topic) : undefined;
  const closing = english ? voice.closing(topic) : undefined;
  const total = text.length > 500 || sentences.length >= 5 ? 5 : 4;
  const slots = total - (hook ? 1 : 0) - (closing ? 1 : 0);
  // A long text keeps its most informative sentences (those with a link first), as much as the
  // posts can hold; when whole sentences do not pack into the posts, fewer are kept.
  let budget = Math.floor(slots * bodyMax * 0.85);
  let packed =
    sentences.reduce((sum, sentence) => sum + weigh(sentence) + 1, -1) > budget
      ? undefined
      : packPosts(sentences, slots, bodyMax, weigh);
  const ranked = packed ? [] : rankForThread(sentences, text);
  for (let round = 0; !packed && round < 8; round++) {
    packed = packPosts(selectSentences(ranked, budget, weigh), slots, bodyMax, weigh);
    budget = Math.floor(budget * 0.85);
  }
  // The voices' asides are English ("Breaking:", "Plot twist:"): other languages keep their words.
  const body = (packed ?? sentences.slice(0, slots)).map((post, index) =>
    english ? restyled(voice, post, index, seed) : post,
  );
  // A short text fills four posts with the voice's own lines, never with pieces of its sentences.
  const extras = english ? voice.extras.slice(0, Math.max(0, slots - body.length)) : [];
  const posts = [hook, ...body, ...extras, closing].filter((post): post is string => !!post);
  // Numbered "1/5" with blank lines between, the format the thread prompt asks a model for.
  return posts.map((post, index) => `${index + 1}/${posts.length} ${post}`).join('\n\n');
}

/** A request as the writer reads it (a summary's `lang` is X's language code of the post). */
export type LocalWriterRequest = GenerationRequest;

/** The raw text the local writer produces for a request, before core shaping. */
export function writeLocally(request: LocalWriterRequest): string {
  if (request.kind === 'thread') return writeThread(request.sourceText, request.style);
  const writers: Record<
    CardMode,
    (source: string, facts: PostFacts | undefined, lang?: string) => string
  > = {
    normal: writeSummary,
    troll: writeTroll,
    meme: writeMeme,
  };
  return writers[request.mode](request.sourceText, request.facts, request.lang);
}

/** The embedded writer's generator name (`LLM_PROTOCOL=local`). */
export const LOCAL_WRITER_NAME = 'local';

/** The `local` TextGenerator: instant, free, offline. */
export function createLocalWriter(): TextGenerator {
  // The tagger's lexicon is built now, at start-up, rather than during the first request.
  loadCompromise();
  return {
    name: LOCAL_WRITER_NAME,
    async generate(request: GenerationRequest): Promise<string> {
      return writeLocally(request);
    },
  };
}
