/**
 * A clause negated by a word before its verb, in the languages negation-words.ts keeps none of
 * (h274): Finnish's negative verb ("Länsimetron jatketta ei avattu 3. joulukuuta" of "jatke
 * avattiin 3. joulukuuta", "EKP ei nostanut korkoa 4 prosenttiin" of "nosti korkoa 4
 * prosenttiin") and Urdu's "نہیں" ("میچ ہو گیا" of "5 مارچ کو … میچ نہیں ہو سکا"). Finnish's
 * negative verb takes the person and leaves its verb in a form of its own ("nostanut" of "nosti",
 * "kulkeneet" of "kulkivat"), so negation-claims.ts, which reads words whole, cannot tie the two;
 * and "ei", "en", "et" are everyday words of other languages, so they are no words of its list.
 *
 * A verb is read by its first letters (its stem before the ending: "nost-", "kulk-", "avat-"), and
 * the clause by the sentence's figures: a line's sentence with a figure is read against the
 * source's sentences that hold every one of its figures (tied-opposites.ts's tie, at most six). A
 * negation the line adds is stopped where such a sentence writes the verb and negates nothing; one
 * it drops, where such a sentence negates the verb and none writes it plain. The word before the
 * negation (its subject or object: "EKP", "میچ") must be in the other sentence too. Not read: a
 * sentence that says a negation in other words ("lopetti", stopped; "peruttiin", cancelled;
 * "بند", closed), line's or source's (a faithful line may say it with its negation), and a
 * translation. Linear: a line's sentence without a figure is not read, and the source's
 * sentences are read once (once-per-source.ts).
 */
import { oncePer } from '../once-per-source.ts';
import type { ClauseSource } from './negation-claims.ts';

interface Language {
  /** The words that negate the verb after them. */
  negators: ReadonlySet<string>;
  /** Words between the negation and its verb, passed over ("ei enää ota", "ei ole avattu"). */
  passOver: ReadonlySet<string>;
  /** The letters of a verb's stem its forms share (a shorter word is read whole). */
  stem: number;
  /** The fewest letters a negated verb is read with. */
  least: number;
  /** Word starts that say a negation in other words (stopped, cancelled, refused, closed, without). */
  otherWords: RegExp;
}

const LANGUAGES: Readonly<Record<string, Language>> = {
  fi: {
    negators: new Set(['ei', 'eivät', 'en', 'et', 'emme', 'ette', 'eikä', 'eivätkä']),
    passOver: new Set(['enää', 'vielä', 'koskaan', 'ole', 'ollut', 'olleet', 'kuitenkaan']),
    stem: 4,
    least: 4,
    otherWords: /^(?:lopet|lakka|perut|peruu|keskey|kiell|kielt|hylk|hylät|ilman|vailla)/u,
  },
  ur: {
    negators: new Set(['نہیں', 'نہ', 'مت']),
    passOver: new Set(['ہی', 'تو', 'بھی']),
    // Urdu's verbs are short ("ہو", "کیا"): three letters, and a shorter one whole, not "کی" (of).
    stem: 3,
    least: 2,
    otherWords: /^(?:بند|منسوخ|بغیر|روک|ختم|انکار)/u,
  },
};

/** A sentence's end: not the point of an ordinal ("3. joulukuuta"); Urdu's "۔" and "؟" too. */
const SENTENCE_END = /(?<!(?:^|\s)\p{N}{1,2})\.(?=\s|$)|[!?;۔؟\n]/u;
const TOKEN = /\p{Nd}+|[\p{L}\p{M}]+/gu;
const DIGITS = /^\p{Nd}+$/u;

interface Negated {
  verb: string;
  /** The word before the negation, as its stem, where it is a word of content. */
  before?: string;
}

interface Sentence {
  text: string;
  tokens: readonly string[];
  figures: ReadonlySet<string>;
  negations: readonly Negated[];
  /** The stems of its words that are no negation's verb ("maksoi" of "ei maksanut …, mutta maksoi"). */
  plain: ReadonlySet<string>;
  /** It negates (a word of the list) or says a negation in other words. */
  negates: boolean;
}

const stemOf = (word: string, language: Language) => word.slice(0, language.stem);

function sentencesOf(text: string, language: Language): Sentence[] {
  return text.split(SENTENCE_END).map((part) => {
    const tokens = [...part.toLowerCase().matchAll(TOKEN)].map(([token]) => token);
    const figures = new Set(
      tokens.filter((token) => DIGITS.test(token)).map((one) => one.replace(/^0+(?=\d)/, '')),
    );
    const negations: Negated[] = [];
    const verbs = new Set<number>();
    let negates = false;
    tokens.forEach((token, at) => {
      if (language.otherWords.test(token)) negates = true;
      if (!language.negators.has(token)) return;
      negates = true;
      let next = at + 1;
      while (next < tokens.length && language.passOver.has(tokens[next]!)) next += 1;
      const verb = tokens[next];
      if (!verb || DIGITS.test(verb) || verb.length < language.least) return;
      verbs.add(next);
      const before = tokens[at - 1];
      const content = before !== undefined && !DIGITS.test(before) && before.length > 2;
      negations.push({
        verb: stemOf(verb, language),
        ...(content ? { before: stemOf(before, language) } : {}),
      });
    });
    const plain = new Set(
      tokens
        .filter((token, at) => !verbs.has(at) && token.length >= language.least)
        .map((token) => stemOf(token, language)),
    );
    return { text: part.trim(), tokens, figures, negations, plain, negates };
  });
}

const bySource = /* @__PURE__ */ oncePer((source: ClauseSource): Sentence[] => {
  const language = LANGUAGES[source.langs[0] ?? ''];
  return language ? sentencesOf(source.text, language) : [];
});

/** The most source sentences a line's figures may tie it to and still tell which it says. */
const TIED_AT_MOST = 6;

/** Whether a sentence writes a word of the stem `stem` (a short word, "EKP", whole). */
function writes(sentence: Sentence, stem: string, language: Language): boolean {
  return sentence.tokens.some(
    (token) => token.length >= stem.length && stemOf(token, language) === stem,
  );
}

/** The line's sentences that negate a verb the source's sentence writes plain, or drop one it negates. */
export function verbNegationClaims(line: string, source: ClauseSource): string[] {
  if (source.translated) return [];
  const language = LANGUAGES[source.langs[0] ?? ''];
  if (!language) return [];
  const claims: string[] = [];
  for (const sentence of sentencesOf(line, language)) {
    if (sentence.figures.size === 0) continue;
    const tied = bySource(source).filter((other) =>
      [...sentence.figures].every((figure) => other.figures.has(figure)),
    );
    if (tied.length === 0 || tied.length > TIED_AT_MOST) continue;
    const holds = (other: Sentence, { verb, before }: Negated) =>
      writes(other, verb, language) && (before === undefined || writes(other, before, language));
    // A negation added: the source's sentences tied to it negate nothing, and one writes its verb.
    const added =
      sentence.negations.length > 0 &&
      tied.every((other) => !other.negates) &&
      sentence.negations.some((negated) => tied.some((other) => holds(other, negated)));
    // A negation dropped: a tied sentence negates a verb the line writes, none writes it plain.
    const dropped =
      !sentence.negates &&
      tied.some((other) =>
        other.negations.some(
          (negated) =>
            holds(sentence, negated) && !tied.some((plain) => plain.plain.has(negated.verb)),
        ),
      );
    if ((added || dropped) && !claims.includes(sentence.text)) claims.push(sentence.text);
  }
  return claims;
}
