/**
 * The guard between every model and the card (issue 37, docs/decisions/012): one pure rule. A
 * Normal line or a thread post may state a figure, an @handle, a link, a #tag or a quotation only
 * where the source holds it (the post, its quoted post, the author's names, the pasted text, what
 * is true of the post), and a Normal line only proper names the source has; Troll and Meme may
 * exaggerate in words but not invent @handles, links, e-mail addresses or quotations.
 */
import { readCalendarWords } from './claim-calendar.ts';
import { figuresOf, normaliseForClaims, sourceFigures, tokenizedText } from './claim-figures.ts';
import { HANDLE, handleKey, handleKeys } from './claim-handles.ts';
import { unsupportedPlaces } from './claim-names.ts';
import { quotedWords, quotePattern } from './claim-quotes.ts';
import { sameTextKey } from './clean-model-text.ts';
import { impliedCounts } from './count-words.ts';
import { isPlainlyEnglish, textLanguage } from './detect-language.ts';
import { placeFigures, swappedFigures } from './figure-ties.ts';
import { germanReplacedNames, isGermanNoun } from './german-names.ts';
import type { PostFacts } from './post-facts.ts';
import {
  type AllowedLinks,
  allowedLinks,
  findEmails,
  findLinks,
  isAllowedLink,
} from './remove-foreign-links.ts';
import { replacedNames } from './replaced-names.ts';
import { roleClaims } from './role-claims.ts';
import { consonantKeys } from './roman-names.ts';
import { supportedFigures, unsupportedShares } from './rounded-figures.ts';
import { reversedScores } from './score-sides.ts';
import { unsupportedLineNames } from './translated-names.ts';
import { unknownNames } from './unknown-names.ts';

/**
 * What an unsupported claim is; a #tag counts as a handle (both name an account or a topic), an
 * e-mail address is its own kind (a contact, neither followed as a link nor an account's name).
 */
export const CLAIM_KINDS = ['figure', 'handle', 'link', 'email', 'quote', 'name'] as const;
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
  /**
   * The language the lines are written in when it is another than the source's: the reader's,
   * asked for on /api/summary and /api/thread (issue 45). Its number words, its names of
   * countries, months and weekdays are read in the lines; a quotation in it is a translation.
   */
  lineLang?: string;
}

/** A source read once for every line checked against it. */
export interface ClaimSource {
  readonly figures: ReadonlySet<string>;
  /** Each account the source names, as claim-handles.ts's handleKeys spells it. */
  readonly handles: ReadonlySet<string>;
  readonly tags: ReadonlySet<string>;
  readonly links: AllowedLinks;
  /** The e-mail addresses the source holds, in lower case. */
  readonly emails: ReadonlySet<string>;
  /** The source's text as the guard reads it (normaliseForClaims), its names and facts' words too. */
  readonly text: string;
  /** The source's words as sameTextKey spells them, a space either side. */
  readonly key: string;
  /** The source's words in lower case, for names and tags. */
  readonly words: ReadonlySet<string>;
  /** Two and three words of the source joined ("publiclibraries"), for tags; made on first use. */
  joined(): ReadonlySet<string>;
  /** The source's figures as a line reads them, with the words each is tied to (figure-ties.ts). */
  placed?(): ReturnType<typeof placeFigures>;
  /** Languages whose number words are read whole besides English: the tag's and the text's. */
  readonly langs: readonly string[];
  /** The lines' language when it is another than the source's and not English (lineLang). */
  readonly lineLangs: readonly string[];
  /** Other languages the source's own number words show ("treinta"): a line's longer words too. */
  readonly numberLangs: readonly string[];
  /** False where capitals do not mark names (German nouns, scripts without case). */
  readonly checksNames: boolean;
  /** The lines are asked in another language than the source's (lineLang): a translation. */
  readonly translated?: boolean;
}

