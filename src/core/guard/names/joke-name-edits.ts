/**
 * A name or place a Troll or Meme line changed from the post's (issue 44, round thirty-two,
 * docs/decisions/012). Satire may name anyone for a joke ("Elon Musk would be proud", "more drama
 * than Hollywood"), so these cards' names are not read as Normal lines' are; but a name put IN THE
 * PLACE of one of the post's is an edit that carries the author's name and face. The signs that a
 * name stands for another, each needing the post's own name it replaces:
 * - the post's words around it, on both sides ("di Semarang genap 30 tahun" of "di Solo genap 30
 *   tahun"): replaced-names.ts's frame, read anywhere in the line;
 * - the post's two words before it, where the post has another capitalised name ("Ichiran in
 *   Shinjuku" of "Ichiran in Shibuya"), which the line does not name, nor a nickname of it;
 * - a near miss of a post's name: the same first six letters or more, another ending
 *   ("Christine" of "Christiaan"), neither a form of the other ("Argentinian" of "Argentina");
 * - another name before the post's words and figure ("Vinícius marcando en el 71'" of "Mbappé
 *   descontó en el 71'", figure-subjects.ts);
 * - where no capital tells a name, a Korean name's other surname ("최지은 사장님" of "김지은
 *   사장은", korean-surnames.ts) and a Chinese clause's last place ("在上海" of "在北京鸟巢",
 *   han-frame-ends.ts);
 * - in a translated line, a country listed beside one of the post's where the post lists another
 *   ("Vietnam and Laos" of "เวียดนามและกัมพูชา", listed-countries.ts);
 * - a place told with the post's figure where the line names none of the post's ("В Петербурге 25
 *   сантиметров снега" of "В Москве", joke-moved-places.ts), or with the head of the post's place
 *   ("부산 아시아드경기장" of "서울 월드컵경기장", place-heads.ts);
 * - two of the post's names traded beside the post's word ("Trenitalia conferma" of "Italo
 *   conferma", joke-traded-names.ts).
 */

import { changedHanFrameEnds } from '../places/han-frame-ends.ts';
import { jokeMovedPlaces } from '../places/joke-moved-places.ts';
import { listedCountries } from '../places/listed-countries.ts';
import { replacedHeads } from '../places/place-heads.ts';
import { changedFigureSubjects } from '../swaps/figure-subjects.ts';
import { type NameSource, unsupportedNames, unsupportedPlaces } from './claim-names.ts';
import { germanJokeFrames } from './german-joke-frames.ts';
import { germanJokeHeads } from './german-joke-heads.ts';
import { jokeTradedNames } from './joke-traded-names.ts';
import { changedKoreanSurnames } from './korean-surnames.ts';
import { replacedNames } from './replaced-names.ts';

// A thread's first word in the post's frame: the same reading where a thread reads no first word.
export { threadFirstNames } from './thread-first-names.ts';

/** The letters two names must share at their start to be one name misspelt into another. */
const NEAR_MISS_PREFIX = 6;

const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;
const CAPITALISED = /^\p{Lu}\p{Ll}/u;

