/**
 * A change of a percentage said in points (issue 44 item 4): "rose seven points" or "7 percentage
 * points" of "rose to 78% from 71%", "0,3 Punkte" of "2,2 Prozent, nach 2,5 Prozent", "0,2 point"
 * of "de 7,5 % à 7,3 %", "0.3%p" of "3.1%에서 2.8%로", "25 basis points" of "from 4.5% to 4.25%".
 * A point is a percentage's unit, not a percent of it: the figure is the difference of two of the
 * source's percentages of one sentence, which no reader finds among its figures.
 *
 * Held only where the word right after the line's figure names points (the languages' words below,
 * written by hand: no installed library lists them), the difference is the line's figure to its
 * last digit (on the side its hedge says), and, where the line says a rise or a fall, the source's
 * change goes that way: told by its own direction words, else by its start ("from 71%", "nach
 * 2,5 Prozent", "frente al 58 %") or its end ("to 78%", "auf 2,2 %") in the source or the line. A
 * change whose way nothing tells is not held. Two percentages of one sentence with no change
 * between them ("Labour 41%, the Conservatives 34%") give a gap the line may say with no direction,
 * or as a gain or a win ("won by seven points"); a gain of a change that fell ("le président gagne
 * cinq points" of "de 32 % à 27 %") is not held.
 */
import type { ClaimSource } from '../claim-source.ts';
import { amountSide } from '../meaning/amount-sides.ts';
import { MORE_THAN } from './bounded-counts.ts';
import type { Figure } from './figure-kinds.ts';
import { hedgeBefore } from './hedge-before.ts';
import { precisionOf } from './rounded-figures.ts';

/** Points right after a figure: percentage points in the languages read, and the "%p" forms. */
export const POINTS =
  /^(?:[\s-]*(?:(?:of\s+an?\s+)?percentage[\s-]+points?|points?|pts?\.?|pp\.?|p\.\s?p\.|(?:prozent)?punkte?n?|points?\s+de\s+pourcentage|puntos?(?:\s+porcentual(?:es)?)?|punti(?:\s+percentuali)?|punto(?:\s+percentuale)?|pontos?(?:\s+percentua(?:l|is))?|procentpunt(?:en)?|punt(?:en)?|punkt(?:u|y|ów)?(?:\s+procentow(?:y|e|ego|ych))?|п\.\s?п\.|процентн(?:ый|ого|ых)\s+пункт(?:а|ов)?|пункт(?:а|ов)?|(?:yüzde\s+)?puan|procentenhet(?:er(?:na)?)?|prosentpoeng|procentpoint|prosenttiyksik\p{L}*|procentní(?:ch)?\s+bod\p{L}*|százalékpont\p{L}*|puncte?\s+procentual\p{L}*|ποσοστιαί\p{L}*\s+μονάδ\p{L}*|điểm\s+phần\s+trăm|відсотков\p{L}*\s+пункт\p{L}*|poin(?:\s+persentase)?|प्रतिशत\s+अंक|نقطة\s+مئوية|نقاط\s+مئوية|퍼센트\s?포인트)(?![\p{L}])|\s*(?:ポイント|个?百分点|%?포인트|%p(?![\p{L}])))/iu;
/** The point's word after a percentage's sign ("0.3%p", "0.3%포인트", "0.3%ポイント"). */
export const PERCENT_POINT = /^\s*(?:p(?![\p{L}])|포인트|ポイント)/iu;
/** Basis points: a hundredth of a point. */
const BASIS_POINTS =
  /^[\s-]*(?:basis[\s-]+points?|bps?|Basispunkte?n?|points?\s+de\s+base|puntos?\s+básicos?|punti\s+base|pontos?[\s-]+base|basispunt(?:en)?|punkt(?:y|ów)\s+bazow(?:e|ych)|базисн(?:ый|ых|ого)\s+пункт(?:а|ов)?|ベーシスポイント|个?基点|베이시스\s?포인트)(?![\p{L}])/iu;
