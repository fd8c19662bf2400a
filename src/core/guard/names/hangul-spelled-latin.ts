/**
 * A name the source writes in Latin letters, written by a Korean line in Hangul (h276): "넷플릭스가
 * 한국 콘텐츠에 …" of "Netflix는 한국 콘텐츠에 …", "테슬라는" of "Tesla". latin-spelled-names.ts
 * compares any-ascii's spelling, which writes each jamo as it is romanised, not as it sounds: "넷"
 * is "nes" (a final ㅅ sounds "t"), "플" "peul" (Korean has no "f"), so Netflix's consonants and the
 * card's differed. Here both are read as Korean hears them: each syllable's jamo (Unicode's
 * arithmetic) and each Latin letter to one consonant class (b/p/f/v, d/t/th, g/k/c/q, s/z/j/ch,
 * l/r, m, n), vowels and ㅇ left out, a class written twice once; a particle after the name is cut.
 * Three consonants at least, the whole skeleton alike: "디즈니" (Disney) is no "Dior".
 */
import { oncePer } from '../once-per-source.ts';

/** A Latin word of three letters or more. */
const LATIN_WORD = /\p{Script=Latin}{3,}/gu;
const HANGUL_WORD = /^\p{Script=Hangul}{2,}$/u;
/** Korean particles a name takes, longest first. */
const PARTICLE = /(?:에서는|에서|으로|에게|까지|부터|은|는|이|가|을|를|의|에|와|과|도|로|만)$/u;
/** Fewest consonants two spellings share to be one name. */
const MIN = 3;

/** Each initial jamo (ㄱ…ㅎ, Unicode's order) as its class: ㅇ, a vowel's seat, is none. */
const INITIALS = [
  'k',
  'k',
  'n',
  't',
  't',
  'l',
  'm',
  'p',
  'p',
  's',
  's',
  '',
  's',
  's',
  's',
  'k',
  't',
  'p',
  'h',
];
/** Each final jamo (none, ㄱ…ㅎ) as it sounds at a syllable's end: ㅅ, ㅈ, ㅊ, ㅌ as "t", ㅇ "ng". */
const FINALS = [
  '',
  'k',
  'k',
  'k',
  'n',
  'n',
  'n',
  't',
  'l',
  'l',
  'l',
  'l',
  'l',
  'l',
  'l',
  'l',
  'm',
  'p',
  'p',
  't',
  't',
  'nk',
  't',
  't',
  'k',
  't',
  'p',
  't',
];

/** A Hangul word's consonants as Korean sounds them, a class written twice once. */
function hangulSkeleton(word: string): string {
  let out = '';
  for (const char of word) {
    const code = (char.codePointAt(0) ?? 0) - 0xac00;
    if (code < 0 || code > 11171) continue;
    out += (INITIALS[Math.floor(code / 588)] ?? '') + (FINALS[code % 28] ?? '');
  }
  return out.replace(/(.)\1+/g, '$1');
}

/** A Latin word's consonants in the same classes: "netflix" is "ntplks". */
function latinSkeleton(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/th/g, 't')
    .replace(/ph/g, 'p')
    .replace(/(?:ch|sh)/g, 's')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/x/g, 'ks')
    .replace(/[^bcdfgjklmnpqrstvzh]/g, '')
    .replace(/[bfvp]/g, 'p')
    .replace(/[dt]/g, 't')
    .replace(/[gkcq]/g, 'k')
    .replace(/[sjz]/g, 's')
    .replace(/r/g, 'l')
    .replace(/h/g, '')
    .replace(/(.)\1+/g, '$1');
}

const latinSkeletons = /* @__PURE__ */ oncePer((source: { readonly text: string }) => {
  const found = new Set<string>();
  for (const [word] of source.text.matchAll(LATIN_WORD)) {
    // An "r" after a vowel Korean mostly leaves unsaid ("스타벅스", Starbucks), or says ("포르쉐").
    for (const spelled of [word, word.replace(/(?<=[aeiouy])r(?![aeiouy])/giu, '')]) {
      const skeleton = latinSkeleton(spelled);
      if (skeleton.length >= MIN) found.add(skeleton);
    }
  }
  return found;
});

/** Whether a Hangul `word` (a particle after it or not) spells one the source writes in Latin. */
export function hangulSpellsLatin(word: string, source: { readonly text: string }): boolean {
  if (!HANGUL_WORD.test(word)) return false;
  const known = latinSkeletons(source);
  if (known.size === 0) return false;
  return [word, word.replace(PARTICLE, '')].some((form) => {
    const skeleton = hangulSkeleton(form);
    return skeleton.length >= MIN && known.has(skeleton);
  });
}

/** For tests: the two skeletons compared. */
export const skeletonsForTest = { hangulSkeleton, latinSkeleton };
