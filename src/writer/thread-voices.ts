/** The six thread styles as voices: how each opens, closes and colours a sentence (data). */
import type { ThreadStyleId } from '#core/index.ts';
import { endWith } from './text-features.ts';

/** How each style opens, closes and colours a sentence; `i` picks among variants stably. */
export interface ThreadVoice {
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

export const VOICES: Record<ThreadStyleId, ThreadVoice> = {
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