/** Where capitals mark names, what the names reader and the frames find changed in a joke's line. */
export function jokeNameEdits(
  line: string,
  source: NameSource & { checksNames: boolean; translated?: boolean },
  names = line,
): string[] {
  // A translation's words are not the post's: only a list of its countries holds a frame.
  if (source.translated) {
    const langs = [...source.langs, ...(source.lineLangs ?? []), 'en'];
    const places = unsupportedPlaces(names, source, true);
    return listedCountries(line, places, langs, source.lineLangs?.[0] ?? 'en');
  }
  // German capitalises its nouns: a capital tells no name there, but a post's head or frame may.
  if (source.langs[0] === 'de') {
    return [...new Set([...germanJokeHeads(line, source), ...germanJokeFrames(line, source)])];
  }
  const found = new Set(replacedNames(line, source, true, names));
  // Where no capital tells a name: a Korean name's surname, a Chinese clause's last place.
  for (const name of changedKoreanSurnames(line, source.text)) found.add(name);
  if (source.langs.includes('zh')) {
    for (const place of changedHanFrameEnds(line, source.text)) found.add(place);
  }
  // A place of the post's kind in its stead ("부산 아시아드경기장" of "서울 월드컵경기장").
  for (const place of replacedHeads(line, source)) found.add(place);
  if (!source.checksNames) return [...found];
  // "Vinícius marcando en el 71'" of "Mbappé descontó en el 71'" (figure-subjects.ts).
  for (const name of changedFigureSubjects(line, source)) found.add(name);
  // "Гусев с дублем" of "Дубль оформил Кузнецов" (joke-traded-names.ts).
  for (const name of jokeTradedNames(line, source)) found.add(name);
  const unsupported = unsupportedNames(names, source);
  if (unsupported.length === 0) return [...found];
  // "В Петербурге 25 сантиметров снега" of "В Москве ... 25 сантиметров" (joke-moved-places.ts).
  for (const name of jokeMovedPlaces(line, source, unsupported)) found.add(name);
  const sourceWords = [...source.text.matchAll(WORD)];
  const lineKeys = new Set([...line.matchAll(WORD)].map((match) => match[0].toLowerCase()));
  for (const name of unsupported) {
    if (
      nearMiss(name, sourceWords, lineKeys) ||
      framedBefore(name, line, sourceWords, lineKeys, source.text)
    )
      found.add(name);
  }
  return [...found];
}

/** A capitalised source name that opens as the name does and ends otherwise, not in the line. */
function nearMiss(name: string, sourceWords: RegExpMatchArray[], lineKeys: Set<string>): boolean {
  const key = name.toLowerCase();
  if (key.length < NEAR_MISS_PREFIX + 1 || !CAPITALISED.test(name)) return false;
  return sourceWords.some(([word]) => {
    const other = word.toLowerCase();
    return (
      CAPITALISED.test(word) &&
      !lineKeys.has(other) &&
      other.length > NEAR_MISS_PREFIX &&
      other.slice(0, NEAR_MISS_PREFIX) === key.slice(0, NEAR_MISS_PREFIX) &&
      // One is the other with its last letter changed or an ending added: a demonym, a case
      // ("Argentinian" of "Argentina", "Madridu" of "Madrid").
      !other.startsWith(key.slice(0, -1)) &&
      !key.startsWith(other.slice(0, -1))
    );
  });
}

/**
 * The line's two words before the name are the source's two before another capitalised name of
 * the source, which the line does not name: the frame holds one name, and the line changed it.
 * Only spaces stand between the three words in both texts: a figure, a mark or an emoji between
 * them ends the frame ("30 tahun 🥹 Bapak" opens a sentence after it); quotation marks around a
 * name are the name's ("до «Лефортово»").
 */
function framedBefore(
  name: string,
  line: string,
  sourceWords: RegExpMatchArray[],
  lineKeys: Set<string>,
  text: string,
): boolean {
  const lineWords = [...line.matchAll(WORD)];
  const at = lineWords.findIndex((match) => match[0] === name);
  if (at < 2 || !spaced(lineWords, at, line)) return false;
  const first = lineWords[at - 2]?.[0].toLowerCase();
  const second = lineWords[at - 1]?.[0].toLowerCase();
  for (let index = 2; index < sourceWords.length; index++) {
    const word = sourceWords[index]?.[0] ?? '';
    if (
      CAPITALISED.test(word) &&
      !lineKeys.has(word.toLowerCase()) &&
      !shortForm(name, word) &&
      sourceWords[index - 1]?.[0].toLowerCase() === second &&
      sourceWords[index - 2]?.[0].toLowerCase() === first &&
      spaced(sourceWords, index, text)
    )
      return true;
  }
  return false;
}

/** A nickname or another form of the source's name ("Chrissy" of "Christiaan"): its first letters. */
const shortForm = (name: string, word: string) =>
  name.slice(0, 4).toLowerCase() === word.slice(0, 4).toLowerCase();

/** The word at `index` and the two before it stand with only spaces (and quote marks) between them. */
function spaced(words: RegExpMatchArray[], index: number, text: string): boolean {
  for (let at = index - 1; at <= index; at++) {
    const before = words[at - 1] as RegExpMatchArray;
    const word = words[at] as RegExpMatchArray;
    if (!/^[\s«»„“”"]+$/u.test(text.slice((before.index ?? 0) + before[0].length, word.index)))
      return false;
  }
  return true;
}
