/**
 * The source the guard reads (unsupported-claims.ts), read once for every line checked against
 * it: its figures, handles, tags, links, e-mail addresses, words and languages, each made on first
 * use, so a line with no link never reads the source's links and a long text is read once.
 */

import { sameTextKey } from '../clean-model-text.ts';
import { isPlainlyEnglish, textLanguage } from '../detect-language.ts';
import type { PostFacts } from '../post-facts.ts';
import { type AllowedLinks, allowedLinks, findAddresses } from '../remove-foreign-links.ts';
import { HANDLE, handleKeys } from './claim-handles.ts';
import {
  figuresOf,
  normaliseForClaims,
  sourceFigures,
  tokenizedText,
} from './figures/claim-figures.ts';
import { impliedCounts } from './figures/count-words.ts';
import { impliedCurrencies } from './figures/implied-currencies.ts';
import { raisedSymbols } from './names/power-unit-words.ts';
import { placeFigures } from './swaps/figure-ties.ts';
import { gluedLatinWords } from './words/glued-latin-words.ts';

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
  /** The author's display name and handle as given (a place there is the account's, not the post's). */
  readonly authorNames?: readonly string[];
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
  /** Unit symbols the post writes squared or cubed ("m" of "l/m²"), which `text` no longer shows. */
  raisedUnits?(): ReadonlySet<string>;
}

export const TAG = /(?<![\p{L}\p{N}_&#/])#([\p{L}\p{M}\p{N}_]*\p{L}[\p{L}\p{M}\p{N}_]*)/gu;
export const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The longest source whose figures' places are read (figure-ties.ts): a long post's length. */
const TIES_MAX = 5_000;

/** A value made on first use, then kept: a line with no link never reads the source's links. */
function once<T>(make: () => T): () => T {
  let kept: { value: T } | undefined;
  return () => {
    kept ??= { value: make() };
    return kept.value;
  };
}

/** A language tag's primary code ("pt-BR": "pt"), or undefined for none or "und". */
export const primaryCode = (lang: string | undefined): string | undefined => {
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
    for (const key of impliedCurrencies(text, langs)) read.keys.add(key);
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
    // "新手机Xiaomi": a Latin name set against Han or kana is a word of its own.
    for (const word of [...found]) for (const run of gluedLatinWords(word)) found.add(run);
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
  // A line with a link and an e-mail address: a long source is scanned for both once.
  const addresses = once(() => findAddresses(text));
  const emails = once(() => new Set(addresses().emails.map(({ link }) => link.toLowerCase())));
  const links = once(() =>
    allowedLinks(
      {
        sourceText: text,
        sourceLinks: [...(facts.linkHosts ?? []), ...(card?.url ? [card.url] : [])],
      },
      addresses().links,
    ),
  );
  const key = once(() => ` ${sameTextKey(text)} `);
  // A second, strict reading of the source's figures, with their places: only for a post-sized
  // source, so the guard's cost on a long text stays what its one loose reading costs.
  const placed = once(() =>
    text.length <= TIES_MAX ? placeFigures(text, figuresOf(tokens(), langs), true) : [],
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
    authorNames: names,
    get key() {
      return key();
    },
    get words() {
      return words();
    },
    joined,
    placed,
    raisedUnits: once(() => raisedSymbols(input.text)),
    langs,
    lineLangs,
    // The post's words tell whether capitals mark names: a Korean post's Latin handle does not.
    checksNames: (codes[0] ?? 'en') !== 'de' && /\p{Ll}/u.test(input.text),
    translated: asked !== undefined && !codes.includes(asked),
  };
}

/** A handle's or tag's words: "PublicLibraries" → Public, Libraries; "BBCRadio4" → BBC, Radio, 4. */
export const camelParts = (mark: string): string[] =>
  mark.match(/\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+|\p{Lo}+/gu) ?? [];
