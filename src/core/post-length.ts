/**
 * X's weighted post length (twitter-text config v3), so a post we write is never refused by X.
 * It agrees with every case of twitter-text's WeightedTweetsWithDiscountedEmojiCounterTest; it
 * differs on purpose from the older WeightedTweetsCounterTest, which weighs each code point of an
 * emoji sequence (a family emoji 11, 🧑‍🔧 5) the way X no longer does.
 */
import { rememberLines } from './remember-lines.ts';

const URL_WEIGHT = 23;
const EMOJI_WEIGHT = 2;
const MAX_LABEL_LENGTH = 63;
const MAX_URL_LENGTH = 4096;

/** Code points X counts as 1; every other one counts 2. */
const LIGHT_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];

/**
 * Country-code TLDs (IANA, delegated) and the generic TLDs people actually type. Only URLs
 * written without a scheme need a listed TLD; twitter-text's full list is 35 KB we do not want.
 */
const COUNTRY_TLDS =
  'ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bm bn bo br bs bt ' +
  'bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg er ' +
  'es et eu fi fj fk fm fo fr ga gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht ' +
  'hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ' +
  'ls lt lu lv ly ma mc md me mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ' +
  'ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd ' +
  'se sg sh si sk sl sm sn so sr ss st su sv sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw ' +
  'tz ua ug uk us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw';
const GENERIC_TLDS =
  'com net org edu gov mil int info biz name pro mobi aero asia cat coop jobs museum tel travel ' +
  'app dev page blog shop store online site website tech xyz club live news art design cloud link ' +
  'top vip wiki space world today media email social video game games music studio agency company ' +
  'digital network solutions academy guru ninja rocks life love fun one icu lol wtf ink bio eco ' +
  'foundation community church health law finance money capital crypto ai gay moe';
/** Short ccTLDs X still links without a scheme or path ("t.co", "twitch.tv"). */
const SPECIAL_SHORT_TLDS = new Set(['co', 'tv']);
const COUNTRY_TLD_SET = new Set(COUNTRY_TLDS.split(' '));

const listedTlds = [...new Set(`${GENERIC_TLDS} ${COUNTRY_TLDS}`.split(' '))]
  // Longest first, so "com" is tried before "co".
  .sort((a, b) => b.length - a.length)
  .join('|');

const UNICODE_LABEL = '[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}_-]{0,61}[\\p{L}\\p{M}\\p{N}])?';
const ASCII_LABEL = '[a-z0-9](?:[a-z0-9_-]{0,61}[a-z0-9])?';
/** With a scheme any alphabetic TLD links, which approximates X's full list of ~1,500. */
const ANY_TLD =
  '(?:[a-z]{2,63}(?![a-z0-9@+-])|xn--[a-z0-9-]{1,59}(?![a-z0-9@+-])|(?:(?![a-z])[\\p{L}\\p{M}]){2,63}(?![\\p{L}\\p{M}\\p{N}@+-]))';
const PATH_CHAR =
  "[a-z\\u0400-\\u04ff0-9!*';:=+,.$/%#\\[\\]\\-\\u2013_~&|@\\u00c0-\\u024f\\u1e00-\\u1eff]";
const PATH_END = '[+\\-a-z\\u0400-\\u04ff0-9=_#/\\u00c0-\\u024f\\u1e00-\\u1eff]';
const PARENS = `\\((?:${PATH_CHAR}+|${PATH_CHAR}*\\(${PATH_CHAR}+\\)${PATH_CHAR}*)\\)`;
const PATH_PIECE = `(?:${PATH_CHAR}*(?:${PARENS}${PATH_CHAR}*)*(?:${PATH_END}|${PARENS})|@${PATH_CHAR}+/)`;
const QUERY = "\\?[a-z0-9!?*'();:&=+$/%#\\[\\]\\-_.,~|@]*[a-z0-9\\-_&=#/]";

let builtUrlPattern: RegExp | undefined;

/**
 * twitter-text's URL extraction, reduced: a scheme URL, or a bare ASCII domain with a listed TLD.
 * Built on first use: a case-insensitive pattern over Unicode classes takes tens of milliseconds
 * to build, which a page loading this module for its counters should not pay before first paint.
 */
const urlPattern = (): RegExp => {
  builtUrlPattern ??= new RegExp(
    '(?<![a-z0-9@＠$#＃])' +
      `(?:(?<scheme>https?://)(?<host>(?:${UNICODE_LABEL}\\.)+${ANY_TLD})` +
      `|(?<![-_./])(?<bareHost>(?:${ASCII_LABEL}\\.)+(?:${listedTlds})(?![a-z0-9@+-])))` +
      `(?::\\d+)?(?<path>/${PATH_PIECE}*)?(?:${QUERY})?`,
    'giu',
  );
  return builtUrlPattern;
};

