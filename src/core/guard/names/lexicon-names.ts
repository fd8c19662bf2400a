/**
 * A Japanese name the source never has, standing alone (issue 44 item 4, h305's blind probes):
 * "ソニーが新型ゲーム機を発売" of Nintendo's post, "宮崎県へ上陸" of a typhoon's landfall in
 * Kagoshima. The readers of names without capitals need a frame the source has (replaced-names.ts)
 * or a run of two rare words (unknown-names.ts); a model that rewords the rest of the sentence
 * leaves neither. IPADIC tags its people, places and organisations (han-lexicon.ts), so a word
 * the source lacks that is one of them is a name, alone, with a place's or a body's suffix cut
 * ("宮崎県", "大阪市", "古川氏"). A name the source writes in Latin letters ("Sony") is its own.
 */
import { oncePer } from '../once-per-source.ts';
import { addedHanPlaces } from '../places/added-han-places.ts';
import { isJapaneseName } from '../words/han-lexicon.ts';
import type { NameSource } from './claim-names.ts';
import { hindiFramedHeads } from './hindi-framed-heads.ts';
import { initialsInScript } from './initials-in-script.ts';
import { kanaKey, sameKanaName } from './kana-names.ts';
import { spelledInLatin } from './latin-spelled-names.ts';
import { lineWords, uncasedLanguage } from './unknown-names.ts';

/** A place's, a body's or a person's suffix after a name: prefecture, city, ward, station, Mr. */
const SUFFIX = /(?:県|府|都|道|市|町|村|区|駅|港|島|城|社|党|氏|さん|選手|監督|社長)$/u;

const KATAKANA = /^[\p{Script=Katakana}ー]+$/u;

/** The source's capitalised Latin words as kana-names.ts's keys, read once. */
const latinKeys = /* @__PURE__ */ oncePer((source: NameSource): readonly string[] => [
  ...new Set((source.text.match(/\p{Lu}\p{Script=Latin}+/gu) ?? []).map(kanaKey)),
]);

/** "ソニー" of the source's "Sony": a katakana word whose consonants a Latin name's are. */
const katakanaOfSource = (word: string, source: NameSource): boolean =>
  KATAKANA.test(word) && latinKeys(source).some((key) => sameKanaName(kanaKey(word), key));

/** Whether `word` is an IPADIC name, or one with a suffix. */
function japaneseName(word: string): boolean {
  if (isJapaneseName(word)) return true;
  const stem = word.replace(SUFFIX, '');
  return stem !== word && [...stem].length >= 2 && isJapaneseName(stem);
}

/**
 * The line's Japanese names the source lacks in every form; one inside a place with a head that
 * places/added-han-places.ts names already ("札幌" of "札幌市立病院") is that reader's claim.
 */
export function lexiconNames(line: string, source: NameSource): string[] {
  if (uncasedLanguage(source) !== 'ja') return [];
  const found: string[] = [];
  let placed: string[] | undefined;
  for (const word of lineWords(line, source, 'ja')) {
    if (!word.absent || !japaneseName(word.text)) continue;
    if (spelledInLatin(word.text, source) || katakanaOfSource(word.text, source)) continue;
    if (initialsInScript(word.text, source)) continue;
    placed ??= addedHanPlaces(line, source);
    if (!placed.some((place) => place.includes(word.text))) found.push(word.text);
  }
  return found;
}

/** The names the rarity readers add beside unknown-names.ts: Hindi's framed heads, Japanese names. */
export const framedOrKnownNames = (line: string, source: NameSource): string[] => [
  ...hindiFramedHeads(line, source),
  ...lexiconNames(line, source),
];