/** The percentage a change starts from, just before it ("from 71%", "nach 2,5", "frente al"). */
const FROM =
  /(?:^|[^\p{L}])(?:from|after|against|compared\s+(?:with|to)|versus|vs\.?|von|nach|gegenüber|depuis|contre|desde|frente\s+al?|dal|dall'|dalla|dallo|rispetto\s+al?|contro|van|tegen|tegenover|z|ze|wobec|с|со|от|从)\s*$/iu;
/** "de", "del": a start ("passé de 7,5 % à 7,3 %") or only "of" ("fue del 66 %"): read last. */
const OF_OR_FROM = /(?:^|[^\p{L}])(?:de|du|des|del|da)\s*$/iu;
/** The percentage a change ends at, just before it ("to 78%", "auf 2,2 %", "à 7,3 %"). */
const TO = /(?:^|[^\p{L}])(?:to|auf|à|a|al|hasta|para|naar|tot|do|до|至|到)\s*$/iu;
// A semicolon joins a change's two halves ("ekimde yüzde 61,4'e geriledi; eylülde yüzde 61,5'ti",
// h301): no sentence's end here.
const SENTENCE_END = /[.!?。！？]\s|[\n。！？]/u;
/** A percentage that may be a year ("from 61.2% in 2019 to 64.8%" reads a range "2019 to 64.8%"). */
const YEAR = /^(?:1[89]|20|21)\d\d$/;
/** A percentage's word abbreviated, its stop no sentence's end. */
const ABBREVIATED = /^\s*(?:proc|pct)\./iu;
/** A percentage's word no figure reader reads ("5,4 proc.", "3 pct"). */
const PERCENT_AFTER = /^\s*(?:proc|pct|procent)(?![\p{L}])/iu;
/** The words between a range's two ends ("5,7 auf 6,1 Prozent", "from 5.5 to 5.1 per cent"). */
const RANGE_JOIN = /^\s*(?:to|and|auf|bis|à|a|al|hasta|para|naar|tot|do|до|-|–|～|~)\s*$/iu;
/** The most percentages of one sentence read with each other. */
const MOST = 4;

interface Share {
  value: number;
  /** Where it is written in the source, and its place in its figure (a range's end is second). */
  start: number;
  place: number;
}

/** The line's figure's single value, a count or (Korean's "0.3%p") a percentage. */
const lineValue = (figure: Figure) => {
  const key = figure.readings[0]?.length === 1 ? figure.readings[0][0] : undefined;
  const value = /^[np](\d+(?:\.\d+)?)$/.exec(key ?? '')?.[1];
  return value === undefined ? undefined : Number(value);
};

/** A figure's percentages: each reading's, a range's two ends, no year. */
const percentsOf = (figure: Figure) =>
  new Set(
    figure.readings
      .flat()
      .flatMap((key) => /^p(\d+(?:\.\d+)?)$/.exec(key)?.[1] ?? [])
      .filter((value) => !YEAR.test(value)),
  );

/**
 * The source's percentages sentence by sentence; a bare number too where a percentage's word
 * follows it ("5,4 proc.") or it starts a range a percentage ends ("von 5,7 auf 6,1 Prozent").
 */
function sentences(source: ClaimSource): Share[][] {
  const groups: Share[][] = [[]];
  const placed = source.placed?.() ?? [];
  let last = 0;
  let abbreviated = false;
  for (const [index, { figure, start }] of placed.entries()) {
    // "5,4 proc. do 5,1 proc.": an abbreviation's stop ends no sentence, whether the figure holds
    // the abbreviation (cldr-percent-words.ts reads "proc" as the percent's) or not.
    const gap = source.text.slice(last, start).replace(abbreviated ? /^\./u : ABBREVIATED, '');
    if (SENTENCE_END.test(gap)) groups.push([]);
    abbreviated = /(?:proc|pct|pst)$/iu.test(figure.text);
    last = start + figure.text.length;
    const values = [...percentsOf(figure)];
    const bare = figure.kind === 'count' ? lineValue(figure) : undefined;
    const next = placed[index + 1];
    if (
      bare !== undefined &&
      (PERCENT_AFTER.test(source.text.slice(last, last + 8)) ||
        (next !== undefined &&
          percentsOf(next.figure).size > 0 &&
          RANGE_JOIN.test(source.text.slice(last, next.start))))
    )
      values.push(String(bare));
    for (const [place, value] of values.entries())
      groups.at(-1)?.push({ value: Number(value), start, place });
  }
  return groups.filter((group) => group.length >= 2 && group.length <= MOST);
}

/** The way a source's change from one of `pair` to the other goes: 1 up, -1 down, 0 untold. */
function changeWay(pair: readonly [Share, Share], sentence: string, at: number, line: string) {
  const text = (share: Share) =>
    sentence.slice(Math.max(0, share.start - at - 24), share.start - at);
  // A range's two ends: from the first to the second ("de 7,5 % à 7,3 %").
  if (pair[0].start === pair[1].start)
    return Math.sign(pair[1].value - pair[0].value) * Math.sign(pair[1].place - pair[0].place);
  const weak = pair.filter((share) => OF_OR_FROM.test(text(share)));
  const start =
    pair.find((share) => FROM.test(text(share))) ?? (weak.length === 1 ? weak[0] : undefined);
  const end = pair.find((share) => TO.test(text(share)) && !FROM.test(text(share)));
  const first = start ?? (end ? pair.find((share) => share !== end) : undefined);
  if (first) return Math.sign((pair.find((share) => share !== first)?.value ?? 0) - first.value);
  // The line's own end or start: "to 78%", "auf 2,2 %".
  for (const share of pair) {
    const written = new RegExp(
      `(\\S*\\s*)${String(share.value).replace('.', '[.,]')}\\s*(?:%|per|pro|por)`,
      'iu',
    );
    const before = written.exec(line)?.[1];
    if (before === undefined) continue;
    const other = pair.find((one) => one !== share)?.value ?? share.value;
    if (TO.test(before)) return Math.sign(share.value - other);
    if (FROM.test(before)) return Math.sign(other - share.value);
  }
  return 0;
}

/** Whether the line's `figure`, said in points, is a change of two of the source's percentages. */
export function pointChange(figure: Figure, line: string, source: ClaimSource): boolean {
  const at = line.indexOf(figure.text);
  const after = line.slice(at + figure.text.length, at + figure.text.length + 32);
  // "百分点" is a word of the point, not the hundred it starts with.
  if (/^百$/u.test(figure.text) && /^分点/u.test(after) && /\d\s*个?$/u.test(line.slice(0, at)))
    return true;
  const read = lineValue(figure);
  const basis = BASIS_POINTS.test(after);
  if (at < 0 || read === undefined || read <= 0) return false;
  // "0.3%p", "0.3%포인트": a percentage's sign before the point's word.
  const percent = figure.kind === 'percent' && /%$/u.test(figure.text);
  if (percent ? !PERCENT_POINT.test(after) : !(basis || POINTS.test(after))) return false;
  const value = basis ? read / 100 : read;
  const before = line.slice(Math.max(0, at - 24), at);
  const hedge = MORE_THAN.test(before) ? 1 : hedgeBefore(before);
  // To the line's last digit: "seven" of 7.4, not "ten" of 6 (a whole number's step is one).
  const step = (Number.isInteger(read) ? 1 : precisionOf(read)) * (basis ? 0.01 : 1);
  const langs = ['en', ...source.langs, ...source.lineLangs];
  const lineWay = amountSide(line, langs);
  // A gain or a loss ("gagne", "won by") is no change where the source tells none: a gap.
  const winWay = amountSide(line, langs, 'win');
  return sentences(source).some((shares) =>
    shares.some((a, index) =>
      shares.slice(index + 1).some((b) => {
        const off = Math.abs(a.value - b.value) - value;
        if (Math.abs(off) > step / 2 + 1e-9) return false;
        if (hedge !== undefined && hedge !== 0 && Math.abs(off) > 1e-9 && Math.sign(off) !== hedge)
          return false;
        // "gagne cinq points": a gain or a loss that must not turn a change the source tells.
        if (lineWay === 0 && winWay === 0) return true;
        const from = Math.min(a.start, b.start);
        const to = Math.max(a.start, b.start);
        const open = source.text.slice(0, from).search(/[^.!?。！？\n]*$/u);
        const close = source.text.slice(to).search(SENTENCE_END);
        const sentence = source.text.slice(open, close < 0 ? undefined : to + close);
        const said = amountSide(sentence, [...source.langs]);
        const way = said !== 0 ? said : changeWay([a, b], sentence, open, line);
        return lineWay === 0 ? way === 0 || way === winWay : way === lineWay;
      }),
    ),
  );
}
