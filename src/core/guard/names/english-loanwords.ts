/**
 * English common words written in Devanagari (issue 44 item 4, blind rounds fifty and fifty-three):
 * Hindi news says "एयरपोर्ट" (airport) for the source's "हवाई अड्डा", "बेड" (bed) for "बिस्तर",
 * "हाई कोर्ट" for "उच्च न्यायालय". The subtitles' short list of Hindi words (uncased-words.ts) holds
 * none of them, so the rarity and frame readers took them for names. A word whose romanisation
 * (any-ascii) sounds like an English common word (common-words.ts) is such a loanword: English
 * spelling and Hindi's transliteration are brought to one skeleton (consonants by sound, vowels as
 * front or back, Hindi's unwritten schwa free to stand for any English vowel). A name written so
 * ("जॉन", "पेरिस", "लंदन") sounds like a name compromise knows (common-names.data.ts) too, or like
 * no common word: any such likeness keeps it a name, so only a word all of whose English
 * likenesses are plain words is read as a loanword.
 */
import anyAscii from 'any-ascii';
import { COMMON_NAMES } from '../words/common-names.data.ts';
import { commonWordsOf } from '../words/common-words.ts';

/** A word's sounds: its consonants, and the vowels' classes before each and after the last. */
interface Skeleton {
  consonants: string;
  /** One per consonant and one more: "" where no vowel is written, else the vowels' first letter. */
  vowels: string[];
}

const VOWEL = /[aeiouy]/u;

/** English spellings brought to the letters Hindi's transliteration writes for their sounds. */
function spokenEnglish(word: string): string {
  return (
    word
      .replace(/[ts]ion/gu, 'sn')
      .replace(/igh/gu, 'ai')
      .replace(/sch/gu, 'sk')
      .replace(/t?ch/gu, 'C')
      .replace(/ph/gu, 'f')
      // A long "ee" is Hindi's "ई" ("free", "meeting": "फ्री", "मीटिंग").
      .replace(/ee/gu, 'i')
      .replace(/ck/gu, 'k')
      .replace(/c(?=[eiy])/gu, 's')
      .replace(/[cq]/gu, 'k')
      .replace(/C/gu, 'c')
      .replace(/x/gu, 'ks')
      .replace(/([^aeiou])e(s?)$/u, '$1$2')
      // An "h" closing a vowel is silent in English ("john"), where Hindi's "मेहता" sounds it.
      .replace(/([aeiouy])h(?![aeiouy])/gu, '$1')
  );
}

/**
 * The ways an English word may be heard: as spokenEnglish spells it, and where English spelling
 * hides a sound Hindi writes, that sound too: a soft "g" ("registration": "रजिस्ट्रेशन"), the "o"
 * of "all" and "alk" ("call", "hall": "कॉल", "हॉल").
 */
function spokenForms(word: string): string[] {
  const spoken = spokenEnglish(word);
  const heard = spoken.replace(/g(?=[eiy])/gu, 'j').replace(/al(?=[lk])/gu, 'ol');
  const forms = new Set([spoken, heard]);
  // "phase", "rose": an "s" before a silent "e" sounds "z", which Hindi writes "ज़" ("फेज़",
  // "रोज़"); an "a" before one consonant and a silent "e" is Hindi's "े" ("phase", "rate": "फेज़",
  // "रेट") (h307).
  if (/[aeiouy]se$/u.test(word)) for (const form of [...forms]) forms.add(form.replace(/s$/u, 'z'));
  if (/a[^aeiouy]e$/u.test(word)) {
    for (const form of [...forms]) forms.add(form.replace(/a(?=[^aeiouy]$)/u, 'e'));
  }
  return [...forms];
}

/** A romanised word's skeleton (see the file's comment); undefined with fewer than two consonants. */
function skeletonOf(ascii: string): Skeleton | undefined {
  const letters = ascii
    .toLowerCase()
    .replace(/[^a-z]/gu, '')
    .replace(/w/gu, 'v')
    // Hindi's "फ" is English's "f" in a loanword ("फ्री", free); any-ascii writes it "ph".
    .replace(/ph/gu, 'f')
    .replace(/([sc])h/gu, '$1')
    // Doubled letters are one sound; read before the nasals, so that a consonant before Hindi's
    // anusvara keeps its place ("नंबर", "nmbr": n, then the nasal, as "number" has them).
    .replace(/([^aeiouy])\1/gu, '$1')
    // An aspirate's "h" (Hindi's "kh", "th"), and an English "h" closing a vowel ("john").
    .replace(/([^aeiouy])h/gu, '$1')
    // A nasal before a consonant: Hindi's anusvara is any-ascii's "m" everywhere.
    .replace(/[mn](?=[^aeiouy])/gu, 'n');
  const consonants: string[] = [];
  const vowels: string[] = [''];
  for (const [at, letter] of [...letters].entries()) {
    // "y" opening a word before a vowel is a consonant ("yes"), elsewhere a vowel ("city").
    const vowel = VOWEL.test(letter) && !(letter === 'y' && at === 0);
    if (vowel) {
      const last = vowels.length - 1;
      if (vowels[last] === '') vowels[last] = letter === 'y' ? 'i' : letter;
    } else {
      consonants.push(letter);
      vowels.push('');
    }
  }
  return consonants.length >= 2 ? { consonants: consonants.join(''), vowels } : undefined;
}

