/**
 * Korean's native numbers, which count people, things and the clock's hours ("세 명", "열다섯 대",
 * "아이들 셋이", "오후 세 시"). n2words' Korean lexicon is the Sino-Korean one ("삼", "십오"),
 * so "사과 세 개" was read as no figure: a card's "사과 3개" of it was stopped as a count the post
 * lacks, and a card's "버스 열여섯 대" of "버스 15대" let through. The words are a closed set
 * (one to nine, the tens to ninety), which no installed library spells (CLDR's native Korean
 * spell-out is not in `Intl`), so they are listed here.
 *
 * Many are everyday words too ("한" is "Korea" and "does", "세" "world" and "tax", "네" "yes",
 * "열" "heat"): the forms written before a counter ("한", "두", "세", "네", "스무") are read only
 * just before one ("세 명", "두 배"), the others ("셋", "다섯", "열둘") also as a word of their
 * own with a particle at most ("셋이", "다섯은"), never inside a longer word ("하나님", "넷플릭스",
 * "둘째").
 */

/** The units, each with the form written before a counter where it has its own. */
const UNITS: ReadonlyArray<[number, string, string?]> = [
  [1, '하나', '한'],
  [2, '둘', '두'],
  [3, '셋', '세'],
  [4, '넷', '네'],
  [5, '다섯'],
  [6, '여섯'],
  [7, '일곱'],
  [8, '여덟'],
  [9, '아홉'],
];

/** The tens: "스무" is twenty before a counter, "스물" before a unit or alone. */
const TENS: ReadonlyArray<[number, string]> = [
  [10, '열'],
  [20, '스물'],
  [20, '스무'],
  [30, '서른'],
  [40, '마흔'],
  [50, '쉰'],
  [60, '예순'],
  [70, '일흔'],
  [80, '여든'],
  [90, '아흔'],
];

const HANGUL = '\\uac00-\\ud7a3';

/**
 * Counters a native number is written before, spaced or not: people, teams, things, machines,
 * places, cases, times, hours, animals, years of age, cups, bottles, books, sheets, buildings,
 * kinds. Durations of days, months and years are left out (their own readers hold "이틀" and
 * "2개월", not "두 달").
 */
const COUNTERS = '명 사람 팀 개 대 곳 군데 건 배 번 시간 마리 살 잔 병 권 장 채 가지';

/**
 * What a counter may carry: a particle or an ending ("세 명이", "두 배로", "네 번째", "다섯 명씩"),
 * else it ends its word. A longer word is another noun that begins as a counter does ("네 명함",
 * your business card; "세 개인", "두 배우"), not read as the counter.
 */
const ENDINGS =
  '이 가 은 는 을 를 도 만 의 과 와 에 로 으로 씩 째 쯤 께 정도 가량 여 이상 이하 까지 부터 뿐 밖에';
const AFTER_COUNTER = `(?=${ENDINGS.split(' ').join('|')}|[^${HANGUL}]|$)`;

/**
 * The clock's "시", not the first syllable of a word ("세 시장", three markets, is no hour): a
 * word's end, or an ending or particle written on it ("세 시에", "네 시쯤", "두 시 반").
 */
const HOUR = `시(?=에|쯤|께|부터|까지|반|정각|[^${HANGUL}]|$)`;

/** A number's value by its word, and which words may stand alone. */
const VALUES = /* @__PURE__ */ new Map<string, number>();
const ALONE = /* @__PURE__ */ new Set<string>();
for (const [ten, tenWord] of [[0, ''] as [number, string], ...TENS]) {
  if (tenWord) VALUES.set(tenWord, ten);
  if (tenWord === '스무') continue;
  for (const [unit, word, before] of UNITS) {
    VALUES.set(`${tenWord}${word}`, ten + unit);
    ALONE.add(`${tenWord}${word}`);
    if (before) VALUES.set(`${tenWord}${before}`, ten + unit);
  }
}

const WORDS = /* @__PURE__ */ [...VALUES.keys()].sort((a, b) => b.length - a.length).join('|');
/** Particles a number standing alone may carry ("셋이", "다섯은", "둘이서"). */
const PARTICLES = '이서|에게|까지|밖에|이나|이|가|은|는|을|를|도|만|의|과|와|에|씩|뿐';

/**
 * A native number at a word's start, then either a counter (after one space at most, the space
 * kept in group 2 so a reader can write "3명" for "세 명") or a particle at most and the word's end.
 */
const NATIVE = /* @__PURE__ */ new RegExp(
  `(?<![${HANGUL}])(${WORDS})(?:( ?)(?=(?:${COUNTERS.split(' ').join('|')})${AFTER_COUNTER}|${HOUR})|(?=(?:${PARTICLES})?(?![${HANGUL}])))`,
  'gu',
);

/** A native number read in a text: where it stands (its space before a counter too), its value. */
export interface KoreanNativeNumber {
  start: number;
  end: number;
  value: number;
}

/** Words any native number begins with: a text without one is not read further. */
const FIRST = /* @__PURE__ */ new RegExp(
  `[${[...new Set([...VALUES.keys()].map((word) => word.charAt(0)))].join('')}]`,
  'u',
);

/** The native numbers of `text`, in order ("아이 셋이 세 시에": 3 at 3, 3 at 8 with its space). */
export function koreanNativeNumbers(text: string): KoreanNativeNumber[] {
  if (!FIRST.test(text)) return [];
  const found: KoreanNativeNumber[] = [];
  for (const match of text.matchAll(NATIVE)) {
    const word = match[1] ?? '';
    const counted = match[2] !== undefined;
    // A counter's form ("세", "스무") or a ten alone ("열이 나다", a fever) only before a counter.
    if (!counted && !ALONE.has(word)) continue;
    const start = match.index;
    found.push({ start, end: start + match[0].length, value: VALUES.get(word) as number });
  }
  return found;
}
