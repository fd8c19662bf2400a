import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FALLBACK_MEME_CAPTION, FALLBACK_SUMMARY } from './fallbacks.ts';
import { hasBannedWord, removeBannedWords } from './remove-banned-words.ts';
import { shapeMemeCaption } from './shape-meme-caption.ts';
import { shapeSummary } from './shape-summary.ts';
import { shapeTroll, TROLL_EMOJIS, TROLL_JOKES } from './shape-troll.ts';
import { stripReportingClause } from './strip-reporting-clause.ts';

const RUNS = { numRuns: 400 };

/** Any form of the four words as models and posters write them. */
const bannedNounPhrase = fc.constantFrom(
  'users',
  'the users',
  'normal users',
  'many users',
  'a user',
  'the user',
  'every user',
  'Users',
  'USERS',
  'user data',
  'a user account',
  'end users',
  'active users',
  'the author',
  'an author',
  'authors',
  'the tweet',
  'a tweet',
  'tweets',
  'this tweet',
  'Tweets',
);
const bannedPossessive = fc.constantFrom(
  "users'",
  "user's",
  "author's",
  "tweet's",
  'users’',
  "authors'",
  "tweets'",
);
const theyClause = fc.constantFrom(
  'they',
  'They',
  "they're",
  'they’ve',
  "they'll",
  "they'd",
  'THEY',
);
const noun = fc.constantFrom(
  'comments',
  'prices',
  'the app',
  'photos',
  'data',
  'moderators',
  'the city',
);
const verb = fc.constantFrom('love', 'hate', 'share', 'remove', 'read', 'want', 'see');
const clause = fc.constantFrom(
  'prices will rise next year',
  'the bridge closes on Monday',
  'remote work raised productivity',
  'the app now supports dark mode',
);
const end = fc.constantFrom('.', '!', '?', '', '...');

/** Sentences whose every word belongs where it is: what is left must read as well. */
const sentence = fc.oneof(
  fc.tuple(bannedNounPhrase, verb, noun, end).map(([np, v, n, e]) => `${np} ${v} ${n}${e}`),
  fc.tuple(noun, verb, bannedNounPhrase, end).map(([n, v, np, e]) => `${n} ${v} ${np}${e}`),
  fc
    .tuple(noun, bannedNounPhrase, end)
    .map(([n, np, e]) => `Service got worse for ${n} and ${np}${e}`),
  fc.tuple(bannedPossessive, noun, end).map(([p, n, e]) => `Moderators can remove ${p} ${n}${e}`),
  fc.tuple(theyClause, verb, noun, end).map(([t, v, n, e]) => `${t} ${v} ${n}${e}`),
  fc
    .tuple(noun, theyClause, verb, end)
    .map(([n, t, v, e]) => `Fans say ${n} matter because ${t} ${v} it${e}`),
  fc.tuple(bannedNounPhrase, clause, end).map(([np, c, e]) => `${np} says that ${c}${e}`),
  fc.tuple(clause, bannedNounPhrase, end).map(([c, np, e]) => `${c}, ${np} adds${e}`),
  fc.tuple(clause, end).map(([c, e]) => `${c} in this tweet${e}`),
  fc.tuple(clause, theyClause, end).map(([c, t, e]) => `${c}, ${t} claim, for sure${e}`),
  fc
    .tuple(bannedNounPhrase, bannedPossessive, noun, end)
    .map(([np, p, n, e]) => `Sharing ${np} with ${p} ${n} is easy${e}`),
);

