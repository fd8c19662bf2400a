/** The six thread styles as voices: how each opens, closes and colours a sentence (data). */
import type { ThreadStyleId } from '#core/index.ts';
import { endWith } from './text-features.ts';

/** How each style opens, closes and colours a sentence; `i` picks among variants stably. */
export interface ThreadVoice {
  /** The opening post; `topic` is the text's main noun phrase when one was found. */
  /** Its ways to open, one picked per take; none for a voice that opens with the text itself. */
  hooks(topic: string | undefined): readonly string[];
  /** Its ways to close, one picked per take. */
  closings(topic: string | undefined): readonly string[];
  restyle(sentence: string, index: number, seed: number): string;
  /** Lines for a text too short to fill four posts: sentences are never cut to make more. */
  extras: readonly [string, string];
  /** Longest post body before the shaping adds hashtags. */
  postChars: number;
}

const pick = <T>(items: readonly T[], seed: number): T => items[seed % items.length]!;

/**
 * The sentence closed before a voice's words follow it: a post's sentence often ends without a
 * mark (a link, a tag, an emoji), and "…twttr Hold my coffee." read as one sentence made "Hold" a
 * name the text lacks (the guard reads a thread's capitals since round twenty).
 */
const closed = (sentence: string): string =>
  /[.!?…。！？]["”’)\]]*$/u.test(sentence) ? sentence : `${sentence}.`;

export const VOICES: Record<ThreadStyleId, ThreadVoice> = {
  standard: {
    hooks: (topic) => [
      `A short thread${topic ? ` on ${topic}` : ''}, point by point. 🧵`,
      `${topic ? `On ${topic}` : 'On this'}: the key points, one by one. 🧵`,
      `Here is what matters${topic ? ` about ${topic}` : ''}, in a few posts. 🧵`,
    ],
    closings: (_topic) => [
      'That is the gist of it. What do you make of it?',
      'That is the short version. Anything I missed?',
      'So that is where it stands. What do you think?',
    ],
    restyle: (sentence) => sentence,
    extras: ['Short, but worth a closer look.', 'Read it twice: it says more than it seems.'],
    postChars: 240,
  },
  exciting: {
    hooks: (topic) =>
      topic
        ? [
            `This is big: ${topic} just got a whole lot more interesting! 🔥`,
            `Stop scrolling: ${topic} is where it is happening right now! ⚡`,
          ]
        : [
            'This is big, and it just got a whole lot more interesting! 🔥',
            'Stop scrolling: this is where it is happening right now! ⚡',
          ],
    closings: (_topic) => [
      'Huge times ahead. Share this with someone who needs to see it! 🚀',
      'What a time to be paying attention. Pass it on! 🙌',
    ],
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
    hooks: () => [],
    closings: (topic) => [
      `In short: the details${topic ? ` on ${topic}` : ''} above are what matter most.`,
      `To sum up: these are the points${topic ? ` on ${topic}` : ''} worth keeping in mind.`,
    ],
    restyle: (sentence) => sentence,
    extras: ['Every word of it matters here.', 'The context is worth keeping in mind.'],
    postChars: 265,
  },
  journalist: {
    hooks: () => [],
    closings: (_topic) => [
      'More details are expected as the story develops.',
      'This is a developing story; more is expected to follow.',
    ],
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
    hooks: (topic) => [
      `Oh good, another deep take${topic ? ` on ${topic}` : ''}. Buckle up, everyone. 🙃`,
      `Gather round, the timeline has thoughts${topic ? ` on ${topic}` : ''} again. 🍿`,
    ],
    closings: (_topic) => [
      'Anyway, I am sure this will age perfectly. 🤡',
      'Screenshot this for when it ages like milk. 🥛',
    ],
    restyle: (sentence, index, seed) =>
      index % 2 === 0
        ? `${closed(sentence)} ${pick(['Groundbreaking.', 'Truly, nobody saw that coming.', 'Revolutionary stuff.', 'Hold my coffee.'], seed + index)}`
        : `${pick(['Apparently', 'Brace yourselves:', 'Plot twist:', 'Fun fact:'], seed + index)} ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`,
    extras: ['Truly, the deepest words ever typed. 🙃', 'Take a moment. Recover. Then scroll on.'],
    postChars: 230,
  },
  cryptobro: {
    hooks: (topic) => [
      `GM ☀️ Let's talk about ${topic ?? 'this'}, because this is HUGE 🚀`,
      `Ser, ${topic ?? 'this'} is the alpha nobody is talking about 👀`,
    ],
    closings: (_topic) => [
      'Not financial advice. Still early, ser. WAGMI 🚀💎',
      'Few will read this far. You did. WAGMI 💎🙌',
    ],
    restyle: (sentence, index, seed) =>
      index % 2 === 0
        ? `${closed(sentence)} ${pick(['Bullish. 📈', 'Few understand this.', 'This is the alpha, ser.', 'LFG 🚀'], seed + index)}`
        : sentence,
    extras: ['Read that again, ser. 👀', 'Few understand this. 💎'],
    postChars: 230,
  },
};