const TAG = /(?<![\p{L}\p{N}_&#/])#([\p{L}\p{M}\p{N}_]*\p{L}[\p{L}\p{M}\p{N}_]*)/gu;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Scripts written without spaces: a quotation is found inside the source's text as it is. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** The longest source whose figures' places are read (figure-ties.ts): a long post's length. */
const TIES_MAX = 5_000;

let segmenter: Intl.Segmenter | undefined;
/** How many words a text has; in scripts written without spaces, as Intl's segmenter finds them. */
function wordCount(text: string): number {
  if (!UNSPACED.test(text)) return (text.match(WORD) ?? []).length;
  segmenter ??= new Intl.Segmenter('ja', { granularity: 'word' });
  let count = 0;
  for (const part of segmenter.segment(text)) if (part.isWordLike) count += 1;
  return count;
}

/** A value made on first use, then kept: a line with no link never reads the source's links. */
function once<T>(make: () => T): () => T {
  let kept: { value: T } | undefined;
  return () => {
    kept ??= { value: make() };
    return kept.value;
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
  // Another tag is trusted; the opening tells the language as well as the whole, and plainly
  // English text needs no language model to say so.
  const opening = text.slice(0, 1_000);
  const read =
    tagged === undefined || tagged === 'en'
      ? isPlainlyEnglish(opening)
        ? 'en'
        : primaryCode(textLanguage(undefined, opening))
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
  const langs = codes.filter((one) => one !== 'en');
  const asked = primaryCode(input.lineLang);
  const lineLangs = asked && asked !== 'en' && !langs.includes(asked) ? [asked] : [];
  /** "@BBCRadio4", "#ReactNative": their parts are the source's words (and figures) too. */
  const markParts = once(() =>
    [...text.matchAll(HANDLE), ...text.matchAll(TAG)]
      .map((match) => match[1] ?? '')
      .concat(facts.mentions ?? [], facts.hashtags ?? [])
      .flatMap(camelParts),
  );
  // The source's tokens, cut once for its two readings of figures (loose and, for ties, strict).
  const tokens = once(() => tokenizedText(text));
  const figures = once(() => {
    const read = sourceFigures(tokens(), langs);
    // What is true of the post, and counts its words state ("Doblete": two goals).
    for (const count of [facts.photos, facts.videos, facts.threadLength, ...impliedCounts(text)]) {
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
  const emails = once(() => new Set(findEmails(text).map(({ link }) => link.toLowerCase())));
  const links = once(() =>
    allowedLinks({
      sourceText: text,
      sourceLinks: [...(facts.linkHosts ?? []), ...(card?.url ? [card.url] : [])],
    }),
  );
  const key = once(() => ` ${sameTextKey(text)} `);
  // A second, strict reading of the source's figures, with their places: only for a post-sized
  // source, so the guard's cost on a long text stays what its one loose reading costs.
  const placed = once(() =>
    text.length <= TIES_MAX ? placeFigures(text, figuresOf(tokens(), langs)) : [],
  );
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
    get emails() {
      return emails();
    },
    text,
    get key() {
      return key();
    },
    get words() {
      return words();
    },
    joined,
    placed,
    langs,
    lineLangs,
    checksNames: (codes[0] ?? 'en') !== 'de' && /\p{Ll}/u.test(text),
    translated: asked !== undefined && !codes.includes(asked),
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
    // A "mailto:" link is read as its address, below.
    if (!/^mailto:/i.test(link) && !isAllowedLink(link, source.links)) add('link', link);
  }
  for (const { link: address } of findEmails(rest)) {
    if (!source.emails.has(address.toLowerCase())) add('email', address);
  }
  const blank = (pattern: RegExp, check: (match: RegExpMatchArray) => void) => {
    rest = rest.replace(pattern, (...args) => {
      check(args as unknown as RegExpMatchArray);
      return ' ';
    });
  };
  for (const { link } of findLinks(rest)) rest = rest.replace(link, ' ');
  for (const { link: address } of findEmails(rest)) rest = rest.replace(address, ' ');
  // A handle is the source's when it is the same account, its domain included (claim-handles.ts).
  blank(HANDLE, (match) => {
    if (!source.handles.has(handleKey(match[1] ?? ''))) add('handle', match[0]);
  });
  blank(TAG, (match) => {
    if (factual && !tagSupported(match[1] ?? '', source)) add('handle', match[0]);
  });
  blank(quotePattern(), (match) => {
    const quoted = quotedWords(match);
    // A joke's scare quotes ("please", "number go") are words, not anyone's words.
    const scare = !factual && wordCount(quoted) <= 2;
    if (!scare && !sourceSays(source, quoted)) add('quote', match[0]);
  });
  if (!factual) return claims;
  // Days and months the line ties to dates are read apart (claim-calendar.ts), the rest as figures.
  const calendar = readCalendarWords(rest, source, source.lineLangs);
  const dated = rest;
  rest = calendar.figures;
  // Number words in the line's own language too (looked for only when a word may be one there),
  // and in those the source's words show.
  const restricted = () => [
    primaryCode(textLanguage(undefined, rest)) ?? 'en',
    ...source.numberLangs,
  ];
  const figures = figuresOf(rest, [...source.langs, ...source.lineLangs], { restricted });
  const supported = supportedFigures(rest, source.figures);
  for (const figure of figures) if (!supported(figure)) add('figure', figure.text);
  for (const share of unsupportedShares(rest, source)) add('figure', share);
  // Two figures of the source that trade places ("from 12.500 to 10.000" of "from 10.000 to
  // 12.500"): each is the source's, not where the source puts it. A translation's words are not
  // the source's, so there is nothing to tie them to; its names may be ("Real Madrid", "Sevilla"),
  // so a score's sides are read in it too (score-sides.ts reads none where no name is shared).
  const scores = figures.some((figure) => figure.kind === 'score');
  if ((figures.length > 1 || scores) && source.placed) {
    const placed = placeFigures(rest, figures);
    if (!source.translated) {
      for (const text of swappedFigures(placed, source.placed())) add('figure', text);
    }
    if (scores) {
      // A translation's sides are the source's names in another spelling ("CSKA" of "ЦСКА").
      const key = source.translated ? (name: string) => consonantKeys(name)[0] : undefined;
      // German capitalises its nouns: a side is a word German does not make, or a club's letters.
      const named = source.langs[0] === 'de' ? (word: string) => !isGermanNoun(word) : undefined;
      for (const text of reversedScores(rest, placed, source.text, source.placed(), key, named)) {
        add('figure', text);
      }
    }
  }
  for (const date of calendar.claims) add('figure', date);
  // Names in Normal lines only: a thread's styles shout and cheer ("HUGE", "Let's go") in capitals.
  // Capitals past a sentence's first word, first words no common word holds, a translation's names
  // in the source's spelling (translated-names.ts); then countries and capitals in every script
  // and the reader's language, where capitals tell nothing (a first word naming one is that claim).
  if (mode === 'normal') {
    const places = unsupportedPlaces(calendar.names, source, source.translated);
    for (const name of unsupportedLineNames(calendar.names, source, places)) add('name', name);
    for (const place of places) {
      if (!claims.some((claim) => claim.text.toLowerCase() === place)) add('name', place);
    }
  }
  // No capital telling names: a word the source lacks in its frame (replaced-names.ts), rare words
  // it lacks together (unknown-names.ts); a named country is that claim, a day a frame's word.
  if (mode === 'normal' && !source.translated) {
    for (const role of roleClaims(dated, source)) add('name', role);
    let replaced = replacedNames(dated, source, !source.checksNames, calendar.names);
    if (source.langs[0] === 'de') replaced = germanReplacedNames(replaced, source, claims);
    for (const name of [...replaced, ...unknownNames(calendar.names, source)]) {
      const lower = name.toLowerCase();
      if (!claims.some((claim) => lower.includes(claim.text.toLowerCase()))) add('name', name);
    }
  }
  return claims;
}
