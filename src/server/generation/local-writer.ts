/**
 * The embedded writer: what a user gets with no model configured. No network and no randomness:
 * it picks the post's most informative sentences, builds jokes and captions from its keywords, and
 * splits and restyles free text into a thread. Its output then goes through the same core shaping
 * as a model's, so it writes in the shape the prompts ask a model for (lines, numbered posts).
 */
import { type CardMode, type ThreadStyleId, TROLL_JOKES } from '#core/index.ts';
import type { GenerationRequest, TextGenerator } from '../services.ts';
import {
  cleanText,
  clip,
  contentWords,
  endWith,
  hashText,
  keywords,
  splitSentences,
  wordFrequencies,
} from './text-features.ts';

const SUMMARY_LINE_MAX = 170;
const SUMMARY_LINES = 3;

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

/** The `count` best sentences that do not repeat each other, in the text's own order. */
function pickSentences(sentences: string[], text: string, count: number): string[] {
  const ranked = scoreSentences(sentences, text).sort(
    (a, b) => b.score - a.score || a.index - b.index,
  );
  const chosen: Scored[] = [];
  for (const candidate of ranked) {
    if (chosen.length >= count) break;
    if (chosen.some((kept) => overlap(kept.terms, candidate.terms) > 0.6)) continue;
    chosen.push(candidate);
  }
  return chosen.sort((a, b) => a.index - b.index).map((item) => item.text);
}

/** Pieces of a sentence at its clauses, for posts too short to give three sentences. */
function splitClauses(sentence: string): string[] {
  return sentence
    .split(/[;:]\s+|,?\s+(?=(?:and|but|so|while|because)\s)|\s+[–—-]\s+/u)
    .map((part) => part.replace(/^(?:and|but|so|while|because)\s+/u, ''))
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).length >= 3);
}

