/**
 * The guard between every model and the card (issue 37, docs/decisions/012): one pure rule. A
 * Normal line or a thread post may state a figure, an @handle, a link, a #tag or a quotation only
 * where the source holds it (the post, its quoted post, the author's names, the pasted text, what
 * is true of the post), and a Normal line only proper names the source has; Troll and Meme may
 * exaggerate in words but not invent @handles, links or quotations.
 */
import { isCalendarName } from './calendar-words.ts';
import { figuresOf, normaliseForClaims, sourceFigures } from './claim-figures.ts';
import { sameTextKey } from './clean-model-text.ts';
import { textLanguage } from './detect-language.ts';
import type { PostFacts } from './post-facts.ts';
import {
  type AllowedLinks,
  allowedLinks,
  findLinks,
  isAllowedLink,
} from './remove-foreign-links.ts';

/** What an unsupported claim is; a #tag counts as a handle (both name an account or a topic). */
export const CLAIM_KINDS = ['figure', 'handle', 'link', 'quote', 'name'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** What the guard checks: a card mode's lines, or a thread's posts. */
export const GUARD_MODES = ['normal', 'troll', 'meme', 'thread'] as const;
export type GuardMode = (typeof GUARD_MODES)[number];

export interface UnsupportedClaim {
  kind: ClaimKind;
  /** As the line writes it ("450", "$25", "@marco_fry"). */
  text: string;
}

/** What the source is: its words, its author's names, what is true of it, the tags that are ours. */
export interface ClaimSourceInput {
  /** The post's words with its quoted post (and content warning), or the pasted text. */
  text: string;
  /** The author's display name and handle, the quoted post's author. */
  names?: readonly string[];
  /** Links, mentions, tags, counts and alt texts the source reads besides the words. */
  facts?: PostFacts;
  /** Hashtags that are ours to add (the thread styles' own). */
  tags?: readonly string[];
  /** The post's language tag, when the source tells it. */
  lang?: string;
}

/** A source read once for every line checked against it. */
export interface ClaimSource {
  readonly figures: ReadonlySet<string>;
  readonly handles: ReadonlySet<string>;
  readonly tags: ReadonlySet<string>;
  readonly links: AllowedLinks;
  /** The source's words as sameTextKey spells them, a space either side. */
  readonly key: string;
  /** The source's words in lower case, for names and tags. */
  readonly words: ReadonlySet<string>;
  /** Two and three words of the source joined ("publiclibraries"), for tags; made on first use. */
  joined(): ReadonlySet<string>;
  /** Languages whose number words are read whole besides English: the tag's and the text's. */
  readonly langs: readonly string[];
  /** Other languages the source's own number words show ("treinta"): a line's longer words too. */
  readonly numberLangs: readonly string[];
  /** False where capitals do not mark names (German nouns, scripts without case). */
  readonly checksNames: boolean;
}

const HANDLE = /(?<![\p{L}\p{N}_.@/])@([\p{L}\p{N}_]+(?:[.@-][\p{L}\p{N}_]+)*)/gu;
const TAG = /(?<![\p{L}\p{N}_&#/])#([\p{L}\p{M}\p{N}_]*\p{L}[\p{L}\p{M}\p{N}_]*)/gu;
/**
 * Quotations, in every mark a model writes: “…”, „…“, "…", «…», 「…」, 『…』, ‘…’ (at word bounds),
 * and the Swedish and Finnish ”…”, ‟…”, ‹…›, ‚…‘, 〝…〟, and straight single quotes: a model writing
 * JSON strings quotes with those, the double ones being the string's own. A straight quote opens
 * only before a word and closes only after one, not before a letter ("don't"), and not where a
 * plural's apostrophe stands ("the players' table"). Each mark's text is one numbered group.
 */
const QUOTE = /* @__PURE__ */ new RegExp(
  [
    '“([^”\\n]{1,400})”',
    '„([^“”\\n]{1,400})[“”]',
    '"([^"\\n]{1,400})"',
    '«([^»\\n]{1,400})»',
    '「([^」\\n]{1,400})」',
    '『([^』\\n]{1,400})』',
    '(?<![\\p{L}\\p{N}])‘([^’\\n]{1,400})’(?![\\p{L}])',
    '”([^”\\n]{1,400})”',
    '‟([^”\\n]{1,400})”',
    '‹([^›\\n]{1,400})›',
    '‚([^‘’\\n]{1,400})[‘’]',
    '〝([^〝〞〟\\n]{1,400})[〞〟]',
    "(?<![\\p{L}\\p{N}])'(\\S(?:[^'\\n]{0,398}\\S)?)'(?![\\p{L}\\p{N}])(?!(?<=s')\\s\\p{Ll})",
  ].join('|'),
  'gu',
);
/** How many marks QUOTE knows: its numbered groups. */
const QUOTE_MARKS = 13;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Scripts written without spaces: a quotation is found inside the source's text as it is. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** A handle's lower-case key and its first part ("alice.bsky.social" → "alice"). */
const handleKeys = (handle: string): string[] => {
  const key = handle
    .toLowerCase()
    .replace(/^@/, '')
    .replace(/[.-]+$/, '');
  return [key, key.split(/[.@]/)[0] ?? key];
};

/** A value made on first use, then kept: a line with no link never reads the source's links. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}

/** A language tag's primary code ("pt-BR": "pt"), or undefined for none or "und". */
const primaryCode = (lang: string | undefined): string | undefined => {
  const code = (lang ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return /^[a-z]{2,3}$/.test(code) && code !== 'und' ? code : undefined;
};

/**
 * The languages whose number words are read besides English: the tag's and, untagged or tagged
 * English, the text's (a Spanish post tagged "en" is common on Bluesky).
 */
function sourceLanguages(lang: string | undefined, text: string): string[] {
  const tagged = primaryCode(lang);
  // Another tag is trusted; the opening tells the language as well as the whole.
  const read =
    tagged === undefined || tagged === 'en'
      ? primaryCode(textLanguage(undefined, text.slice(0, 1_000)))
      : undefined;
  const codes = [tagged, read];
  return [...new Set(codes)].filter((code): code is string => code !== undefined);
}

/** The source read once: its figures, handles, tags, links, words and language, each when needed. */
export function claimSource(input: ClaimSourceInput): ClaimSource {
  const facts = input.facts ?? {};
  const names = (input.names ?? []).filter((name) => typeof name === 'string' && name !== '');
  const card = facts.linkCard;
  const text = normaliseForClaims(
    [
      input.text,
      ...names,
      ...(facts.photoAlts ?? []),
      ...(facts.pollOptions ?? []),
      card?.title ?? '',
      card?.description ?? '',
    ].join('\n'),
  );
  const codes = sourceLanguages(input.lang, input.text);
  const code = codes[0] ?? 'en';
  const langs = codes.filter((one) => one !== 'en');
  /** "@BBCRadio4", "#ReactNative": their parts are the source's words (and figures) too. */
  const markParts = once(() =>
    [...text.matchAll(HANDLE), ...text.matchAll(TAG)]
      .map((match) => match[1] ?? '')
      .concat(facts.mentions ?? [], facts.hashtags ?? [])
      .flatMap(camelParts),
  );
  const figures = once(() => {
    const read = sourceFigures(text, langs);
    for (const count of [facts.photos, facts.videos, facts.threadLength]) {
      if (count !== undefined) read.keys.add(`n${count}`);
    }
    for (const part of markParts()) if (/^\d+$/.test(part)) read.keys.add(`n${Number(part)}`);
    return read;
  });
  const handles = once(() => {
    const keys = new Set<string>();
    const sources = [...text.matchAll(HANDLE)].map((match) => match[1] ?? '');
    for (const handle of [...names, ...(facts.mentions ?? []), facts.quotes, facts.replyTo]) {
      if (handle && /^@?[\p{L}\p{N}_.@-]+$/u.test(handle)) sources.push(handle);
    }
    for (const handle of sources) for (const key of handleKeys(handle)) keys.add(key);
    return keys;
  });
  const words = once(() => {
    const found = new Set((text.toLowerCase().match(WORD) ?? []) as string[]);
    for (const part of markParts()) found.add(part.toLowerCase());
    return found;
  });
  const tags = once(
    () =>
      new Set(
        [
          ...[...text.matchAll(TAG)].map((match) => match[1] ?? ''),
          ...(facts.hashtags ?? []),
          ...(input.tags ?? []),
        ].map((tag) => tag.replace(/^#/, '').toLowerCase()),
      ),
  );
  const links = once(() =>
    allowedLinks({
      sourceText: text,
      sourceLinks: [...(facts.linkHosts ?? []), ...(card?.url ? [card.url] : [])],
    }),
  );
  const key = once(() => ` ${sameTextKey(text)} `);
  const joined = once(() => {
    const sequence = text.toLowerCase().match(WORD) ?? [];
    const pairs = new Set<string>();
    for (let index = 0; index + 1 < sequence.length; index++) {
      const two = `${sequence[index]}${sequence[index + 1]}`;
      pairs.add(two);
      if (index + 2 < sequence.length) pairs.add(`${two}${sequence[index + 2]}`);
    }
    return pairs;
  });
  return {
    get figures() {
      return figures().keys;
    },
    get numberLangs() {
      return figures().evidence;
    },
    get handles() {
      return handles();
    },
    get tags() {
      return tags();
    },
    get links() {
      return links();
    },
    get key() {
      return key();
    },
    get words() {
      return words();
    },
    joined,
    langs,
    checksNames: code !== 'de' && /\p{Ll}/u.test(text),
  };
}

/** True when the source says this: as a whole phrase, or inside unspaced script. */
function sourceSays(source: ClaimSource, words: string): boolean {
  const key = sameTextKey(words);
  if (key === '') return true;
  return UNSPACED.test(key) ? source.key.includes(key) : source.key.includes(` ${key} `);
}

/** A handle's or tag's words: "PublicLibraries" → Public, Libraries; "BBCRadio4" → BBC, Radio, 4. */
const camelParts = (mark: string): string[] =>
  mark.match(/\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+|\p{Lo}+/gu) ?? [];

/** A tag the source has, or made of its words ("#PublicLibraries" of "public libraries"). */
function tagSupported(tag: string, source: ClaimSource): boolean {
  const lower = tag.toLowerCase();
  if (source.tags.has(lower) || source.words.has(lower)) return true;
  // A tag in a script written without spaces ("#新しい") is the source's own where it stands in it.
  if (UNSPACED.test(lower) && sourceSays(source, lower)) return true;
  const parts = camelParts(tag);
  if (parts.length > 1 && parts.every((part) => source.words.has(part.toLowerCase()))) return true;
  return source.joined().has(lower);
}

/** A name's word the source has, in another form ("Japanese" for "Japan", "Lisbon's"). */
function nameSupported(word: string, source: ClaimSource): boolean {
  const lower = word.toLowerCase().replace(/['’]s?$/u, '');
  if (source.words.has(lower)) return true;
  const parts = lower.split(/[-'’]/);
  if (parts.length > 1 && parts.every((part) => part === '' || source.words.has(part))) return true;
  // The same stem: the source's word is the name's start, or the name is the word's start.
  for (let length = lower.length - 1; length >= Math.max(4, lower.length * 0.6); length--) {
    if (source.words.has(lower.slice(0, length))) return true;
  }
  if (lower.length < 4) return false;
  for (const known of source.words) {
    if (
      known.length > lower.length &&
      known.length * 0.6 <= lower.length &&
      known.startsWith(lower)
    ) {
      return true;
    }
  }
  return false;
}

const NAME = /(?<![\p{L}\p{M}\p{N}_@#/.])\p{Lu}[\p{L}\p{M}]*(?:['’-]\p{L}+)*/gu;
/** What may stand between a sentence's start and its first word: quotes, brackets, emoji, marks. */
const LEAD = /(?:[\s"“”‘’'«»„「『([*•·\-–—]|\p{Extended_Pictographic}|\uFE0F|\u200D)+$/u;
const PRONOUN_I = /^I(?:['’](?:m|ve|ll|d))?$/u;

/** Capitalised words that are not a sentence's first: names, where the source has none of them. */
function unsupportedNames(line: string, source: ClaimSource): string[] {
  const words = line.match(/[\p{L}\p{M}]+/gu) ?? [];
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  // A title in Title Case capitalises every word: no name can be told apart there.
  if (words.length >= 4 && capitalised / words.length >= 0.6) return [];
  const found: string[] = [];
  for (const match of line.matchAll(NAME)) {
    const word = match[0];
    if (word.length < 2 || PRONOUN_I.test(word) || isCalendarName(word)) continue;
    const lead = line.slice(0, match.index);
    const before = lead.replace(LEAD, '');
    // An emoji ends a sentence as a full stop does ("GM ☀️ Let's talk").
    const afterEmoji = /\p{Extended_Pictographic}/u.test(lead.slice(before.length));
    if (before === '' || afterEmoji || /[.!?…:;]$/u.test(before)) continue;
    if (!nameSupported(word, source)) found.push(word);
  }
  return found;
}

/**
 * Every claim of `line` the source does not hold, for a card of `mode` or a thread's post; none
 * for a line that only says what the source says.
 */
export function unsupportedClaims(
  line: string,
  source: ClaimSource,
  mode: GuardMode,
): UnsupportedClaim[] {
  const claims: UnsupportedClaim[] = [];
  const add = (kind: ClaimKind, text: string) => {
    if (!claims.some((claim) => claim.kind === kind && claim.text === text)) {
      claims.push({ kind, text });
    }
  };
  const factual = mode === 'normal' || mode === 'thread';
  let rest = normaliseForClaims(line);
  // Each claim is taken out of the line once checked, so it is not read again as another kind.
  for (const { link } of findLinks(rest)) {
    if (!isAllowedLink(link, source.links)) add('link', link);
  }
  const blank = (pattern: RegExp, check: (match: RegExpMatchArray) => void) => {
    rest = rest.replace(pattern, (...args) => {
      check(args as unknown as RegExpMatchArray);
      return ' ';
    });
  };
  for (const { link } of findLinks(rest)) rest = rest.replace(link, ' ');
  blank(HANDLE, (match) => {
    const [key, first] = handleKeys(match[1] ?? '');
    if (!source.handles.has(key ?? '') && !source.handles.has(first ?? '')) add('handle', match[0]);
  });
  blank(TAG, (match) => {
    if (factual && !tagSupported(match[1] ?? '', source)) add('handle', match[0]);
  });
  blank(QUOTE, (match) => {
    const quoted = match.slice(1, 1 + QUOTE_MARKS).find((group) => typeof group === 'string') ?? '';
    // A joke's scare quotes ("please", "number go") are words, not anyone's words.
    const scare = !factual && (quoted.match(WORD) ?? []).length <= 2;
    if (!scare && !sourceSays(source, quoted)) add('quote', match[0]);
  });
  if (!factual) return claims;
  // Number words in the line's own language too (looked for only when a word may be one there),
  // and in those the source's words show.
  const restricted = () => [
    primaryCode(textLanguage(undefined, rest)) ?? 'en',
    ...source.numberLangs,
  ];
  for (const figure of figuresOf(rest, source.langs, { restricted })) {
    if (!figure.readings.some((reading) => reading.every((value) => source.figures.has(value)))) {
      add('figure', figure.text);
    }
  }
  // Names in Normal lines only: a thread's styles shout and cheer ("HUGE", "Let's go") in capitals.
  if (mode === 'normal' && source.checksNames) {
    for (const name of unsupportedNames(rest, source)) add('name', name);
  }
  return claims;
}
