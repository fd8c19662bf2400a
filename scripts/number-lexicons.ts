/**
 * Writes src/core/guard/numbers/number-lexicons.json: the number words the guard reads (docs/decisions/012), made
 * from n2words' spellings (learn-number-words.ts) and the little that n2words cannot give
 * (number-glue.ts), in the maps core reads them with, so nothing is worked out when the server
 * runs. `npm run lexicons:numbers`; a test fails when the file no longer matches what the
 * installed n2words gives.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { LexiconData, NumberLexiconFile } from '#core/guard/numbers/number-lexicon-data.ts';
import { foldWord, MARKED_LANGUAGES } from '#core/guard/words/fold-word.ts';
import { type LearnedLexicon, learnLexicon, N2WORDS_SOURCES } from './learn-number-words.ts';
import {
  ARTICLES,
  EXTRA_SCALES,
  EXTRA_WORDS,
  FRACTION_PREFIXES,
  JOINED,
  NOT_ALONE,
  ONE_FORMS,
  VARIANTS,
} from './number-glue.ts';

export const LEXICONS_FILE = fileURLToPath(
  new URL('../src/core/guard/numbers/number-lexicons.json', import.meta.url),
);

/**
 * Arabic's dual of a scale in its other case and before its noun: n2words writes "ألفان" (two
 * thousand), a post "ألفين" and "ألفي ناشر" (two thousand publishers) as often.
 */
function withDualCases(lang: string, large: Record<string, number>): Record<string, number> {
  if (lang !== 'ar') return large;
  const all = { ...large };
  for (const [text, value] of Object.entries(large)) {
    if (!text.endsWith('ان')) continue;
    all[`${text.slice(0, -2)}ين`] = value;
    all[`${text.slice(0, -2)}ي`] = value;
  }
  return all;
}

