/**
 * Lines that put a source's everyday words where the guard's name readers look (issue 44, the
 * test src/core/guard/names/everyday-name-lines.test.ts): made from the labelled set's sources
 * (eval/guard-cases/<lang>.yaml) in the languages whose scripts have no capitals or whose capital
 * only opens a sentence. Blind rounds kept stopping a faithful line for a "name" that was a verb,
 * a noun in another form or a sentence's new first word ("ارتفعت", "बाज़ार", "Според"); these
 * lines meet the same readings on every source at once. A faithful line is a sentence of the
 * source with one of its words moved to the front (capitalised where the script has capitals) or
 * put in another form of the same stem (a clitic, a case ending, an article); an invented line is
 * the same sentence with one of its names put for a name another source of the language has.
 */
import { ara, ben, bul, fas, heb, hin, jpn, pol, rus, tha, ukr, urd, zho } from 'stopword';
import { type GuardCase, type GuardCaseSource, loadGuardCases } from '../eval/guard-cases.ts';
import { caseSourceInput } from '../eval/guard-score.ts';

/** A line's source as the eval reads it for a Normal card. */
export const sourceInputOf = (entry: EverydayLine) => caseSourceInput(entry.source, 'normal');

/** The languages read: caseless scripts, and Cyrillic and Latin ones whose capitals open sentences. */
export const EVERYDAY_LANGUAGES = [
  'ar',
  'fa',
  'ur',
  'he',
  'hi',
  'bn',
  'th',
  'zh',
  'ja',
  'bg',
  'uk',
  'ru',
  'pl',
] as const;

const KATAKANA = /^[\p{Script=Katakana}ー]+$/u;
const UNSPACED = new Set(['th', 'zh', 'ja']);
const CASED = new Set(['bg', 'uk', 'ru', 'pl']);

export interface EverydayLine {
  lang: string;
  source: Omit<GuardCaseSource, 'lines'>;
  /**
   * "moved" (a word opens the sentence), "inflected" (a word in another form), "opened" (both)
   * or "invented".
   */
  variant: 'moved' | 'inflected' | 'opened' | 'invented';
  /** The word moved, inflected, or the name put in. */
  word: string;
  line: string;
  /** The source's sentence the line is made of, as written. */
  sentence: string;
}

interface Token {
  /** As written, with its punctuation. */
  text: string;
  /** Its letters without the punctuation around them. */
  core: string;
}

const words = (lang: string, text: string): Token[] => {
  if (UNSPACED.has(lang)) {
    const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    return [...segmenter.segment(text)].map((part) => ({
      text: part.segment,
      core: part.isWordLike ? part.segment : '',
    }));
  }
  return text
    .split(/\s+/u)
    .filter(Boolean)
    .map((text) => ({ text, core: text.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '') }));
};

const join = (lang: string, tokens: readonly string[]) =>
  tokens.join(UNSPACED.has(lang) ? '' : ' ');

/** Each language's function words (`stopword`'s lists): no everyday word moved nor inflected. */
const STOP_WORDS: Readonly<Record<string, readonly string[]>> = {
  ar: ara,
  fa: fas,
  ur: urd,
  he: heb,
  hi: hin,
  bn: ben,
  th: tha,
  zh: zho,
  ja: jpn,
  bg: bul,
  uk: ukr,
  ru: rus,
  pl: pol,
};

const LETTERS = /^[\p{L}\p{M}]+$/u;
const upperFirst = (word: string) => (word[0]?.toUpperCase() ?? '') + word.slice(1);
const lowerFirst = (word: string) => (word[0]?.toLowerCase() ?? '') + word.slice(1);

