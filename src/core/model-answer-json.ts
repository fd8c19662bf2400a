/**
 * What a small model answers in, and how its JSON becomes the text the shapers read. The embedded
 * model writes under a grammar made from these schemas, so its answer is always this JSON: three
 * lines, a caption with GIF search words, or 4-5 posts. Each string has a length cap, because a
 * grammar with none lets a small model write one string forever. The JSON is read as it streams
 * (a string cut mid-way is read up to where it is), so a card fills in line by line.
 */
import { THREAD_MAX_POSTS, THREAD_MIN_POSTS, type WrittenCardMode } from './constants.ts';
import { NETWORK_POST_RULES } from './network-post-rules.ts';
import type { NetworkId } from './post-ref.ts';

/** A JSON schema in the subset node-llama-cpp's grammar takes (plain data: core stays pure). */
export type AnswerSchema = Readonly<Record<string, unknown>>;

/** The shape of an answer: card lines, a meme, or a thread's posts. */
export type AnswerShape = 'lines' | 'meme' | 'posts';

function stringsSchema(key: string, count: [number, number], maxLength: number): AnswerSchema {
  return {
    type: 'object',
    properties: {
      [key]: {
        type: 'array',
        items: { type: 'string', minLength: 1, maxLength },
        minItems: count[0],
        maxItems: count[1],
      },
    },
    required: [key],
  };
}

/** The schema of a card's answer in `mode`. */
export function cardAnswerSchema(mode: WrittenCardMode): AnswerSchema {
  if (mode === 'meme') {
    return {
      type: 'object',
      properties: {
        caption: { type: 'string', minLength: 1, maxLength: 200 },
        gif: { type: 'string', minLength: 1, maxLength: 40 },
      },
      required: ['caption', 'gif'],
    };
  }
  return stringsSchema('lines', [3, 3], mode === 'troll' ? 160 : 180);
}

/** Han, kana and Hangul: X counts each as two of its 280. */
const DOUBLE_WEIGHT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/**
 * The characters a thread's post may have on `network`: its limit less room for the shaper's
 * hashtag, and on X half that for a text mostly in Chinese, Japanese or Korean (X weighs their
 * characters double), so the model writes posts that fit rather than posts cut short.
 */
export function threadPostMaxChars(network: NetworkId = 'x', sourceText = ''): number {
  const { limit } = NETWORK_POST_RULES[network] ?? NETWORK_POST_RULES.x;
  const room = limit - 20;
  if (network !== 'x') return room;
  const letters = sourceText.match(/\p{L}/gu)?.length ?? 0;
  const doubled = sourceText.match(DOUBLE_WEIGHT)?.length ?? 0;
  return letters > 0 && doubled / letters > 0.5 ? Math.floor(room / 2) : room;
}

/** The schema of a thread's answer: 4-5 posts, each within the network's limit. */
export function threadAnswerSchema(network: NetworkId = 'x', sourceText = ''): AnswerSchema {
  return stringsSchema(
    'posts',
    [THREAD_MIN_POSTS, THREAD_MAX_POSTS],
    threadPostMaxChars(network, sourceText),
  );
}

/** The shape a card mode answers in. */
export function cardAnswerShape(mode: WrittenCardMode): AnswerShape {
  return mode === 'meme' ? 'meme' : 'lines';
}

/** A string value of the JSON read so far, with the key of the object it sits in. */
interface JsonString {
  key: string | undefined;
  value: string;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/** A JSON string starting at `start` (after its opening quote): its text and where it ends. */
function readString(json: string, start: number): { text: string; end: number; closed: boolean } {
  let text = '';
  let index = start;
  while (index < json.length) {
    const next = json[index] ?? '';
    if (next === '"') return { text, end: index + 1, closed: true };
    if (next !== '\\') {
      text += next;
      index += 1;
      continue;
    }
    const code = json[index + 1];
    if (code === undefined) break;
    if (code === 'u') {
      const hex = json.slice(index + 2, index + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) break;
      text += String.fromCharCode(Number.parseInt(hex, 16));
      index += 6;
      continue;
    }
    text += ESCAPES[code] ?? code;
    index += 2;
  }
  // Cut mid-string (or mid-escape, which is left out): the text so far.
  return { text, end: json.length, closed: false };
}

/**
 * The string values of a JSON text that may stop anywhere, each with its property's key; the last
 * one may be cut short. A string where an object expects a key is a key, even half written.
 */
function stringValues(json: string): JsonString[] {
  const values: JsonString[] = [];
  const containers: Array<'object' | 'array'> = [];
  let expectKey = false;
  let key: string | undefined;
  let index = 0;
  while (index < json.length) {
    const char = json[index];
    index += 1;
    if (char === '{') {
      containers.push('object');
      expectKey = true;
    } else if (char === '[') {
      containers.push('array');
    } else if (char === '}' || char === ']') {
      containers.pop();
    } else if (char === ',') {
      expectKey = containers.at(-1) === 'object';
    } else if (char === ':') {
      expectKey = false;
    } else if (char === '"') {
      const read = readString(json, index);
      index = read.end;
      if (containers.at(-1) === 'object' && expectKey) {
        if (read.closed) key = read.text;
      } else {
        values.push({ key, value: read.text });
      }
    }
  }
  return values;
}

/** A line break inside a string: a card line or a post is one line of text. */
const LINE_BREAK = /[\n\r\v\f\u2028\u2029]/u;

/**
 * A string value on one line: every run of whitespace is kept as its first character, a line
 * break as a space. Each character's fate depends only on the one before it, so the text of a
 * string cut anywhere is a prefix of the whole string's text: a streamed answer (read again at
 * every piece) and the same answer read at once give the same text. Collapsing a run only once
 * its end is seen (as `\s*\n\s*` did) rewrote text already handed on, and the reader then held
 * back every later piece.
 */
function oneLine(value: string): string {
  let text = '';
  let inSpace = false;
  for (const char of value) {
    if (!/\s/u.test(char)) {
      text += char;
      inSpace = false;
    } else if (!inSpace) {
      text += LINE_BREAK.test(char) ? ' ' : char;
      inSpace = true;
    }
  }
  return text;
}

/** Marks the meme's GIF words after its caption in the text a generator answers (never shown). */
const GIF_WORDS_MARK = '\n\u2063gif:';

/**
 * The text the shapers read, from the model's JSON so far: card lines one per line, a meme's
 * caption (then its GIF words behind a mark `splitGifWords` takes off), or posts as
 * "Post 1: …" blocks a blank line apart, as a model writing plain text would number them.
 */
export function answerTextFromJson(shape: AnswerShape, json: string): string {
  const values = stringValues(json);
  if (shape === 'meme') {
    const caption = values.find((entry) => entry.key === 'caption')?.value ?? '';
    const gif = values.find((entry) => entry.key === 'gif')?.value;
    return gif === undefined ? caption : `${caption}${GIF_WORDS_MARK}${gif.replace(/\s+/g, ' ')}`;
  }
  const items = values.map((entry) => oneLine(entry.value));
  if (shape === 'lines') return items.join('\n');
  return items.map((post, index) => `Post ${index + 1}: ${post}`).join('\n\n');
}

/** A meme answer's caption text and, when the model gave them, its GIF search words. */
export function splitGifWords(raw: string): { caption: string; gifWords?: string } {
  const at = raw.indexOf(GIF_WORDS_MARK);
  if (at < 0) return { caption: raw };
  const gifWords = raw
    .slice(at + GIF_WORDS_MARK.length)
    .trim()
    .slice(0, 60);
  return { caption: raw.slice(0, at), ...(gifWords && { gifWords }) };
}
