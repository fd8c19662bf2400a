/**
 * A count of decades a line gives of the source's years (issue 44 item 4, h301): "تین دہائیوں کی
 * سب سے زیادہ بارش" (the most rain in three decades) of "30 سال کا ریکارڈ", "en trois décennies"
 * of "en 30 ans", "two decades" of "20 years". The number word reads as a bare count, the decade's
 * word as no unit (converted-durations.ts reads "decade" alone, in English, as ten years), so the
 * count found nothing of the source's. Held where the word right after the count is a decade's in
 * one of the languages below (written by hand: CLDR names no decade unit) and the source holds ten
 * times as many years ("u:year:30"); "چار دہائیوں" of 30 years stays stopped.
 */
import type { ClaimSource } from '../claim-source.ts';
import type { Figure } from './figure-kinds.ts';

/** A decade's word in its forms, right after the count (a Han or Hangul one joined to it). */
const DECADE =
  /^\s*(?:decades?|décennies?|décadas?|decenni[oi]|jahrzehnte?n?|dekade[nr]?|dekad[ayę]?|dekády?|desetilet[íi]|dziesięcioleci[ae]?|десятилети[йяе]|десятиліт(?:тя|ь)|десетилети[яе]|évtized\p{L}*|decenii|deceniu|decennier|decennium|decennia|årtionden?|vuosikymmen\p{L}*|δεκαετί\p{L}*|عقود|عقدين|عقد|دہائی\p{L}*|دهه|दशक\p{L}*|দশক\p{L}*|பத்தாண்டு\p{L}*|thập (?:kỷ|niên)|dasawarsa|عشور\p{L}*|עשור\p{L}*|on yıl\p{L}*|dekada)(?![\p{L}\p{M}])/iu;

/** Whether the line's count `figure`, a number of decades, is ten times years of the source's. */
export function decadeCount(figure: Figure, line: string, source: ClaimSource): boolean {
  const value = /^nu?:?(\d+(?:\.\d+)?)$/.exec(figure.readings[0]?.[0] ?? '')?.[1];
  if (figure.kind !== 'count' || value === undefined) return false;
  const at = line.indexOf(figure.text);
  if (at < 0 || !DECADE.test(line.slice(at + figure.text.length, at + figure.text.length + 24)))
    return false;
  const years = Number(value) * 10;
  return source.figures.has(`u:year:${years}`) || source.figures.has(`u:month:${years * 12}`);
}
