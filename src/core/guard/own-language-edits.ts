/**
 * A name, place or figure of the source changed in a line of the source's own language, where the
 * other readers see nothing new (issue 44, recall): read together so unsupportedClaims hooks them
 * once, before a joke's other words are let through (a Troll's "jeder dritte Zug" is a figure). Each
 * reader says what it catches; the order is the order their claims are given in.
 */
import type { ClaimSource } from './claim-source.ts';
import { framedOrdinals } from './figures/framed-ordinals.ts';
import { unsupportedVagueCounts } from './figures/vague-counts.ts';
import { compoundPartSwaps } from './names/compound-part-swaps.ts';
import { endingNameRuns } from './names/ending-name-runs.ts';
import { framedNameRuns } from './names/framed-name-runs.ts';
import { germanAdjectiveNames } from './names/german-adjective-names.ts';
import { initialsInScript } from './names/initials-in-script.ts';
import { movedSentenceNames } from './names/moved-sentence-names.ts';
import { placedNameSwaps } from './names/placed-name-swaps.ts';
import { spacedUncased } from './names/replaced-names.ts';
import { thaiNearNames } from './names/thai-near-names.ts';
import { addedHanPlaces } from './places/added-han-places.ts';
import { casePlaceSwaps } from './places/case-place-swaps.ts';
import { changedCountryWords } from './places/changed-country-words.ts';
import { hanPossessivePlaces } from './places/han-possessive-places.ts';
import { lowercasePeopleWords } from './places/lowercase-people-words.ts';
import { caseRoleTrades } from './roles/case-role-trades.ts';
import { verbRoleTrades } from './roles/verb-role-trades.ts';
import { markedRoleTrades } from './swaps/marked-role-trades.ts';

/** A claim as unsupportedClaims adds it (its kinds are that file's; imported, they would loop). */
interface Edit {
  kind: 'figure' | 'name';
  text: string;
}

/**
 * The claims of `line` (as unsupportedClaims reads it) that change the source's in its language;
 * of a Troll, Meme or thread line (`normal` false), only those a joke's words may not change.
 */
export function ownLanguageEdits(line: string, source: ClaimSource, normal: boolean): Edit[] {
  // "الطابق الثالث" of "الطابق الرابع", in every mode.
  const claims: Edit[] = framedOrdinals(line, source).map((text) => ({
    kind: 'figure',
    text,
  }));
  if (source.translated) return claims;
  // "京都の金龍ラーメン本店" of "道頓堀の「金龍ラーメン」本店", a joke's too.
  const han = source.langs.some((lang) => lang === 'zh' || lang === 'ja');
  if (han)
    for (const text of hanPossessivePlaces(line, source)) claims.push({ kind: 'name', text });
  if (!normal) return claims;
  // "kilkadziesiąt szkół" (20 to 99) of "14 szkół" (vague-counts.ts).
  for (const text of unsupportedVagueCounts(line, source)) claims.push({ kind: 'figure', text });
  const names = [
    // "die Deutsche Bahn" where the source's is "der Freistaat Sachsen".
    ...(source.langs[0] === 'de' ? germanAdjectiveNames(line, source) : []),
    // "die Kinderklinik in St. Pauli" of "in St. Georg", the source's FC St. Pauli elsewhere.
    ...movedSentenceNames(line, source),
    // "เชียงราย" where the source's province is "เชียงใหม่".
    ...(source.langs[0] === 'th' ? thaiNearNames(line, source) : []),
    // "ஆட்சியர் கவிதா ராமு அறிவித்தார்" of "ஆட்சியர் ரஷ்மி சித்தார்த் அறிவித்துள்ளார்".
    ...(spacedUncased(line) ? framedNameRuns(line, source) : []),
    // "مهرجان الكتاب في دار الأوبرا." of "مهرجان الكتاب في مكتبة الإسكندرية يوم الخميس".
    ...(spacedUncased(line) ? endingNameRuns(line, source) : []),
    // "深圳宝安机场将增开航班" where the air show's post names no airport.
    // Not "東京大学" of the source's "東大": its name spelled out (initials-in-script.ts).
    ...(han ? addedHanPlaces(line, source).filter((text) => !initialsInScript(text, source)) : []),
    // "في جدة" where the source's factory is "في الرياض", "大阪で" of "名古屋で".
    ...placedNameSwaps(line, source),
    // "in Karlsruhe" of "in Freiburg", "Debrecenben" of "Budapesten" (case-place-swaps.ts).
    ...casePlaceSwaps(line, source),
    // "일본이 한국을 이겼다" of "한국이 일본을 3대 1로 이겼다": doer and object traded.
    ...markedRoleTrades(line, source),
    // "John hired Anna" of "Anna hired John": the same trade told by order or a passive's "by".
    ...verbRoleTrades(line, source),
    // "Дмитрий уволил Ольгу" of "Ольга уволила Дмитрия": told by case endings instead.
    ...caseRoleTrades(line, source),
    // "Ein spanisches Unternehmen" of "Ein Unternehmen aus Frankreich".
    ...changedCountryWords(line, source),
    // "Leipzig-Plagwitz" of the source's "Leipzig-Connewitz" (compound-part-swaps.ts).
    ...compoundPartSwaps(line, source),
    // "los etíopes" of a post about Kenya's runners: a people's word without its capital.
    ...lowercasePeopleWords(line, source),
  ];
  return [...claims, ...names.map((text) => ({ kind: 'name' as const, text }))];
}
