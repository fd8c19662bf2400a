/**
 * One key for the spellings Devanagari and Bengali write a word in as often as each other (issue
 * 44 item 4): a nasal before a consonant of its own class as that nasal and the virama or as the
 * anusvara ("मुम्बई" and "मुंबई", "हिन्दी" and "हिंदी", "পঞ্জাব" and "पंजाब"; Bengali "সঙ্গীত" and
 * "সংগীত"), the candrabindu or the anusvara ("चाँद", "चांद"), a loan's nukta or none ("फ़िल्म",
 * "फिल्म"; nukta-fold.ts). A line that spells the source's name the other way names no new one.
 * Only a nasal of the next consonant's own class folds: "अन्य", "जन्म", "सम्मान" keep their
 * letters, which no writer spells with the anusvara. Bengali's nukta letters (য়, ড়, ঢ়) are
 * letters of their own, and its candrabindu is no anusvara: both stay.
 */
import { withoutNukta } from './nukta-fold.ts';

/** A Devanagari nasal, the virama, and a consonant of the nasal's class (velar to labial). */
const DEVANAGARI_NASAL = /ङ्(?=[क-घ])|ञ्(?=[च-झ])|ण्(?=[ट-ढ])|न्(?=[त-ध])|म्(?=[प-भ])/gu;
/** Bengali's velar nasal and the virama before a velar: written "ং" as often ("বাংলা"). */
const BENGALI_NASAL = /ঙ্(?=[ক-ঘ])/gu;
const INDIC = /[\u0900-\u09ff]/u;

/** `text` with each of those Devanagari and Bengali spellings as one; other text as it is. */
export function indicSpelling(text: string): string {
  if (!INDIC.test(text)) return text;
  return withoutNukta(text)
    .replace(/\u0901/gu, '\u0902')
    .replace(DEVANAGARI_NASAL, '\u0902')
    .replace(BENGALI_NASAL, '\u0982');
}