/** A vowel's class: back ("o", "u") or front and open (English writes Hindi's "e" as "a"). */
const backness = (vowel: string | undefined) => (vowel ? /[ou]/u.test(vowel) : undefined);

/**
 * Whether a romanised Hindi skeleton may be said of an English one: each vowel Hindi writes is
 * there in English, the same letter (`exact`) or of the same class.
 */
const sounds = (hindi: Skeleton, english: Skeleton, exact: boolean) =>
  hindi.vowels.every(
    (vowel, at) =>
      vowel === '' ||
      (exact ? vowel === english.vowels[at] : backness(vowel) === backness(english.vowels[at])),
  );

interface Likeness {
  skeleton: Skeleton;
  name: boolean;
  /** The word's place in English's list, commonest first. */
  rank: number;
}

let index: Map<string, Likeness[]> | undefined;
/** English's common words as spokenEnglish spells them, each told a name (true) or not. */
const spelled = new Map<string, boolean>();

/** English's common words by their consonants, each told a name or not; built on first need. */
function englishIndex(): Map<string, Likeness[]> {
  if (index) return index;
  index = new Map();
  const names = new Set(COMMON_NAMES.split(' '));
  let rank = 0;
  for (const word of commonWordsOf('en') ?? []) {
    rank++;
    if (!/^[a-z]{3,}$/u.test(word)) continue;
    for (const spoken of spokenForms(word)) {
      spelled.set(spoken, spelled.get(spoken) === true || names.has(word));
      const skeleton = skeletonOf(spoken);
      if (!skeleton) continue;
      const entry = { skeleton, name: names.has(word), rank };
      const found = index.get(skeleton.consonants);
      if (found) found.push(entry);
      else index.set(skeleton.consonants, [entry]);
    }
  }
  return index;
}

/**
 * Whether a Devanagari word is an English common word written in it ("एयरपोर्ट", "बेड", "कोर्ट"):
 * it sounds like one, and like no name (see the file's comment).
 */
export function isEnglishLoanword(word: string): boolean {
  if (!/^[\p{Script=Devanagari}\p{M}]+$/u.test(word)) return false;
  // "ज़" (a nukta on "ज") is "z" in a loanword; any-ascii writes it "j'".
  const ascii = anyAscii(word.normalize('NFC').replace(/ज\u093c/gu, 'z')).toLowerCase();
  const skeleton = skeletonOf(ascii);
  // A word of one consonant ("हाई", high) is read only as English spells it, sounds and all.
  if (!skeleton) return englishIndex() && spelled.get(ascii) === false;
  const candidates = englishIndex().get(skeleton.consonants) ?? [];
  // The likenesses in the same vowels ("kort": "court", not "kurt"); failing those, and only
  // past two consonants, where fewer sounds leave too many words alike ("anil": "anal"), in
  // vowels of the same class ("pulis": "police").
  let alike = candidates.filter((entry) => sounds(skeleton, entry.skeleton, true));
  if (alike.length === 0 && skeleton.consonants.length > 2) {
    alike = candidates.filter((entry) => sounds(skeleton, entry.skeleton, false));
  }
  return alike.length > 0 && heardAsWord(alike);
}

/** How much commoner than any name alike a word must be to be heard for them all ("free", "fry"). */
const COMMONER = 10;

/**
 * Whether likenesses are heard as a plain word: all of them are, or the commonest is, and it is
 * far commoner than any name alike ("फ्री": "free", not "Fri"; "कॉल": "call", not "Cole"): a name
 * so rare beside the word is seldom what a line means. "जॉन" sounds like "john" first: a name.
 */
function heardAsWord(alike: readonly Likeness[]): boolean {
  const commonest = alike.reduce((best, entry) => (entry.rank < best.rank ? entry : best));
  if (commonest.name) return false;
  return alike.every((entry) => !entry.name || entry.rank >= commonest.rank * COMMONER);
}
