/**
 * Where a language's negation is seen in a text, for the languages negation-words.ts leaves out
 * because it is no word of its own (a verb's ending in Japanese, Korean, Turkish) or a particle
 * written without spaces (Chinese, Thai), and Vietnamese, Hindi and Arabic, whose particles the
 * readers of words do not take. The markers are those Universal Dependencies' treebanks mark
 * `Polarity=Neg` in each language (universaldependencies.org), kept to a verb's negation; the
 * idioms are a short list a summary writes that negate nothing a line could flip: "only" ("しか…
 * ない", "chỉ"), "less than" ("不到", "chưa đến", "ไม่ถึง"), "not only", "still" ("لا يزال"),
 * "must" ("なければならない"), "maybe" ("かもしれない"), and words that merely hold the letters
 * ("少ない", "不断", "không khí", "namaz").
 */

/** A word's edges where `\b` knows no letters beyond ASCII. */
const W = String.raw`(?<![\p{L}\p{M}])`;
const E = String.raw`(?![\p{L}\p{M}])`;

/** How the words a negation negates are found: before it (a verb's ending), or after it (a particle). */
type Side = 'ja' | 'ko' | 'tr' | 'sw' | 'hi' | 'after' | 'after-word';

interface Markers {
  /** The negations, found anywhere. */
  marker: RegExp;
  /** Idioms and words read as no negation: taken out before the markers are looked for. */
  idioms: RegExp;
  /** Written without spaces between words: content is read as pairs of letters. */
  spaceless: boolean;
  /** Where the negated verb is, and how much of it is kept (see `negatedOf`). */
  side: Side;
  /** Words between a particle and its verb, passed over ("不会", "sẽ không được"). */
  skip?: RegExp;
}

/** A Swahili verb's present negated: "ha" and its subject, the stem, "-i" ("haisimami", h281). */
const SWAHILI_PRESENT_SOURCE = String.raw`h(?:awa|atu|amu|azi|ali|aya|aki|avi|apa|ai|au|a|u|i)\p{L}{2,}i`;
const SWAHILI_PRESENT = /^h(?:awa|atu|amu|azi|ali|aya|aki|avi|apa|ai|au|a|u|i)(\p{L}{3,})i$/u;

