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