/** A word of the four on its own, in any case, with its contractions. */
const BANNED = /(?<![\p{L}\p{N}_@#])(?:users?|authors?|tweets?|they)(?![\p{L}\p{N}_])/iu;
/** Punctuation left behind: a space before a mark, doubled marks, a line opening on one. */
const STRAY_PUNCTUATION = /\s[,.!?;:]|[,;:]\s*[,;:.!?]|^[\s,.;:!?'’)-]|\(\s*\)/u;
/** An apostrophe with no word on either side ("remove ' comments"). */
const LONE_APOSTROPHE = /(?<![\p{L}\p{N}])['’]|['’](?![\p{L}\p{N}\s])|\s['’]\s/u;
/** An article, preposition or possessive with nothing after it. */
const DANGLING =
  /(?:^|\s)(?:the|a|an|this|every|for|of|to|with|in|by|from|and)\s*(?:[,.!?;:]|$)|['’]s?\s*(?:[,.!?;:]|$)/iu;

describe('removeBannedWords, properties', () => {
  it('takes out user, author, tweet and they, leaving no stray punctuation or dangling word', () => {
    fc.assert(
      fc.property(sentence, (input) => {
        const out = removeBannedWords(stripReportingClause(input));
        expect(out, input).not.toMatch(BANNED);
        expect(hasBannedWord(out), input).toBe(false);
        expect(out, input).not.toMatch(STRAY_PUNCTUATION);
        expect(out, input).not.toMatch(LONE_APOSTROPHE);
        expect(out, input).not.toMatch(DANGLING);
        expect(out.trim(), input).not.toBe('');
      }),
      RUNS,
    );
  });

  it('takes the words out of any text, whatever surrounds them', () => {
    const soup = fc
      .array(
        fc.oneof(
          bannedNounPhrase,
          bannedPossessive,
          theyClause,
          noun,
          verb,
          fc.constantFrom(',', '!', '(', ')', '"', '-', '—', ':', '\n'),
          fc.string({ maxLength: 6 }),
        ),
        { maxLength: 20 },
      )
      .map((parts) => parts.join(' '));
    fc.assert(
      fc.property(soup, (input) => {
        const out = removeBannedWords(input);
        // Quoted speech is someone's own words, left as it is: only the words outside it go.
        const unquoted = out.replace(/"[^"\n]{1,300}"/gu, '""');
        expect(unquoted, input).not.toMatch(BANNED);
        // Nothing the words leave behind: no new space before a mark, no apostrophe alone.
        expect(unquoted.match(/ [,.!?;:]/g)?.length ?? 0).toBe(0);
      }),
      RUNS,
    );
  });

  it('leaves a line without the four words as it was, spaces and first capital aside', () => {
    const plain = fc
      .array(
        fc.oneof(noun, verb, clause, fc.constantFrom('and', 'but', 'Reddit', 'people', '42%')),
        {
          minLength: 1,
          maxLength: 12,
        },
      )
      .map((parts) => `${parts.join(' ')}.`);
    fc.assert(
      fc.property(plain, (input) => {
        const out = removeBannedWords(input);
        expect(out).toBe(input.charAt(0).toUpperCase() + input.slice(1));
      }),
      RUNS,
    );
  });
});

/** Someone's words in quotation marks: the four words among others, in every quote style. */
const quotedWords = fc.array(
  fc.constantFrom(
    'users',
    'they',
    'they’re',
    'the tweet',
    'an author',
    'hate',
    'the',
    'new',
    'app',
    'loved',
    'it',
    'Users',
  ),
  { minLength: 1, maxLength: 7 },
);
const QUOTE_STYLES: ReadonlyArray<readonly [string, string]> = [
  ['"', '"'],
  ['“', '”'],
  ['«', '»'],
  ['»', '«'],
  ['„', '“'],
  ['「', '」'],
  ['『', '』'],
  ['‘', '’'],
];
const quote = fc
  .tuple(quotedWords, fc.constantFrom(...QUOTE_STYLES))
  .map(([words, [open, close]]) => `${open}${words.join(' ')}${close}`);
/** What a model writes around a quote: no quotation marks of its own. */
const around = fc.constantFrom(
  'Critics called the plan',
  'Moderators say users call it',
  'The CEO described it as',
  'Fans told reporters they heard',
  'Reddit calls the change',
);
const after = fc.constantFrom(
  '',
  'on Monday',
  'and users agreed',
  'before they left',
  'for tweets',
);

describe('the word rule and the author’s words, properties', () => {
  it('never rewrites inside quotation marks: each quote survives whole, or the line goes', () => {
    fc.assert(
      fc.property(around, quote, after, end, (before, quoted, rest, e) => {
        const line = `${before} ${quoted} ${rest}${e}`;
        const out = removeBannedWords(line);
        if (out !== '') expect(out, line).toContain(quoted);
        // Outside the quote the model's words are still reworded.
        expect(hasBannedWord(out.replace(quoted, '')), line).toBe(false);
      }),
      RUNS,
    );
  });

  it('keeps any quoted span of the post unchanged on a Normal and a Troll card', () => {
    fc.assert(
      fc.property(around, quote, after, (before, quoted, rest) => {
        const source = `Yesterday the company shipped a new feed. ${before} ${quoted} ${rest}.`;
        // The model quotes the post in a line of its own words.
        const raw = `- The new feed was called ${quoted} ${rest}.`;
        const [summary] = shapeSummary(raw, source);
        expect(summary, raw).toContain(quoted);
        const [troll] = shapeTroll(raw, () => 0, { sourceText: source });
        expect(troll, raw).toContain(quoted);
      }),
      RUNS,
    );
  });

  /** A sentence an author may write, with the four words in it. */
  const authorSentence = fc
    .tuple(
      fc.constantFrom('Users', 'They', 'Our users', 'Tweets', 'Authors', 'The app', 'Moderators'),
      fc.constantFrom('say', 'remove', 'love', 'hate', 'want'),
      fc.constantFrom('the tweets they wrote', 'users’ comments', 'what authors post', 'dark mode'),
      fc.constantFrom('', ', they said', ' for users', ' every week'),
      fc.constantFrom('.', '!', '?'),
    )
    .map(([subject, verb, object, tail, mark]) => `${subject} ${verb} ${object}${tail}${mark}`);

  it('keeps a copied sentence of the post as the author wrote it, on every card', () => {
    fc.assert(
      fc.property(fc.array(authorSentence, { minLength: 1, maxLength: 4 }), (sentences) => {
        const source = sentences.join(' ');
        const raw = sentences.map((sentence) => `- ${sentence}`).join('\n');
        const own = new Set(sentences);
        for (const line of shapeSummary(raw, source)) {
          if (!FALLBACK_SUMMARY.includes(line)) expect(own.has(line), line).toBe(true);
        }
        for (const line of shapeTroll(raw, () => 0, { sourceText: source })) {
          const text = TROLL_EMOJIS.reduce((out, emoji) => out.replace(` ${emoji}`, ''), line);
          if (!TROLL_JOKES.includes(text)) expect(own.has(text), text).toBe(true);
        }
        // The caption keeps basic marks only (no word rule applies to it): its words stay.
        const caption = shapeMemeCaption(raw, { sourceText: source });
        if (caption !== FALLBACK_MEME_CAPTION) {
          expect(
            sentences.some((sentence) =>
              sentence.replace(/’/g, "'").startsWith(caption.replace(/[.!?]$/u, '')),
            ),
          ).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