const MARKERS: Readonly<Record<string, Markers>> = {
  ja: {
    marker: /ない|なかっ|なく|ません|せず|(?<![必まわ])ず(?=[、。,，にとも]|$)/u,
    idioms:
      /しか[^、。]{0,30}?(?:ない|なかっ|ません)|(?:少|危|間も|違い|しれ|なら|いけ|かね|足り|仕方|ほかなら|すぎ|過ぎ)(?:ない|なかっ|なく|ません)|(?:なければ|なくては|ないと(?!(?:発表|述べ|言|話|説明|明らか|強調|報告|伝え|語|思|考|判断|決め|決定|し[たて])))|ないか|ませんか/gu,
    spaceless: true,
    side: 'ja',
  },
  ko: {
    // "-지 않다", "-지 못하다", "없다", and "안"/"못" before a verb.
    marker: new RegExp(String.raw`않|못하|못했|${W}(?:안|못)(?=\s)|없`, 'u'),
    idioms: /못지않|뿐만\s*아니|없이|밖에\s*없|수밖에/gu,
    spaceless: true,
    side: 'ko',
  },
  zh: {
    marker: /不|没|未(?!来|满|成年|知)|無|无法|无人|别/u,
    idioms:
      /不(?:过|断|少|同|仅|久|到|足|但|管|论|错|如|得不|止|安|便|然|必|只|超过|低于|高于|少于|多于|及)|差不多|了不起|没收|淹没|埋没|出没|无论|毫无疑问|是否|能否|与否|还是|没想到/gu,
    spaceless: true,
    side: 'after',
    skip: /^(?:会|能|要|是|再|得|可以|可|有|了|将|在|曾|应|该|需)+/u,
  },
  th: {
    marker: /ไม่/u,
    idioms: /ไม่(?:ว่า|เพียง|ถึง|เกิน|น้อยกว่า|กี่|ใช่แต่|นาน|ช้า)/gu,
    spaceless: true,
    side: 'after',
    skip: /^(?:ได้|เคย|ยอม|ค่อย|ต้อง|สามารถ|มี)+/u,
  },
  vi: {
    marker: new RegExp(`${W}(?:không|chưa|chẳng|chả)${E}`, 'iu'),
    idioms: new RegExp(
      `${W}(?:(?:không|chưa|chẳng)\\s+(?:chỉ|những|khí|gian|quân|phận|quá|dưới|đầy|đến|tới|kém|thể\\s+thiếu)|hàng\\s+không|hay\\s+không|có\\s+[^,.]*?\\s+không\\s*[?.]|chưa\\s+từng\\s+có)${E}`,
      'giu',
    ),
    spaceless: false,
    side: 'after-word',
    skip: /^(?:(?:được|có|thể|hề|phải|còn|đã|sẽ|bị|hề|cần|muốn|dám)\s+)+/iu,
  },
  hi: {
    marker: new RegExp(`${W}(?:नहीं|नहि|न|मत|ना)${E}`, 'u'),
    idioms: new RegExp(
      `${W}(?:न\\s+केवल|न\\s+सिर्फ़?|नहीं\\s+तो|कम\\s+नहीं|से\\s+कम\\s+नहीं|या\\s+नहीं|या\\s+न)${E}`,
      'gu',
    ),
    spaceless: false,
    side: 'hi',
  },
  tr: {
    // A verb's negation: its stem, then -ma/-me before a tense (-yacak, -dı, -mış, -z, -yan), or
    // -m before -ıyor; and "değil", "yok".
    marker: new RegExp(
      String.raw`${W}(?:\p{L}{2,}?(?:m[ae](?:y[ae]c[ae]k|d[ıi]|m[ıi]ş|z|y[ae]n|s[ıi]n)|m[ıiuü]yor)\p{L}*|değil\p{L}*|yok\p{L}*)${E}`,
      'u',
    ),
    idioms: new RegExp(`${W}(?:komedi|trajikomedi|namaz|yılmaz|yoksa|yoksul\\p{L}*)${E}`, 'giu'),
    spaceless: false,
    side: 'tr',
  },
  sw: {
    // A verb's prefix of negation: "ha-" with its subject, then a tense ("haikuongeza",
    // "haitafunguliwa", "hakusaini", "hawajafika"); "hakuna", "hapana" (there is none, no). The
    // present's "haisimami", "hawasomi" (its verb ending in "-i", h281) is read with the nouns
    // that hold the same letters taken out as idioms ("habari", "hifadhi", "halmashauri"); "si"
    // (is not) before the word it denies ("si mwalimu" of "ni mwalimu").
    marker: new RegExp(
      `${W}(?:h(?:a|u|atu|amu|awa|ai|azi|ali|aya|aki|avi|au|apa|i)(?:ku|ta|ja)\\p{L}{3,}|${SWAHILI_PRESENT_SOURCE}|hakuna|hapana|hamna|si(?=\\s))${E}`,
      'iu',
    ),
    idioms: new RegExp(
      `${W}(?:hatari\\p{L}*|hatua|hakika|hatimaye|habari|hadithi|harusi|halmashauri|hifadhi|halisi|huzuni|hitaji|harakati|hadharani|hamisi|si\\s+tu)${E}`,
      'giu',
    ),
    spaceless: false,
    side: 'sw',
  },
  ar: {
    marker: new RegExp(`${W}[وف]?(?:لا|لم|لن|ليس|ليست|ليسوا|لسنا)${E}`, 'u'),
    idioms: new RegExp(
      `${W}[وف]?(?:لا|ما)\\s+(?:يزال|تزال|يزالون|زال|زالت|سيما|بد)${E}|${W}[وف]?(?:لا\\s+)?(?:أكثر|أقل)\\s+من${E}`,
      'gu',
    ),
    spaceless: false,
    side: 'after-word',
    // "لم يعد" (no longer), "لم يكن" (was not): the verb after them is the one negated.
    skip: /^\s*(?:يعد|تعد|يعودوا|يكن|تكن|يكونوا)(?=\s)/u,
  },
};

/** The negations of one text whose verbs are read. */
const MOST_VERBS = 16;
/** The characters read on either side of a negation for its verb. */
const WINDOW = 48;
/** Korean as its letters' parts (jamo), the last part dropped: "오르" of "오르지" is in "오른다". */
const jamo = (syllables: string) => syllables.normalize('NFD').slice(0, -1);
/** A Japanese verb's Han (two at most) and the kana after it, at the end of a text. */
const JAPANESE_STEM = /(\p{Script=Han}{1,2})(\p{Script=Hiragana}*)$/u;
const LAST_TWO = /[\p{L}\p{M}]{2}$/u;
const LAST_WORD = /([\p{L}\p{M}]+)\s*$/u;
const FIRST_WORD = /^\s*([\p{L}\p{M}]+)/u;
/** A Turkish verb's negation and what follows it, to be cut from the verb's stem. */
const TURKISH_NEGATION = /m[ae]?(?:y[ae]c[ae]k|d[ıi]|m[ıi]ş|z|y[ae]n|s[ıi]n|[ıiuü]yor)\p{L}*$/u;
/** A Swahili verb's prefix of negation, subject and tense: cut from the verb's stem. */
const SWAHILI_NEGATION = /^h(?:a|u|atu|amu|awa|ai|azi|ali|aya|aki|avi|au|apa|i)(?:ku|ta|ja)/u;
/** An Arabic verb's prefix of person or tense ("يرتفع" is "سيرتفع"'s and "ارتفع"'s): cut. */
const ARABIC_PREFIX = /^[يتنأ](?=\p{L}{2})/u;

/**
 * What the negation at `at` (its length `length`) of `text` negates, as the letters the other
 * text must hold to be the same verb's (undefined where none is read): the verb's stem before a
 * verb's ending ("上が" of "上がらない", "채용" of "채용하지 못했다", "açıl" of "açılmayacak"), the
 * first letters or word after a particle ("涨到" of "不会涨到", "tăng" of "không tăng").
 */