/** An emoji sequence is one grapheme holding a pictograph, a flag letter or a keycap. */
const EMOJI_PATTERN = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;
/** Pure ASCII needs no segmenting: no emoji, every character weighs 1. */
const isAscii = (text: string): boolean => !/[^\p{ASCII}]/u.test(text);

let graphemeSegmenter: Intl.Segmenter | undefined;
/**
 * Made on first need, like the URL pattern: pure ASCII text never needs it, and making one at load
 * costs the page's first paint (a segmenter made at module load was most of the startup chunk's
 * evaluation time on a throttled phone).
 */
export const graphemes = (): Intl.Segmenter =>
  (graphemeSegmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' }));

const codePointWeight = (codePoint: number): number =>
  LIGHT_RANGES.some(([low, high]) => codePoint >= low && codePoint <= high) ? 1 : 2;

const plainWeight = (text: string): number => {
  let weight = 0;
  for (const char of text) weight += codePointWeight(char.codePointAt(0) ?? 0);
  return weight;
};

const graphemeWeight = (grapheme: string): number => {
  const plain = plainWeight(grapheme);
  // A lone light pictograph such as a bare © stays a text character, as on X.
  if (plain === 1 || !EMOJI_PATTERN.test(grapheme)) return plain;
  return EMOJI_WEIGHT;
};

const SEGMENT_CHUNK = 256;
const PLAIN_CHAR = /^[\p{L}\p{N}\p{P}\p{Zs}]$/u;
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
const FORMAT_CHAR = /^\p{Cf}$/u;

/**
 * Whether a grapheme boundary surely lies between two code points: between two plain characters,
 * or before a pictograph not joined by a ZWJ (UAX #29 GB11). Other splits would not change the
 * count of plain text either; they only must not cut an emoji sequence.
 */
const isBoundary = (before: string, after: string): boolean =>
  PICTOGRAPH.test(after)
    ? !FORMAT_CHAR.test(before)
    : PLAIN_CHAR.test(after) && PLAIN_CHAR.test(before) && !PICTOGRAPH.test(before);

/** V8's segmenter slows down quadratically on long strings, so long text is fed in pieces. */
function* segmentable(text: string): Generator<string> {
  let start = 0;
  let index = 0;
  let before = '';
  for (const char of text) {
    if (index - start >= SEGMENT_CHUNK && isBoundary(before, char)) {
      yield text.slice(start, index);
      start = index;
    }
    before = char;
    index += char.length;
  }
  yield text.slice(start);
}

const textWeight = (text: string): number => {
  if (isAscii(text)) return text.length;
  let weight = 0;
  for (const piece of segmentable(text)) {
    for (const { segment } of graphemes().segment(piece)) weight += graphemeWeight(segment);
  }
  return weight;
};

/** X refuses links whose host labels exceed 63 characters once punycode-encoded. */
const hasValidHost = (host: string, url: string): boolean => {
  if (isAscii(host)) return url.length <= MAX_URL_LENGTH;
  try {
    const asciiHost = new URL(`http://${host}`).hostname;
    const labelsFit = asciiHost.split('.').every((label) => label.length <= MAX_LABEL_LENGTH);
    return labelsFit && url.length + asciiHost.length - host.length <= MAX_URL_LENGTH;
  } catch {
    return false;
  }
};

/** A bare "name.cc" with no path is not a link ("readme.md"), except .co and .tv ("t.co"). */
const isBareShortDomain = (host: string): boolean => {
  const labels = host.toLowerCase().split('.');
  const tld = labels.at(-1) ?? '';
  return labels.length === 2 && COUNTRY_TLD_SET.has(tld) && !SPECIAL_SHORT_TLDS.has(tld);
};

const countsAsUrl = (match: RegExpExecArray): boolean => {
  const { host, bareHost, path } = match.groups ?? {};
  if (host !== undefined) return hasValidHost(host, match[0]);
  if (bareHost === undefined) return false;
  return path !== undefined || !isBareShortDomain(bareHost);
};

/**
 * The weighted length X shows for `text`: URLs 23, emoji sequences 2, wide characters 2. Shaping
 * weighs the same posts again and again (each cut, each hashtag tried): one weighing per text.
 */
export const postLength = rememberLines(weighPost);

function weighPost(text: string): number {
  const normalized = text.normalize('NFC');
  let weight = 0;
  let consumed = 0;
  // Every link has a dot in its host: text without one needs no URL pattern at all.
  const matches = normalized.includes('.') ? normalized.matchAll(urlPattern()) : [];
  for (const match of matches) {
    if (!countsAsUrl(match)) continue;
    weight += textWeight(normalized.slice(consumed, match.index)) + URL_WEIGHT;
    consumed = match.index + match[0].length;
  }
  return weight + textWeight(normalized.slice(consumed));
}
