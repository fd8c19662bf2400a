/**
 * A Persian verb negated or un-negated (issue 44, round forty-four): "کلاس‌ها … برگزار نمی‌شود" of
 * the source's "کلاس‌ها … طبق برنامه برگزار می‌شود". Persian negates a verb with the prefix "ن"
 * ("نمی‌شود" of "می‌شود", "نشد" of "شد", "نخواهد" of "خواهد", "نیست" of "است"), not with a word
 * of its own, so negation-claims.ts (negation-words.ts) sees none. Most of its verbs are compound,
 * a noun or adjective before a light verb ("برگزار می‌شود", "حاضر نمی‌شوند", "اعلام کرد"): a verb
 * is read with that word before it. The line's verb is stopped where a sentence of the source
 * writes the same word before the same verb with the other polarity, and shares another content
 * word with the line's sentence besides, and no sentence of the source writes it with the line's
 * polarity. Words beginning with "ن" are verbs of it only where the rest is a light verb's form or
 * starts with "می" (present). Only where the line is in its source's language.
 */

import { oncePer } from '../once-per-source.ts';
import { commonestWords, uncasedKey } from '../words/uncased-words.ts';
import type { ClauseSource } from './negation-claims.ts';

/** Light verbs' and auxiliaries' forms a prefix "ن" negates ("نشد", "نکرده", "نخواهد", "ندارد"). */
const LIGHT =
  /^(?:شد|شده|کرد|کرده|داد|داده|بود|بوده|دارد|دارند|داشت|خواهد|خواهند|گرفت|گرفته|کند|کنند|شود|شوند|دهد|دهند|رفت|رفته|یافت|یافته)(?:ند|ه|ید|یم)?$/u;
/** A sentence's end, or a clause's (Persian and Latin punctuation). */
const SENTENCE_END = /[.!?؟؛:\n]+/u;
/** A word, or a figure: a figure is a word the two sentences share ("۲۰۲۵", "۱۵" of "۹:۱۵", h281). */
const TOKEN = /[\p{L}\p{M}\u200c]+|\p{N}+/gu;
const DIGIT = /\p{N}/u;
/** Persian's grammar words: its subtitle list's commonest (uncased-words.ts), as names-readers take them. */
const GRAMMAR_RANK = 300;
const isGrammar = (word: string) => commonestWords('fa', GRAMMAR_RANK).has(uncasedKey(word, 'fa'));

interface Verb {
  before: string;
  verb: string;
  negated: boolean;
  words: readonly string[];
  text: string;
}

/** One spelling: Arabic "ي"/"ك" as Persian "ی"/"ک", no zero-width non-joiner, no diacritics. */
const fold = (word: string) =>
  word
    .replace(/ي/gu, 'ی')
    .replace(/ك/gu, 'ک')
    .replace(/[\u200c\u064b-\u065f]/gu, '');

/** A word's positive verb and whether the prefix "ن" negates it, or undefined where it is no verb. */
function verbOf(word: string): { verb: string; negated: boolean } | undefined {
  if (word === 'نیست' || word === 'نیستند') return { verb: `است${word.slice(4)}`, negated: true };
  if (word === 'است' || word === 'استند') return { verb: word, negated: false };
  if (word.startsWith('نمی')) return { verb: word.slice(1), negated: true };
  if (word.startsWith('می') && word.length > 3) return { verb: word, negated: false };
  if (word.startsWith('ن') && LIGHT.test(word.slice(1)))
    return { verb: word.slice(1), negated: true };
  if (LIGHT.test(word)) return { verb: word, negated: false };
  return undefined;
}

function verbsIn(text: string): Verb[] {
  const found: Verb[] = [];
  for (const sentence of text.split(SENTENCE_END)) {
    const raw = [...sentence.matchAll(TOKEN)].map(([word]) => word);
    // "نمی شود" written with a space: the prefix joined to its verb.
    const tokens: { text: string; word: string }[] = [];
    for (const word of raw) {
      const last = tokens.at(-1);
      if (last && (last.word === 'نمی' || last.word === 'می')) {
        last.text = `${last.text} ${word}`;
        last.word += fold(word);
      } else tokens.push({ text: word, word: fold(word) });
    }
    const words = tokens
      .map((one) => one.word)
      .filter((word) => DIGIT.test(word) || (word.length > 2 && !isGrammar(word)));
    tokens.forEach((token, index) => {
      const verb = verbOf(token.word);
      const before = tokens[index - 1];
      if (!verb || !before || before.word.length < 3 || isGrammar(before.word)) return;
      if (DIGIT.test(before.word)) return;
      if (verbOf(before.word)) return;
      found.push({ ...verb, before: before.word, words, text: `${before.text} ${token.text}` });
    });
  }
  return found;
}

const bySource = /* @__PURE__ */ oncePer((source: ClauseSource): Verb[] => verbsIn(source.text));

/** The line's Persian verbs whose polarity the source's same words have the other way. */
export function persianNegationClaims(line: string, source: ClauseSource): string[] {
  if (source.translated || source.langs[0] !== 'fa') return [];
  const lineVerbs = verbsIn(line);
  if (lineVerbs.length === 0) return [];
  const sourceVerbs = bySource(source);
  const claims: string[] = [];
  for (const one of lineVerbs) {
    const alike = sourceVerbs.filter(
      (other) => other.before === one.before && other.verb === one.verb,
    );
    if (alike.some((other) => other.negated === one.negated)) continue;
    const others = one.words.filter((word) => word !== one.before && !verbOf(word));
    const turned = alike.some((other) => others.some((word) => other.words.includes(word)));
    if (turned) claims.push(one.text);
  }
  return claims;
}