/** A language's lexicon from what n2words spells and the glue. */
export function lexiconData(lang: string, learned: LearnedLexicon): LexiconData {
  const marked = MARKED_LANGUAGES.includes(lang);
  const key = (text: string) => foldWord(text, marked);
  const joined = JOINED.includes(lang);
  const glue = new Set(learned.glue);
  // "fyrtiotvå" for n2words' "fyrtio-två": the words of a group joined.
  const unglued = (text: string) =>
    text
      .split(' ')
      .filter((word) => word && !glue.has(word))
      .join('');
  // The spelling n2words gives, and the one the language's rules make of it ("duas", "اثنين").
  const spellings = (text: string) => {
    const other = (VARIANTS[lang] ?? []).reduce(
      (word, [rule, by]) =>
        typeof by === 'string' ? word.replace(rule, by) : word.replace(rule, by),
      text,
    );
    // "dvadeset jedna" of "dvadeset jedan": a unit's form learnt before a scale.
    const formed = learned.unitForms.reduce(
      (word, [unit, form]) => word.replace(new RegExp(`(^| )${unit}(?= |$)`, 'g'), `$1${form}`),
      text,
    );
    return [...new Set([text, other, formed])];
  };
  const groups = new Map<string, number>();
  const setGroup = (text: string, value: number) => {
    for (const spelling of spellings(text)) {
      groups.set(spelling, value);
      if (joined) groups.set(unglued(spelling), value);
    }
  };
  learned.units.forEach((texts, value) => {
    for (const text of texts) setGroup(text, value);
  });
  learned.hundreds.forEach((texts, index) => {
    for (const text of texts) setGroup(text, (index + 1) * 100);
  });
  for (const [value, texts] of Object.entries(learned.extra)) {
    for (const text of texts) setGroup(text, Number(value));
  }
  for (const [text, value] of Object.entries(EXTRA_WORDS[lang] ?? {})) setGroup(key(text), value);
  // "साढ़े पांच" (five and a half): a part of one added or taken before each unit of 1 to 99.
  const units = [...groups].filter(
    ([text, value]) => !text.includes(' ') && value >= 1 && value < 100,
  );
  for (const [prefix, part] of Object.entries(FRACTION_PREFIXES[lang] ?? {})) {
    for (const [text, value] of units) {
      if (Number.isInteger(value)) setGroup(`${key(prefix)} ${text}`, value + part);
    }
  }
  const heads: Array<[string, number]> = [];
  learned.heads.forEach((texts, index) => {
    const value = (index + 1) * 100;
    for (const head of texts.flatMap(spellings)) {
      heads.push([head, value]);
      if (joined) heads.push([unglued(head), value]);
      // "deux cent" before "mille": a head is its hundreds, unless glue ends it ("one hundred and").
      const last = head.trim().split(' ').at(-1) ?? '';
      if (!glue.has(last) && !learned.gluePrefixes.includes(last)) groups.set(head.trim(), value);
    }
  });
  const scales = new Map(Object.entries(learned.scales));
  for (const [text, value] of Object.entries(EXTRA_SCALES[lang] ?? {}))
    scales.set(key(text), value);
  // "jedna" of "jedan": a form of one learnt before a scale is one as n2words' own is.
  const learntOnes = learned.unitForms.filter(([unit]) => learned.units[1]?.includes(unit));
  const ones = [
    ...(learned.units[1] ?? []),
    ...(ONE_FORMS[lang] ?? []).map(key),
    ...learntOnes.map(([, form]) => form),
  ];
  const prefixes = new Map(Object.entries(learned.prefixes));
  for (const text of [...ones, ...(ARTICLES[lang] ?? [])]) prefixes.set(text, 1);
  const weak = new Set([...ones, ...(NOT_ALONE[lang] ?? []).map(key)]);
  // "hundred", "hundert", "trăm": a hundred without its "one", a number after an article.
  for (const one of ones) {
    for (const text of learned.hundreds[0] ?? []) {
      // Swahili's "mia moja" puts its one after the hundred.
      const after = text.endsWith(` ${one}`) ? text.slice(0, -one.length).trim() : '';
      const rest = text.startsWith(one) ? text.slice(one.length).trim() : after;
      if (rest === '' || groups.has(rest)) continue;
      groups.set(rest, 100);
      weak.add(rest);
    }
    for (const [head, value] of [...heads]) {
      if (value === 100 && head.startsWith(one) && head.length > one.length) {
        heads.push([head.slice(one.length).trimStart(), value]);
      }
    }
  }
  for (const text of ones) if (!groups.has(text)) groups.set(text, 1);
  const words = new Set<string>();
  const most = (texts: Iterable<string>) => {
    let count = 0;
    for (const text of texts) {
      const parts = text.split(' ');
      count = Math.max(count, parts.length);
      for (const part of parts) if (part) words.add(part);
    }
    return count;
  };
  const ordinals = Object.keys(learned.ordinals);
  // A group is a head and a unit: the words of the longest of each.
  const maxWords = Math.max(most(groups.keys()), most(ordinals)) + most(heads.map(([h]) => h));
  const leading = learned.leadingScales;
  for (const word of [...scales.keys(), ...Object.keys(leading), ...glue, ...prefixes.keys()])
    words.add(word);
  // Inside one word, the longest scale that stands at a place is it ("millionen", "천만").
  const byLength = [...scales.keys()].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return {
    from: learned.from,
    marked,
    latin: /\p{Script=Latin}/u.test(learned.units[5]?.[0] ?? ''),
    groups: Object.fromEntries(groups),
    heads,
    words: [...words],
    scales: Object.fromEntries(scales),
    ...(Object.keys(leading).length > 0 && { leadingScales: leading }),
    bare: learned.bare,
    prefixes: Object.fromEntries(prefixes),
    large: withDualCases(lang, learned.large),
    glue: learned.glue,
    gluePrefixes: learned.gluePrefixes,
    ordinals: learned.ordinals,
    weak: [...weak],
    joinedScales: learned.compound || joined ? byLength : [],
    maxWords,
  };
}

/** The languages in which each word may begin a number or an ordinal. */
function wordIndex(lexicons: Record<string, LexiconData>): Record<string, string[]> {
  const index: Record<string, string[]> = {};
  for (const [lang, lexicon] of Object.entries(lexicons)) {
    const starts = [
      ...Object.keys(lexicon.groups),
      ...lexicon.heads.map(([head]) => head),
      ...Object.keys(lexicon.ordinals),
      ...Object.keys(lexicon.scales),
      ...Object.keys(lexicon.leadingScales ?? {}),
      ...Object.keys(lexicon.prefixes),
      ...Object.keys(lexicon.large),
    ].map((text) => text.split(' ')[0] ?? '');
    for (const word of new Set(starts)) {
      index[word] ??= [];
      index[word].push(lang);
    }
  }
  return index;
}

/** Every language's lexicon, from the installed n2words. */
export async function numberLexicons(): Promise<NumberLexiconFile> {
  const lexicons: Record<string, LexiconData> = {};
  for (const [lang, sources] of Object.entries(N2WORDS_SOURCES)) {
    lexicons[lang] = lexiconData(lang, await learnLexicon(lang, sources));
  }
  return { lexicons, index: wordIndex(lexicons) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(LEXICONS_FILE, `${JSON.stringify(await numberLexicons())}\n`);
  console.log(`wrote ${LEXICONS_FILE}`);
}
