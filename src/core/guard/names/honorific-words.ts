/**
 * Honorifics of Hindi, Urdu and Persian (h280): "श्री केजरीवाल", "केजरीवाल जी", "محترمہ مریم
 * نواز" of a source that names "अरविंद केजरीवाल" bare. A line's honorific says the source's person
 * with respect, no other: the readers of names put in the source's place (replaced-names.ts,
 * hindi-framed-heads.ts) read "श्री" and "जी" as names, for no capital tells a name in these
 * scripts and neither word is among the common ones. A name beside the honorific is still read
 * ("श्री सिसोदिया" of the source's Kejriwal). A closed class, a few words; no kept package lists it.
 * An honorific that opens a sentence leaves the name after it that sentence's first word: "آقای
 * عراقچی در نشست خبری" of "ظریف در نشست خبری" puts a new man in the source's place ("آقای" is among
 * Persian's commonest words, so it opens no run of its own).
 */

import { segmentsOf } from '../../segments-of.ts';
import { oncePer } from '../once-per-source.ts';

const HONORIFICS: Readonly<Record<string, ReadonlySet<string>>> = {
  hi: new Set('श्री श्रीमती श्रीमान सुश्री कुमारी जी साहब साहिब माननीय आदरणीय स्वर्गीय स्व डॉ'.split(' ')),
  ur: new Set('جناب محترم محترمہ صاحب صاحبہ'.split(' ')),
  fa: new Set('آقای آقا خانم جناب'.split(' ')),
};

const TRIM = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

/** Whether `word` is an honorific of one of `langs` ("श्री", "जी", "جناب"), a dot cut ("डॉ."). */
export function isHonorific(word: string, langs: readonly string[]): boolean {
  const bare = word.replace(TRIM, '');
  return langs.some((lang) => HONORIFICS[lang]?.has(bare) === true);
}

/** Whether every word of a line's run is an honorific: it names no one the source does not. */
export function isHonorificRun(run: string, langs: readonly string[]): boolean {
  const words = run.split(/\s+/u).filter(Boolean);
  return words.length > 0 && words.every((word) => isHonorific(word, langs));
}

/**
 * The index the run at `start` is read from as a sentence's opener: the first of the honorifics
 * written joined before it ("آقای عراقچی"), or `start` itself.
 */
export function honorificStart(
  tokens: readonly { text: string; joined: boolean; broken: boolean }[],
  start: number,
  langs: readonly string[],
): number {
  let first = start;
  while (
    first > 0 &&
    start - first < 3 &&
    tokens[first]?.joined === true &&
    !tokens[first]?.broken &&
    isHonorific(tokens[first - 1]?.text ?? '', langs)
  ) {
    first--;
  }
  return first;
}

/** Chinese titles said after a surname alone ("刘先生", "王女士"). */
const HAN_TITLES: ReadonlySet<string> = new Set('先生 女士 小姐 夫人 太太'.split(' '));
const HAN = /\p{Script=Han}/u;
let segmenter: Intl.Segmenter | undefined;

/**
 * The surnames the source's Chinese names may open with, read once per source text: a word's first
 * character ("刘" of "刘德华"), or a character cut alone before another cut alone ("马|化|腾").
 */
const surnamesOf = /* @__PURE__ */ oncePer((source: { readonly text: string }) => {
  const firsts = new Set<string>();
  // In pieces (segments-of.ts): the segmenter is quadratic on a long text whole.
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const words = [...segmentsOf(segmenter, source.text)].map(({ segment }) => segment);
  for (const [index, word] of words.entries()) {
    const next = words[index + 1] ?? '';
    const alone = word.length === 1 && next.length === 1 && HAN.test(next);
    if (HAN.test(word) && (word.length > 1 || alone)) firsts.add(word[0] as string);
  }
  return firsts;
});

/**
 * Whether a Chinese title at `at` of `line` follows one surname the source's name opens with (h284):
 * "刘先生" of "刘德华", cut "刘|先生" where the source's "刘德华" is one word, so that the title
 * alone stood where the given name was. The surname opens the line's name, after no other Han
 * character: "贝索斯先生" (Bezos) of a post about 马斯克 is still a new name, "黎先生" too.
 */
export function isSurnameTitle(
  line: string,
  at: number,
  run: string,
  source: { readonly text: string; readonly langs: readonly string[] },
): boolean {
  if (!source.langs.includes('zh') || !HAN_TITLES.has(run)) return false;
  const before = [...line.slice(Math.max(0, at - 2), at)];
  const surname = before[before.length - 1] ?? '';
  if (!HAN.test(surname) || HAN.test(before[before.length - 2] ?? '')) return false;
  return surnamesOf(source).has(surname);
}
