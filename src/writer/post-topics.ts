/**
 * What an English post is about, as noun phrases and names ("Twitter HQ", "the Tic Tac Toe
 * tutorial", "Reddit's shadow bans"), read with compromise's tagger: never an interjection, a
 * pronoun or a lone adjective, so a joke built on them is about the post's actual subject.
 */
import { replaceLinks } from '#core/index.ts';
import { memo, stringBytes } from './memo.ts';
import { loadCompromise, type Nlp } from './nlp.ts';
import { isStopword, wordFrequencies } from './text-features.ts';

/** Only the opening (a post's length) is tagged: the subject shows there; ~1 ms a sentence. */
const HEAD_CHARS = 280;
/** The opening whose word frequencies rank the phrases. */
const FREQUENCY_CHARS = 2_000;
const MAX_PHRASE_WORDS = 5;

/** Tags a word of a noun phrase may carry, and tags that end the phrase whatever else it has. */
const PHRASE_TAGS = ['Noun', 'Adjective', 'Value'];
const BREAK_TAGS = [
  'Pronoun',
  'Expression',
  'Determiner',
  'Verb',
  'Adverb',
  'Conjunction',
  'Preposition',
  'QuestionWord',
  'Url',
  'AtMention',
  'Emoji',
  'Emoticon',
];

/** "RonWyden" → "Ron Wyden", "BBCRadio4" → "BBC Radio4": handles and hashtags as names. */
function spacedName(name: string): string {
  return name.replace(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/gu, ' ');
}

/**
 * The text as the tagger should read it: no links; hashtags and CamelCase handles as the names
 * they spell; handles that spell no name ("@reactjs") gone, with their possessive.
 */
