/**
 * Hindi's light verbs in their forms (issue 44, blind round fifty-three): "ले जाया जाएगा" (will be
 * taken) and "जा सकती है" (can go) of a source's "पहुंचाने" and "पहुंच सकती है". A Hindi verb is
 * a chain: a stem, then the verbs that lend it aspect, voice or ability (जाना "go" for the
 * passive and completion, लेना, देना, सकना "can", पाना, चुकना, रहना, होना), each in a tense's
 * form. The subtitles' list of common words (uncased-words.ts) holds a few hundred Devanagari
 * words and none of these, so the rarity reader (unknown-names.ts) and the frame reader
 * (replaced-names.ts) took them for a name. Like the postpositions, they are a closed class of
 * grammar no package keeps apart: their stems are listed, their forms made from the tense endings.
 * A name of the same letters ("जया", a given name) is no form made so, and is still read.
 */

/**
 * The light verbs' stems ending in a vowel, then those ending in a consonant: करना ("do") makes a
 * noun a verb as होना does ("शुरू किए", started, of "खोले", opened: h291's probes).
 */
const VOWEL_STEMS = ['जा', 'ले', 'दे', 'पा', 'हो'];
const CONSONANT_STEMS = ['सक', 'चुक', 'रह', 'कर'];

/** Every stem's endings: the bare stem, the infinitive's and the imperfective's. */
const SHARED_ENDINGS = ['', 'ना', 'ने', 'नी', 'ता', 'ती', 'ते'];

/** A vowel stem's endings: infinitive, imperfective, perfective, subjunctive, future, "having". */
const VOWEL_ENDINGS = [
  ...SHARED_ENDINGS,
  'या',
  'ये',
  'यी',
  'ई',
  'ए',
  'एं',
  'एगा',
  'एगी',
  'एंगे',
  'येगा',
  'येगी',
  'येंगे',
  'गा',
  'गी',
  'गे',
  'कर',
];

/** A consonant stem's endings, written with the vowel signs. */
const CONSONANT_ENDINGS = [...SHARED_ENDINGS, 'ा', 'ी', 'े', 'ें', 'ेगा', 'ेगी', 'ेंगे', 'कर'];

/** Perfectives made otherwise: जाना's गया, लेना's लिया, देना's दिया, होना's हुआ, करना's किया. */
const IRREGULAR = [
  'गया',
  'गई',
  'गयी',
  'गए',
  'गये',
  'लिया',
  'ली',
  'लिए',
  'लिये',
  'दिया',
  'दी',
  'दिए',
  'दिये',
  'हुआ',
  'हुई',
  'हुए',
  'किया',
  'किए',
  'किये',
  'की',
  'कीं',
];

const FORMS: ReadonlySet<string> = new Set([
  ...VOWEL_STEMS.flatMap((stem) => VOWEL_ENDINGS.map((ending) => stem + ending)),
  ...CONSONANT_STEMS.flatMap((stem) => CONSONANT_ENDINGS.map((ending) => stem + ending)),
  ...IRREGULAR,
]);

/** Whether `word` is a form of one of Hindi's light verbs ("जाएगा", "ले", "सकती", "लिया"). */
export const isHindiLightVerb = (word: string): boolean => FORMS.has(word.normalize('NFC'));