/** A phrase naming the text's main topics: "rust", "rust and compilers". */
function topicPhrase(text: string): string {
  const [first, second] = keywords(text, 2);
  if (!first) return 'this';
  return second ? `${first} and ${second}` : first;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Three bullet lines: the post's most informative sentences, as a careful summariser writes. */
function writeSummary(source: string): string {
  const text = cleanText(source);
  let lines = pickSentences(splitSentences(text), text, SUMMARY_LINES);
  if (lines.length < SUMMARY_LINES) {
    const clauses = splitSentences(text).flatMap(splitClauses);
    if (clauses.length > lines.length) lines = pickSentences(clauses, text, SUMMARY_LINES);
  }
  const topics = keywords(text, 3);
  if (lines.length < SUMMARY_LINES && topics.length >= 2) {
    const last = topics.pop();
    lines.push(`Main topics: ${topics.join(', ')} and ${last}.`);
  }
  return lines.map((line) => `- ${capitalise(clip(line, SUMMARY_LINE_MAX))}`).join('\n');
}

const TROLL_TEMPLATES: ReadonlyArray<(a: string, b: string) => string> = [
  (a) => `Ah yes, ${a}: the topic we were all desperate to hear about at great length.`,
  (a) => `Breaking news: someone discovered ${a} and now the whole timeline has to hear about it.`,
  (a) => `Somewhere a self-appointed ${a} expert just felt a great disturbance in the timeline.`,
  (a, b) => `Imagine writing this much about ${a} and ${b} and still not touching grass.`,
  (a) => `Bold move to mention ${a} and expect anyone to read past the first line.`,
  (a) => `Nothing says "I have a lot of free time" quite like a deep dive into ${a}.`,
  (a, b) => `Nobody asked for a hot take on ${a} and ${b}, and yet here we all are.`,
  (a) => `Right, ${a} will fix everything, just after my houseplants start paying rent.`,
];

/** Two jokes about the post's own keywords and one canned joke, one per line. */
function writeTroll(source: string): string {
  const text = cleanText(source);
  const [first, second] = keywords(text, 2);
  const seed = hashText(text);
  const lines: string[] = [];
  if (first) {
    const one = TROLL_TEMPLATES[seed % TROLL_TEMPLATES.length]!;
    const two = TROLL_TEMPLATES[(seed + 3) % TROLL_TEMPLATES.length]!;
    lines.push(one(first, second ?? first));
    lines.push(two(second ?? first, first));
  }
  lines.push(TROLL_JOKES[seed % TROLL_JOKES.length] ?? '');
  return lines.filter(Boolean).join('\n');
}

const MEME_TEMPLATES: ReadonlyArray<(topic: string) => string> = [
  (t) => `Me explaining ${t} to my friends at 3am after exactly one coffee.`,
  (t) => `When someone mentions ${t} and you suddenly become the expert of the group chat.`,
  (t) => `My brain at 2am deciding to research ${t} instead of sleeping.`,
  (t) => `That moment when ${t} quietly becomes your entire personality.`,
  (t) => `POV: you read one post about ${t} and now you have opinions.`,
  (t) => `Nobody at the party asked about ${t} but I am still going to explain it.`,
];

/** One caption sentence that drops the post's topic into a familiar meme template. */
function writeMeme(source: string): string {
  const text = cleanText(source);
  const topic = topicPhrase(text);
  if (topic === 'this') return 'When the post is so deep you need a snack and a nap to process it.';
  return MEME_TEMPLATES[hashText(text) % MEME_TEMPLATES.length]!(topic);
}

/** How each style opens, closes and colours a sentence; `i` picks among variants stably. */
interface ThreadVoice {
  hook(topic: string, text: string): string | undefined;
  closing(topic: string): string;
  restyle(sentence: string, index: number, seed: number): string;
  /** Longest post body before the shaping adds hashtags. */
  postChars: number;
}

const pick = <T>(items: readonly T[], seed: number): T => items[seed % items.length]!;

const VOICES: Record<ThreadStyleId, ThreadVoice> = {
  standard: {
    hook: (topic) => `A short thread on ${topic}, point by point. 🧵`,
    closing: () => 'That is the gist of it. What do you make of it?',
    restyle: (sentence) => sentence,
    postChars: 240,
  },
  exciting: {
    hook: (topic) => `This is big: ${topic} just got a whole lot more interesting! 🔥`,
    closing: () => 'Huge times ahead. Share this with someone who needs to see it! 🚀',
    restyle: (sentence, index, seed) => {
      const lifted = /[.…]$/u.test(sentence) ? endWith(sentence, '!') : sentence;
      return (index + seed) % 2 === 0
        ? `${lifted} ${pick(['🔥', '⚡', '🙌', '✨'], seed + index)}`
        : lifted;
    },
    postChars: 230,
  },
  detailed: {
    hook: () => undefined,
    closing: (topic) => `In short: the details on ${topic} above are what matter most.`,
    restyle: (sentence) => sentence,
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
    postChars: 240,
  },
  troll: {
    hook: (topic) => `Oh good, another deep take on ${topic}. Buckle up, everyone. 🙃`,
    closing: () => 'Anyway, I am sure this will age perfectly. 🤡',
    restyle: (sentence, index, seed) =>
      index % 2 === 0
        ? `${sentence} ${pick(['Groundbreaking.', 'Truly, nobody saw that coming.', 'Revolutionary stuff.', 'Hold my coffee.'], seed + index)}`
        : `${pick(['Apparently', 'Brace yourselves:', 'Plot twist:', 'Fun fact:'], seed + index)} ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`,
    postChars: 230,
  },
  cryptobro: {
    hook: (topic) => `GM ☀️ Let's talk about ${topic}, because this is HUGE 🚀`,
    closing: () => 'Not financial advice. Still early, ser. WAGMI 🚀💎',
    restyle: (sentence, index, seed) =>
      index % 2 === 0
        ? `${sentence} ${pick(['Bullish. 📈', 'Few understand this.', 'This is the alpha, ser.', 'LFG 🚀'], seed + index)}`
        : sentence,
    postChars: 230,
  },
};

/** Sentences, long ones cut at clauses and then words, so none is longer than `max`. */
function boundedSentences(text: string, max: number): string[] {
  return splitSentences(text).flatMap((sentence) => {
    if (sentence.length <= max) return [sentence];
    const clauses = sentence.split(/(?<=[,;:])\s+/u);
    const pieces: string[] = [];
    let current = '';
    for (const clause of clauses) {
      if (current && `${current} ${clause}`.length > max) {
        pieces.push(current);
        current = clause;
      } else current = current ? `${current} ${clause}` : clause;
    }
    if (current) pieces.push(current);
    return pieces.map((piece) => clip(piece, max));
  });
}

/** Splits sentences into posts of at most `max` characters, at most `slots` of them, evenly. */
function packPosts(sentences: string[], slots: number, max: number): string[] {
  if (sentences.length <= slots) return sentences;
  const target = Math.min(max, Math.ceil(sentences.join(' ').length / slots));
  const posts: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    const joined = current ? `${current} ${sentence}` : sentence;
    const full = joined.length > max || current.length + sentence.length / 2 > target;
    if (current && full && posts.length < slots - 1) {
      posts.push(current);
      current = sentence;
    } else if (joined.length <= max) current = joined;
  }
  if (current) posts.push(current);
  return posts;
}

