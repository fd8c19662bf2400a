/**
 * A name of a source written where no capitals tell names (Hindi, Tamil, Arabic, Urdu, Hebrew),
 * romanised by the line past its first word (h270): "Yogi Adityanath ने लखनऊ में" of "योगी
 * आदित्यनाथ ने", "الرئيس Macron" of "الرئيس ماكرون", a Tamil card's "Stalin" of "ஸ்டாலின்". The
 * names reader asked such a source's words as written, so the name was new. Here it is the
 * source's where any-ascii spells a source word so ("yogi", "khan"), or where both spell the same
 * consonants (roman-names.ts; an abjad's skeleton, abjad-names.ts), three of them at least: two
 * ("Mane", "mn") are shared by too many words ("من", from). A name the source never writes
 * ("Akhilesh Yadav", "Scholz") is still new.
 */
import anyAscii from 'any-ascii';
import { oncePer } from '../once-per-source.ts';
import { abjadSkeleton } from './abjad-names.ts';
import { consonantKeys, romanSupported } from './roman-names.ts';

/** Fewest consonants a romanised name keeps to be read by its consonants alone. */
const MIN_CONSONANTS = 3;
const ABJAD_WORD = /[\p{Script=Arabic}\p{Script=Hebrew}]+/gu;
/**
 * A word with a letter of another script than Latin. Begun only where a word begins: from every
 * letter of a long Latin word, the match ran to its end (1 s for a word of 20,000 letters).
 */
const OTHER_WORD =
  /(?<![\p{L}\p{M}])[\p{L}\p{M}]*[^\p{Script=Latin}\p{P}\p{S}\p{N}\s][\p{L}\p{M}]*/gu;

interface Spelled {
  /** The source's words in scripts but Latin, as any-ascii spells them. */
  letters: ReadonlySet<string>;
  /** Its Arabic and Hebrew words' skeletons of three consonants or more. */
  skeletons: ReadonlySet<string>;
}

const spelledSource = /* @__PURE__ */ oncePer((source: { readonly text: string }): Spelled => {
  const letters = new Set<string>();
  for (const [word] of source.text.matchAll(OTHER_WORD)) {
    letters.add(
      anyAscii(word)
        .toLowerCase()
        .replace(/[^a-z]+/g, ''),
    );
  }
  const skeletons = new Set<string>();
  for (const [word] of source.text.matchAll(ABJAD_WORD)) {
    const skeleton = abjadSkeleton(word);
    if (skeleton.length >= MIN_CONSONANTS) skeletons.add(skeleton);
  }
  return { letters, skeletons };
});

/** Whether a line's Latin `name` is a word of the source's, in its own script, romanised. */
export function isRomanisedSourceName(name: string, source: { readonly text: string }): boolean {
  if (!/^\p{Script=Latin}+$/u.test(name)) return false;
  const read = spelledSource(source);
  const lower = name.toLowerCase();
  if (lower.length >= 3 && read.letters.has(lower)) return true;
  const skeleton = abjadSkeleton(name);
  if (skeleton.length >= MIN_CONSONANTS && read.skeletons.has(skeleton)) return true;
  const [key] = consonantKeys(name);
  return key.length >= MIN_CONSONANTS && romanSupported(name, source);
}