function negatedOf(text: string, at: number, length: number, markers: Markers): string | undefined {
  // A window on either side, not the whole text: a long clause with many negations costs no square.
  const before = text.slice(Math.max(0, at - WINDOW), at);
  const after = text
    .slice(at + length, at + length + WINDOW)
    .trimStart()
    .replace(markers.skip ?? /^/u, '');
  const lang = markers.side;
  if (lang === 'ja') {
    // The verb's stem: its last kana (the ending "ら" of "上がら", "し" of "再開し") dropped, but
    // kept after a single Han ("満た" of "満たない" is not "未満"'s "満").
    const stem = JAPANESE_STEM.exec(before);
    if (!stem) return LAST_TWO.exec(before)?.[0];
    const [, han = '', kana = ''] = stem;
    if (kana.length >= 2) return `${han}${kana.slice(0, -1)}`;
    return han.length >= 2 ? han : `${han}${kana}`;
  }
  if (lang === 'ko') {
    // "안 오른다", "못 했다": the verb after; "오르지 않는다", "사망자는 없었다": the word before.
    const word = /\s$/u.test(text.slice(at, at + length + 1))
      ? FIRST_WORD.exec(after)?.[1]
      : LAST_WORD.exec(before)?.[1]
          ?.replace(/지$/u, '')
          .replace(/(?<=.)하$/u, '');
    return word ? jamo([...word].slice(0, 2).join('')) : undefined;
  }
  if (lang === 'sw') {
    // The verb after its prefix of negation ("ongeza" of "haikuongeza", in "iliongeza"); after
    // "hakuna", the word it denies.
    const word = text.slice(at, at + length).toLowerCase();
    const stem = word.replace(SWAHILI_NEGATION, '');
    if (stem !== word && stem.length >= 3) return stem;
    // The present's stem without its "-i": "simam" of "haisimami", in "inasimama".
    const present = SWAHILI_PRESENT.exec(word)?.[1];
    return present ?? FIRST_WORD.exec(after)?.[1]?.toLowerCase();
  }
  if (lang === 'tr') {
    const word = text.slice(at, at + length).toLowerCase();
    const stem = word.replace(TURKISH_NEGATION, '');
    if (stem !== word && stem.length >= 2) return stem;
    // "değil", "yok": the word before them.
    return LAST_WORD.exec(before)?.[1]?.toLowerCase();
  }
  const word = FIRST_WORD.exec(after)?.[1];
  if (!word) return undefined;
  // Hindi's verbs are short ("हो", "खुल") and inflect after: their first two letters.
  if (lang === 'after' || lang === 'hi') return [...word].slice(0, 2).join('');
  return word.toLowerCase().replace(ARABIC_PREFIX, '');
}

/** Whether `text` holds the negated verb `verb` (read by `negatedOf`). */
function holdsVerb(text: string, verb: string, markers: Markers): boolean {
  const lower = text.toLowerCase();
  if (markers.side === 'ko') return text.normalize('NFD').includes(verb);
  if (markers.side === 'tr') {
    return (lower.match(/\p{L}+/gu) ?? []).some((word) => word.startsWith(verb));
  }
  return lower.includes(verb);
}

/** A language's negation reader: whether a text negates, and the text without its negations. */
export interface NegationMarkers {
  negates(text: string): boolean;
  /** The verbs the text's negations negate (see `negatedOf`). */
  negatedVerbs(text: string): string[];
  /** Whether a text holds one of those verbs. */
  holdsVerb(text: string, verb: string): boolean;
  strip(text: string): string;
  spaceless: boolean;
}

const read = /* @__PURE__ */ new Map<string, NegationMarkers | null>();

/** The negation markers of `lang` (a BCP 47 tag's base), or undefined where none are kept. */
export function negationMarkersOf(lang: string): NegationMarkers | undefined {
  let found = read.get(lang);
  if (found === undefined) {
    const markers = MARKERS[lang];
    // The marker again with a g flag, made once: a literal a call would be made at each line.
    const every = markers && new RegExp(markers.marker.source, `${markers.marker.flags}g`);
    found =
      markers && every
        ? {
            negates: (text) => markers.marker.test(text.replace(markers.idioms, ' ')),
            negatedVerbs: (text) => {
              const plain = text.replace(markers.idioms, ' ');
              const verbs: string[] = [];
              for (const match of plain.matchAll(every)) {
                const verb = negatedOf(plain, match.index, match[0].length, markers);
                if (verb) verbs.push(verb);
                // A clause's first negations: one with thousands is no prose a line says again.
                if (verbs.length >= MOST_VERBS) break;
              }
              return verbs;
            },
            holdsVerb: (text, verb) => holdsVerb(text, verb, markers),
            strip: (text) => text.replace(markers.idioms, ' ').replace(every, ' '),
            spaceless: markers.spaceless,
          }
        : null;
    read.set(lang, found);
  }
  return found ?? undefined;
}
