/**
 * Names in katakana across a translation (issue 44, docs/decisions/012, round twenty-four's
 * misses): a Japanese card of a post in Latin letters writes a foreign person in katakana, parts
 * joined by "・" ("マーカス・リード" of "Marcus Reed"), and the names reader, which reads capitals,
 * saw nothing in "マーカス・ブラウン"; a Latin card of a Japanese post writes its katakana names
 * romanised ("Alexandre Dubois" of "アレクサンドル・デュボワ"), and "Alexandre Desplat" passed.
 * Katakana spells a name by sound: vowels added ("sutajiamu" of "Stadium"), "l" as "r", "th" as
 * "s", "v" as "b", a long vowel or a final "r" dropped ("okafoo" of "Okafor"). Both sides are read
 * as loose consonant classes, and one name's consonants are the other's in order, with the same
 * first, or it is another name. Only "・" runs and a run before an honorific (氏, さん) are read: a
 * bare katakana word is as often a loanword ("ギタリスト", guitarist) as a name.
 */
import anyAscii from 'any-ascii';
import { oncePer } from '../once-per-source.ts';

/** A word's consonants in the classes katakana writes alike; doubled letters run together. */
export function kanaKey(word: string): string {
  return anyAscii(word)
    .toLowerCase()
    .replace(/[^a-z]+/g, '')
    .replace(/ph/g, 'f')
    .replace(/sh|ch|th|ts|tz|[szjx]/g, 's')
    .replace(/ck|[ckqg]/g, 'k')
    .replace(/d/g, 't')
    .replace(/[bvpf]/g, 'b')
    .replace(/l/g, 'r')
    .replace(/m/g, 'n')
    .replace(/[aeiouywh]+/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** Whether `short`'s letters stand in `long` in order. */
function within(short: string, long: string): boolean {
  let at = 0;
  for (const letter of long) if (letter === short[at]) at++;
  return at === short.length;
}

/**
 * Whether two keys may spell one name: the same first consonant, one the other's in order and at
 * most one longer.
 */
export function sameKanaName(a: string, b: string): boolean {
  if (a === '' || b === '' || a[0] !== b[0]) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 2) return short === long;
  // One consonant more at most: katakana drops a final "r" or a cluster's letter, no more
  // ("dyubowa" is not "Desplat").
  return long.length - short.length <= 1 && within(short, long);
}

/** A foreign name in katakana: parts joined by "・", or one part before an honorific. */
const KANA_NAME =
  /[\p{Script=Katakana}ー]{2,}(?:・[\p{Script=Katakana}ー]{2,})+|[\p{Script=Katakana}ー]{2,}(?=氏|さん)/gu;
const KANA = /\p{Script=Katakana}/u;
const CAPITALISED = /\p{Lu}[\p{L}\p{M}]*/gu;

/** The source's capitalised words as keys (its names: "open" is no "ブラウン"). */
const sourceKeys = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): readonly string[] => {
    const found = [...new Set((source.text.match(CAPITALISED) ?? []).map(kanaKey))].filter(
      (key) => key !== '',
    );
    return found;
  },
);

/**
 * The katakana names of a translated line (one of a source in another script, not Japanese) whose
 * parts the source's words do not spell: "ブラウン" of "マーカス・ブラウン" where the post names
 * "Marcus Reed".
 */
export function unsupportedKanaNames(line: string, source: { readonly text: string }): string[] {
  if (!KANA.test(line) || KANA.test(source.text)) return [];
  const keys = sourceKeys(source);
  const found: string[] = [];
  for (const [name] of line.matchAll(KANA_NAME)) {
    for (const part of name.split('・')) {
      const key = kanaKey(part);
      if (key.length < 2 || keys.some((known) => sameKanaName(key, known))) continue;
      if (!found.includes(part)) found.push(part);
    }
  }
  return found;
}

const partsOf = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): ReadonlyArray<readonly string[]> => {
    const names: ReadonlyArray<readonly string[]> = [...source.text.matchAll(KANA_NAME)].map(
      ([name]) => name.split('・').map(kanaKey),
    );
    return names;
  },
);

/**
 * A romanised line's person of two capitalised words, one the half of a source's katakana name and
 * the other not its other half nor any of its katakana: "Desplat" of "Alexandre Desplat" where the
 * source's composer is アレクサンドル・デュボワ.
 */
export function changedKanaHalves(line: string, source: { readonly text: string }): string[] {
  const names = partsOf(source);
  if (names.length === 0) return [];
  const everyPart = names.flat();
  const found: string[] = [];
  for (const match of line.matchAll(/(?<!\p{L})(\p{Lu}\p{Ll}+) (\p{Lu}\p{Ll}+)(?!\p{L})/gu)) {
    const [, first = '', second = ''] = match;
    const [firstKey, secondKey] = [kanaKey(first), kanaKey(second)];
    for (const parts of names) {
      const at = parts.findIndex((part) => sameKanaName(firstKey, part));
      if (at === -1 || at + 1 >= parts.length) continue;
      const known = (key: string) => everyPart.some((part) => sameKanaName(key, part));
      if (!known(secondKey) && !found.includes(second)) found.push(second);
    }
  }
  return found;
}