function readableText(text: string): string {
  return (
    replaceLinks(text, () => ' ')
      .replace(/[@#]([\p{L}\p{N}_]+)(['’]s\b)?/gu, (whole, name: string, possessive?: string) =>
        /\p{Lu}/u.test(name.slice(1))
          ? `${spacedName(name)}${possessive ?? ''}`
          : whole.startsWith('#')
            ? name
            : ' ',
      )
      // A code span stands where a noun would ("`bun build` supports…"): "it" keeps the grammar.
      .replace(/`[^`\n]*`/g, ' it ')
      .replace(/[ \t]+/g, ' ')
  );
}

/** The opening of the text, cut after a sentence end near `chars`. */
function head(text: string, chars: number): string {
  if (text.length <= chars) return text;
  const cut = text.slice(0, chars);
  const end = Math.max(
    cut.lastIndexOf('. '),
    cut.lastIndexOf('! '),
    cut.lastIndexOf('? '),
    cut.lastIndexOf('\n'),
  );
  return end > chars / 3 ? cut.slice(0, end + 1) : cut;
}

interface Candidate {
  phrase: string;
  key: string;
  score: number;
  first: number;
}

type Term = ReturnType<Nlp>['document'][number][number];

const isPossessive = (term: Term | undefined): boolean =>
  !!term?.tags?.has('Possessive') || /['’]s$/u.test(term?.text ?? '');
/** "my", "their": possessive but without the "'s" of a name. */
const isPossessivePronoun = (term: Term | undefined): boolean =>
  !!term?.tags?.has('Possessive') && !/['’]s$/u.test(term?.text ?? '');

const isName = (tags: Set<string>, text: string): boolean =>
  tags.has('ProperNoun') ||
  tags.has('Acronym') ||
  (text.length >= 2 && text === text.toUpperCase() && /\p{Lu}/u.test(text));

/** Up to `limit` noun phrases of an English text, the most telling first. */
export function postTopics(text: string, limit: number, headChars = HEAD_CHARS): string[] {
  // A copy: callers may change the list, the memo's must stay as it was.
  return [...rememberedTopics(text, limit, headChars)];
}

/**
 * The part of the text the reading depends on: the frequencies' opening, and one character past
 * the tagged head (so `head` still sees whether the text goes on). A 20,000-character text is
 * remembered by its first 2,000 characters.
 */
const readPart = (text: string, headChars: number): string =>
  text.slice(0, Math.max(FREQUENCY_CHARS, headChars + 1));

/** One tagger pass per text, however many modes, voices and new takes read it. */
const rememberedTopics = memo(
  (text: string, limit: number, headChars: number) =>
    `${limit}|${headChars}|${readPart(text, headChars)}`,
  (text: string, limit: number, headChars: number) =>
    readTopics(readPart(text, headChars), limit, headChars),
  (topics) => topics.reduce((sum, topic) => sum + stringBytes(topic), 16),
);

function readTopics(text: string, limit: number, headChars: number): string[] {
  const opening = head(text, headChars);
  const source = readableText(opening);
  const frequencies = wordFrequencies(readableText(text.slice(0, FREQUENCY_CHARS)));
  const candidates = new Map<string, Candidate>();
  let position = 0;
  // Names spelled by hashtags and handles are names, whatever the tagger would guess ("React").
  const lexicon: Record<string, string> = {};
  for (const [, name] of opening.matchAll(/[@#]([\p{L}\p{N}_]+)/gu)) {
    if (/\p{Lu}/u.test(name?.slice(1) ?? ''))
      lexicon[spacedName(name ?? '').toLowerCase()] = 'ProperNoun';
  }
  for (const sentence of loadCompromise()(source, lexicon).document) {
    let run: typeof sentence = [];
    const flush = (before: (typeof sentence)[number] | undefined, sentenceStart: boolean) => {
      // A phrase ends with its noun: trailing adjectives ("…is English hottest") go.
      while (
        run.length > 0 &&
        (!run.at(-1)?.tags?.has('Noun') ||
          isStopword(run.at(-1)?.normal ?? '') ||
          isPossessive(run.at(-1)))
      )
        run.pop();
      // A gerund opening a phrase is a verb ("Defending human life").
      while (
        run.length > 1 &&
        /ing$/u.test(run[0]?.normal ?? '') &&
        !run[0]?.tags?.has('ProperNoun')
      )
        run.shift();
      if (run.length > MAX_PHRASE_WORDS) run = run.slice(-MAX_PHRASE_WORDS);
      const terms = run;
      run = [];
      if (terms.length === 0) return;
      // A capital only because the sentence starts there goes; "ChatGPT Voice" keeps its own.
      const secondIsCapital = /^\p{Lu}/u.test(terms[1]?.text ?? '');
      const words = terms.map((term, index) => {
        const lowerFirst =
          index === 0 &&
          sentenceStart &&
          !secondIsCapital &&
          !/\p{Lu}/u.test(term.text.slice(1)) &&
          !isName(term.tags ?? new Set(), term.text);
        return lowerFirst ? term.text.toLowerCase() : term.text;
      });
      const phraseWords = words
        .join(' ')
        .replace(/[^\p{L}\p{N}'’ .&-]/gu, '')
        .trim();
      const names = terms.filter(
        (term, index) =>
          isName(term.tags ?? new Set(), term.text) &&
          !(index === 0 && sentenceStart && !term.tags?.has('ProperNoun')),
      ).length;
      if (terms.length === 1 && (isStopword(terms[0]!.normal) || terms[0]!.normal.length < 3))
        return;
      if (!/\p{L}{2}/u.test(phraseWords)) return;
      const last = terms.at(-1)!;
      // A common noun phrase reads as a subject with "the" ("the Tic Tac Toe tutorial").
      const determined =
        !!before && (before.tags?.has('Determiner') || isPossessivePronoun(before));
      // A common noun reads as a subject with "the" ("the Tic Tac Toe tutorial"); a name does not.
      const article =
        /^\p{Ll}/u.test(last.text) &&
        !last.tags?.has('Plural') &&
        !terms.some(isPossessive) &&
        (determined ||
          (terms.length > 1 && /^\p{Lu}/u.test(terms[0]?.text ?? '') && !sentenceStart))
          ? 'the '
          : '';
      const phrase = `${article}${phraseWords}`;
      const key = phraseWords.toLowerCase();
      const frequency =
        terms.reduce(
          (sum, term) => sum + (frequencies.get(term.normal.replace(/['’]s$/u, '')) ?? 0),
          0,
        ) / terms.length;
      const score = frequency + (names > 0 ? 1.5 : 0) + 0.5 * Math.min(terms.length - 1, 2);
      const known = candidates.get(key);
      if (known) known.score += 0.5;
      else candidates.set(key, { phrase, key, score, first: position });
    };
    let previous: (typeof sentence)[number] | undefined;
    let runBefore: (typeof sentence)[number] | undefined;
    let runStartsSentence = true;
    for (const [index, term] of sentence.entries()) {
      position++;
      const tags = term.tags ?? new Set<string>();
      const fits =
        PHRASE_TAGS.some((tag) => tags.has(tag)) &&
        !BREAK_TAGS.some((tag) => tags.has(tag)) &&
        !isPossessivePronoun(term);
      if (fits && /\p{L}/u.test(term.text)) {
        if (run.length === 0) {
          runBefore = previous;
          runStartsSentence = index === 0;
        }
        run.push(term);
        // Punctuation after a word ends its phrase ("Twitter HQ –", "bans:").
        if (/[^\s'’]/u.test(term.post)) flush(runBefore, runStartsSentence);
      } else flush(runBefore, runStartsSentence);
      previous = term;
    }
    flush(runBefore, runStartsSentence);
  }
  return [...candidates.values()]
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .slice(0, limit)
    .map((candidate) => candidate.phrase);
}