/** The source's sentences of 4 to 25 words, without their closing mark. */
function sentencesOf(lang: string, text: string): string[] {
  const segmenter = new Intl.Segmenter(lang, { granularity: 'sentence' });
  return [...segmenter.segment(text.replace(/\s+/gu, ' '))]
    .map((part) => part.segment.trim().replace(/[.!?؟।。！？]+$/u, ''))
    .filter((sentence) => {
      const count = words(lang, sentence).filter((token) => token.core).length;
      return count >= 4 && count <= 25 && !/[#@]|https?:/u.test(sentence);
    });
}

/** Whether the source writes `word` with its capital past a sentence's first word: a name. */
function capitalisedInside(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const before = text.slice(0, at).trimEnd();
    if (before && !/[.!?…:"«„]$/u.test(before) && !/[\p{L}\p{M}]$/u.test(text.slice(0, at))) {
      return true;
    }
  }
  return false;
}

/**
 * A word the source moves about: letters only, three or more, no function word, no name where
 * capitals tell.
 */
function everyday(lang: string, core: string): boolean {
  if (STOP_WORDS[lang]?.includes(core.toLowerCase())) return false;
  if (!LETTERS.test(core) || [...core].length < (UNSPACED.has(lang) ? 2 : 3)) return false;
  if (CASED.has(lang)) return core === core.toLowerCase();
  return true;
}

const QUOTES = /["'«»„“”「」『』《》]/gu;

/** A word no figure nor quote holds: no number beside it, no quote mark open before it. */
function plainAt(tokens: readonly Token[], at: number): boolean {
  const near = [tokens[at - 1], tokens[at], tokens[at + 1]].filter((token) => token?.core);
  if (near.some((token) => /\p{N}/u.test(token?.text ?? ''))) return false;
  const before = tokens
    .slice(0, at + 1)
    .map((token) => token.text)
    .join(' ');
  return (
    (before.match(QUOTES)?.length ?? 0) % 2 === 0 &&
    !/["'«»„“”「」『』《》]/u.test(tokens[at]?.text ?? '')
  );
}

/** Up to three of `items`, spread over them. */
const spread = <T>(items: readonly T[], count = 3): T[] => {
  if (items.length <= count) return [...items];
  return Array.from(
    { length: count },
    (_, at) => items[Math.floor((at * items.length) / count)] as T,
  );
};

/** The sentence with its `at`th word put first, as a sentence opens where capitals tell. */
function moved(lang: string, tokens: readonly Token[], at: number, text: string): string {
  const first = tokens[at] as Token;
  const rest = tokens.filter((_, index) => index !== at).map((token) => token.text);
  if (!CASED.has(lang)) return join(lang, [first.core, ...rest]);
  const opener = tokens[0]?.core ?? '';
  if (rest[0] && opener && !capitalisedInside(text, opener)) rest[0] = lowerFirst(rest[0]);
  return join(lang, [upperFirst(first.core), ...rest]);
}

const SLAVIC_SOFT = /[кгхжшчщ]$/u;

/**
 * Other forms of `word` from its stem: Arabic's and Hebrew's clitics and endings, Persian's and
 * Urdu's plurals, Hindi's and Bengali's case endings, Slavic case endings, Bulgarian's article.
 */
export function inflections(lang: string, word: string): string[] {
  const stem = (cut: number) => word.slice(0, word.length - cut);
  const last = word.slice(-1);
  switch (lang) {
    case 'ar':
      return [
        `و${word}`,
        word.endsWith('ة')
          ? `${stem(1)}ات`
          : word.startsWith('ال')
            ? `بال${word.slice(2)}`
            : `${word}ها`,
      ];
    case 'fa':
      return [`${word}\u200cها`, `${word}ی`];
    case 'ur':
      return [word.endsWith('ا') ? `${stem(1)}ے` : `${word}وں`, `${word}یں`];
    case 'he':
      return [`ו${word}`, `ב${word}`];
    case 'hi':
      if (last === 'ा') return [`${stem(1)}े`, `${stem(1)}ों`];
      if (last === 'ी') return [`${stem(1)}ियों`];
      return /[\u0915-\u0939\u0958-\u095F]$/u.test(word) ? [`${word}ों`, `${word}ें`] : [];
    case 'bn':
      return [/[\u09BE-\u09CC]$/u.test(word) ? `${word}র` : `${word}ের`, `${word}গুলো`];
    case 'bg':
      if (last === 'а' || last === 'я') return [`${word}та`];
      if (last === 'о' || last === 'е') return [`${word}то`];
      if (last === 'и') return [`${word}те`];
      return /[бвгдзклмнпрстфхцчшщ]$/u.test(word) ? [`${word}а`, `${word}ът`] : [];
    case 'ru':
    case 'uk': {
      const plural = lang === 'ru' || SLAVIC_SOFT.test(stem(1)) ? 'и' : 'і';
      if (last === 'а')
        return [
          `${stem(1)}${SLAVIC_SOFT.test(stem(1)) ? 'и' : lang === 'ru' ? 'ы' : 'и'}`,
          `${stem(1)}у`,
        ];
      if (last === 'я') return [`${stem(1)}${plural}`, `${stem(1)}ю`];
      if (/(?:ый|ий|ой)$/u.test(word)) return [`${stem(2)}ого`, `${stem(2)}ому`];
      if (/(?:ые|ие|і)$/u.test(word)) return [`${stem(/і$/u.test(word) ? 1 : 2)}их`];
      if (/[бвдзлмнпрстфц]$/u.test(word)) return [`${word}а`, `${word}ом`];
      return [];
    }
    case 'pl':
      if (last === 'a') return [`${stem(1)}${/[kg]$/u.test(stem(1)) ? 'i' : 'y'}`, `${stem(1)}ą`];
      if (/(?:ny|wy|ry|ły|ty)$/u.test(word)) return [`${stem(1)}ego`, `${stem(1)}ym`];
      if (/[bcdfhlmnprstwz]$/u.test(word)) return [`${word}u`, `${word}em`];
      return [];
    default:
      return [];
  }
}

/**
 * The run of a labelled invented line the source lacks (the name put in) and the source's words
 * it stands for, found by the source's words beside it (one side is enough, the run as long).
 */
function replacedRun(
  lang: string,
  line: readonly Token[],
  text: string,
): { name: string; original?: string } | undefined {
  const sourceTokens = words(lang, text).filter((token) => token.core);
  const cores = line.filter((token) => token.core);
  const has = (core: string) =>
    UNSPACED.has(lang) ? text.includes(core) : sourceTokens.some((token) => token.core === core);
  const found: { name: string; original?: string }[] = [];
  for (let start = 0; start < cores.length; start++) {
    const token = cores[start] as Token;
    if (has(token.core) || /\p{N}/u.test(token.core)) continue;
    let end = start;
    while (cores[end + 1] && !has(cores[end + 1]?.core as string)) end++;
    const run = cores.slice(start, end + 1).map((part) => part.core);
    const before = cores[start - 1]?.core;
    const after = cores[end + 1]?.core;
    start = end;
    if (run.length > 3 || !run.every((part) => LETTERS.test(part))) continue;
    const name = join(lang, run);
    if (UNSPACED.has(lang)) {
      const from = before === undefined ? -1 : text.indexOf(before);
      const to = after === undefined ? -1 : text.indexOf(after, Math.max(0, from));
      const at = from >= 0 ? from + (before as string).length : to - name.length;
      const stop = to >= 0 ? to : at + name.length;
      const original = at >= 0 && stop > at ? text.slice(at, stop) : '';
      const fits = [...original].length >= 2 && [...original].length <= 8 && LETTERS.test(original);
      found.push({ name, ...(fits && { original }) });
      continue;
    }
    const from = sourceTokens.findIndex((part) => part.core === before);
    const to = sourceTokens.findIndex((part, index) => index > from && part.core === after);
    const first = from >= 0 ? from + 1 : to - run.length;
    const last = to >= 0 ? to : first + run.length;
    const span = sourceTokens.slice(Math.max(0, first), last).map((part) => part.core);
    const fits =
      first >= 0 &&
      span.length >= 1 &&
      span.length <= 3 &&
      span.every((part) => LETTERS.test(part));
    found.push({ name, ...(fits && { original: span.join(' ') }) });
  }
  // A name is the longest run the line adds (a given and a family name), not a verb beside it.
  return found.sort((x, y) => [...y.name].length - [...x.name].length)[0];
}

/**
 * The names of the language's sources: where capitals tell, a source's words capitalised past a
 * sentence's first; else the names its labelled invented lines put in (`pool`) and the source's
 * words they stand for (`own`).
 */
function namesOf(lang: string, cases: readonly GuardCase[]) {
  const own = new Map<string, string[]>();
  const pool = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, id: string, name: string) =>
    map.set(id, [...new Set([...(map.get(id) ?? []), name])]);
  const lower = cases.map((entry) => entry.source.text).join(' ');
  for (const entry of cases) {
    const text = entry.source.text;
    if (CASED.has(lang)) {
      const tokens = words(lang, text);
      // A name of one word ("Cardiff", "Терзиев"), not a word of a longer one ("Ligi Narodów",
      // "Serce Dzieci"), which the language also writes in lower case.
      const capital = (at: number) => /^\p{Lu}/u.test(tokens[at]?.core ?? '');
      for (const [at, token] of tokens.entries()) {
        if (capital(at - 1) || capital(at + 1) || lower.includes(token.core.toLowerCase()))
          continue;
        if (/^\p{Lu}\p{Ll}{2,}$/u.test(token.core) && capitalisedInside(text, token.core)) {
          add(own, entry.source.id, token.core);
          add(pool, entry.source.id, token.core);
        }
      }
      continue;
    }
    if (entry.label !== 'invented' || entry.kind !== 'name' || entry.lineLang) continue;
    const run = replacedRun(lang, words(lang, entry.line), text);
    // A spaced script's run of one word is as often a verb the line rewords with (a given and a
    // family name are two).
    if (run && (UNSPACED.has(lang) || run.name.includes(' '))) add(pool, entry.source.id, run.name);
    if (run?.original && text.includes(run.original)) add(own, entry.source.id, run.original);
  }
  return { own, pool };
}

/**
 * Every generated line of the languages' sources, in file order: words moved and inflected in
 * each source's first `perSource` sentences (more lines, a longer test), names swapped in one.
 */
export function everydayNameLines(
  cases: readonly GuardCase[] = loadGuardCases(),
  perSource = 1,
): EverydayLine[] {
  const lines: EverydayLine[] = [];
  for (const lang of EVERYDAY_LANGUAGES) {
    const own = cases.filter((entry) => entry.file === `${lang}.yaml`);
    const sources = [...new Map(own.map((entry) => [entry.source.id, entry.source])).values()];
    const { own: names, pool: named } = namesOf(lang, own);
    const pool = [...named.entries()];
    for (const [index, source] of sources.entries()) {
      const text = source.text;
      const sentences = sentencesOf(lang, text);
      for (const sentence of sentences.slice(0, perSource)) {
        const tokens = words(lang, sentence);
        const spoken = tokens
          .map((token, at) => ({ token, at }))
          .filter(({ token, at }) => everyday(lang, token.core) && plainAt(tokens, at))
          // A katakana word before another reads as one word with it ("ワイヤレスアオバ").
          .filter(
            ({ token, at }) =>
              !(KATAKANA.test(token.core) && KATAKANA.test(tokens[0]?.core ?? '') && at > 0),
          );
        for (const { token, at } of spread(spoken.filter(({ at }) => at > 0))) {
          const line = moved(lang, tokens, at, text);
          lines.push({ lang, source, variant: 'moved', word: token.core, line, sentence });
          // The word in another form, opening the sentence ("Максимальні" of "максимальні").
          const form = inflections(lang, token.core)[0];
          if (form) {
            const other = { text: token.text.replace(token.core, form), core: form };
            const parts = tokens.map((part, i) => (i === at ? other : part));
            const line = moved(lang, parts, at, text);
            lines.push({ lang, source, variant: 'opened', word: form, line, sentence });
          }
        }
        const inflectable = spoken.filter(({ token }) => inflections(lang, token.core).length > 0);
        for (const [turn, { token, at }] of spread(inflectable).entries()) {
          const forms = inflections(lang, token.core);
          const form = forms[turn % forms.length] as string;
          const parts = tokens.map((part, i) =>
            i === at ? part.text.replace(part.core, form) : part.text,
          );
          const line = join(lang, parts);
          lines.push({ lang, source, variant: 'inflected', word: form, line, sentence });
        }
      }
      // A name of the source put for a name another source of the language has: where it stood,
      // and opening the sentence, where the first-word readers look.
      const mine = names
        .get(source.id)
        ?.find((name) => sentences.some((one) => one.includes(name)));
      const home = mine && sentences.find((one) => one.includes(mine));
      // A Chinese or Thai line's new run is cut by the segmenter, no name told from a verb.
      if (!mine || !home || lang === 'zh' || lang === 'th') continue;
      const others = pool
        .slice(index)
        .concat(pool.slice(0, index))
        .filter(([id]) => id !== source.id)
        .flatMap(([, list]) => list)
        .filter(
          (name) =>
            !text.toLowerCase().includes(name.toLowerCase()) &&
            !name.includes(mine) &&
            !mine.includes(name),
        );
      const [there, first] = others;
      if (there) {
        const line = home.replace(mine, there);
        lines.push({ lang, source, variant: 'invented', word: there, line, sentence: home });
      }
      if (first && !home.startsWith(mine)) {
        const rest = home
          .replace(mine, '')
          .replace(/\s{2,}/gu, ' ')
          .trim();
        const opened = CASED.has(lang) && !capitalisedInside(text, home.split(' ')[0] ?? '');
        const line = join(lang, [first, opened ? lowerFirst(rest) : rest]);
        lines.push({ lang, source, variant: 'invented', word: first, line, sentence: home });
      }
    }
  }
  return lines;
}