/** The most informative sentences that fit in `budget` characters, without repeats, in order. */
function selectSentences(sentences: string[], text: string, budget: number): string[] {
  const ranked = scoreSentences(sentences, text).sort(
    (a, b) => b.score - a.score || a.index - b.index,
  );
  const chosen: Scored[] = [];
  let used = 0;
  // A text of similar sentences leaves little after the strict pass; the second only skips copies.
  for (const limit of [0.6, 0.95]) {
    for (const item of ranked) {
      if (used >= budget * 0.7) break;
      if (used + item.text.length + 1 > budget || chosen.includes(item)) continue;
      if (chosen.some((kept) => overlap(kept.terms, item.terms) > limit)) continue;
      chosen.push(item);
      used += item.text.length + 1;
    }
  }
  return chosen.sort((a, b) => a.index - b.index).map((item) => item.text);
}

/** 4-5 posts in the style's voice: a hook, the text's own sentences, and a closing line. */
function writeThread(source: string, style: ThreadStyleId): string {
  const text = cleanText(source);
  const voice = VOICES[style];
  const seed = hashText(text);
  const topic = topicPhrase(text);
  const bodyMax = voice.postChars - 40; // room for the style's own asides
  let sentences = boundedSentences(text, bodyMax);
  const hook = voice.hook(topic, text);
  const total = sentences.join(' ').length > 500 || sentences.length >= 5 ? 5 : 4;
  const slots = total - 1 - (hook ? 1 : 0);
  if (sentences.length < slots) {
    sentences = sentences.flatMap((sentence) => {
      const clauses = sentence.length > 60 ? splitClauses(sentence) : [];
      return clauses.length > 1 ? clauses.map((clause) => endWith(clause, '.')) : [sentence];
    });
  }
  // A long text keeps its most informative sentences, as much as the posts can comfortably hold.
  const budget = Math.floor(slots * bodyMax * 0.85);
  const kept =
    sentences.join(' ').length > budget ? selectSentences(sentences, text, budget) : sentences;
  const body = packPosts(kept, slots, bodyMax).map((post, index) =>
    capitalise(voice.restyle(post, index, seed)),
  );
  const posts = [hook, ...body, voice.closing(topic)].filter((post): post is string => !!post);
  // Numbered "1/5" with blank lines between, the format the thread prompt asks a model for.
  return posts
    .map((post, index) => `${index + 1}/${posts.length} ${clip(post, voice.postChars)}`)
    .join('\n\n');
}

/** The raw text the local writer produces for a request, before core shaping. */
export function writeLocally(request: GenerationRequest): string {
  if (request.kind === 'thread') return writeThread(request.sourceText, request.style);
  const writers: Record<CardMode, (source: string) => string> = {
    normal: writeSummary,
    troll: writeTroll,
    meme: writeMeme,
  };
  return writers[request.mode](request.sourceText);
}

/** The `local` TextGenerator: instant, free, offline. */
export function createLocalWriter(): TextGenerator {
  return {
    name: 'local',
    async generate(request: GenerationRequest): Promise<string> {
      return writeLocally(request);
    },
  };
}
