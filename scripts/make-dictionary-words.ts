/**
 * `npm run data:dictionary-words`: writes src/core/guard/words/dictionary-words.data.ts from the
 * Hunspell dictionaries of wooorm's `dictionary-xx` packages (issue 44 item 4, decision 012): for
 * each language kept, the stems its dictionary writes in lower case only (a common word; a stem
 * it also writes with a capital, "Rosa", "Oliwa", is a name and left out), in a bit filter
 * (dictionary-bits.ts), and the suffix rules its stems use, each as the ending a word adds,
 * the letters it strips and the condition the stem meets. dictionary-words.ts reads a word as the
 * dictionary's when it, or it less one of these endings, is a stem in the filter. Only
 * dictionaries an MIT project may ship are kept (their licences below), and only of languages the
 * first-word reader asks (those with a 10,000-word list, dictionary-first-words.ts); Italian's,
 * Ukrainian's, Czech's and Vietnamese's are GPL only, Indonesian has none. scripts/make-dictionary-words.test.ts
 * fails when the module no longer matches the packages.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toBase64, wordBits } from '../src/core/guard/words/dictionary-bits.ts';

export const DICTIONARY_WORDS_MODULE = fileURLToPath(
  new URL('../src/core/guard/words/dictionary-words.data.ts', import.meta.url),
);

/** The languages kept, with the licence their package is shipped under (the one chosen). */
export const DICTIONARY_LANGUAGES = {
  es: 'MPL-1.1 (of GPL-3.0 OR LGPL-3.0 OR MPL-1.1)',
  pt: 'MPL-2.0 (of LGPL-3.0 OR MPL-2.0)',
  fr: 'MPL-2.0',
  nl: 'BSD-3-Clause (of BSD-3-Clause OR CC-BY-3.0)',
  pl: 'MPL-2.0 (of GPL-3.0 OR LGPL-3.0 OR MPL-2.0)',
  ru: 'BSD-3-Clause',
  tr: 'MIT',
} as const;

/** Bits a stem: with HASHES bits each, about one word in 1,000 not kept reads as kept. */
const BITS_PER_STEM = 14;
const HASHES = 10;
/** The shortest stem kept (shorter words are the common-words lists', or too easily a name's). */
const SHORTEST = 4;

interface Dictionary {
  aff: string;
  dic: string;
}

function readDictionary(lang: string): Dictionary {
  const dir = dirname(createRequire(import.meta.url).resolve(`dictionary-${lang}`));
  return {
    aff: readFileSync(join(dir, 'index.aff'), 'utf8'),
    dic: readFileSync(join(dir, 'index.dic'), 'utf8'),
  };
}

/** A flag field's flags, as the .aff's FLAG line says they are written. */
function flagsOf(field: string, mode: string, aliases: readonly string[]): string[] {
  if (aliases.length > 0 && /^\d+$/.test(field)) field = aliases[Number(field) - 1] ?? '';
  if (mode === 'long') return field.match(/[\s\S]{1,2}/gu) ?? [];
  if (mode === 'num') return field.split(',');
  return [...field];
}

interface Rule {
  add: string;
  strip: string;
  condition: string;
}

/**
 * Rules of one affix and strip joined, their conditions as one (Polish writes ten thousand
 * rules, most for one ending and strip under several conditions).
 */
function joinRules(all: readonly Rule[]): Rule[] {
  const joined = new Map<string, { add: string; strip: string; conditions: Set<string> }>();
  for (const rule of all) {
    const key = `${rule.add} ${rule.strip}`;
    const found = joined.get(key) ?? { add: rule.add, strip: rule.strip, conditions: new Set() };
    found.conditions.add(rule.condition);
    joined.set(key, found);
  }
  return [...joined.values()].map(({ add, strip, conditions }) => ({
    add,
    strip,
    condition: conditions.has('.')
      ? '.'
      : conditions.size === 1
        ? ([...conditions][0] as string)
        : `(?:${[...conditions].join('|')})`,
  }));
}

/** The languages whose surnames are common words with one letter changed ("Morata"). */
const ONE_LETTER_NAMES = new Set(['es', 'pt']);

/** A language's stems in lower case, its names, and the suffix and prefix rules its stems use. */
export function readStems(lang: string): {
  stems: string[];
  names: string[];
  rules: Rule[];
  prefixes: Rule[];
} {
  const { aff, dic } = readDictionary(lang);
  const mode = /^FLAG\s+(\S+)/m.exec(aff)?.[1] ?? 'char';
  const aliases = [...aff.matchAll(/^AF\s+(\S+)/gm)].slice(1).map((match) => match[1] as string);
  const byFlag = new Map<string, Rule[]>();
  const prefixFlags = new Map<string, Rule[]>();
  let left = 0;
  for (const line of aff.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts[0] !== 'SFX' && parts[0] !== 'PFX') continue;
    if (left === 0) {
      left = Number(parts[3]);
      continue;
    }
    left--;
    const [kind, flag = '', strip = '0', addField = '0', condition = '.'] = parts;
    const add = addField.split('/')[0] as string;
    // A one-letter ending that replaces a letter ("morat-o", "morat-a") is how Spanish and
    // Portuguese surnames are made of words: "Morata" stays a name (an invented scorer,
    // es-r6-atletico). Slavic cases need them ("torowisk-o", "torowisk-a").
    if (ONE_LETTER_NAMES.has(lang) && [...add].length === 1 && strip !== '0') continue;
    // A word is read by its letters: an ending with an apostrophe or a mark of another kind is
    // never met (French's "L'", "D'" of the elided articles).
    if (add === '0' || !/^\p{L}+$/u.test(add) || !/^\p{L}*$/u.test(strip.replace(/^0$/, '')))
      continue;
    if (/['"\\|() /]/.test(condition)) continue;
    const table = kind === 'PFX' ? prefixFlags : byFlag;
    const rules = table.get(flag) ?? [];
    rules.push({ add, strip: strip === '0' ? '' : strip, condition });
    table.set(flag, rules);
  }
  const lower = new Set<string>();
  const capitalised = new Set<string>();
  const uses = new Map<Rule, number>();
  const prefixUses = new Set<Rule>();
  for (const line of dic.split('\n').slice(1)) {
    const entry = line.split(/[\t ]/)[0] as string;
    const slash = entry.search(/(?<!\\)\//);
    const word = (slash < 0 ? entry : entry.slice(0, slash)).normalize('NFC');
    if (!/^\p{L}+$/u.test(word)) continue;
    const folded = word.toLowerCase();
    if (word !== folded) {
      if ([...word].length >= SHORTEST) capitalised.add(folded);
      continue;
    }
    if ([...word].length < SHORTEST) continue;
    lower.add(word);
    if (slash < 0) continue;
    for (const flag of flagsOf(entry.slice(slash + 1), mode, aliases)) {
      for (const rule of byFlag.get(flag) ?? []) uses.set(rule, (uses.get(rule) ?? 0) + 1);
      for (const rule of prefixFlags.get(flag) ?? []) prefixUses.add(rule);
    }
  }
  const stems = [...lower].filter((word) => !capitalised.has(word)).sort();
  const names = [...capitalised].sort();
  // Every rule a stem uses, most used first.
  const rules = joinRules([...uses.keys()].sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0)));
  const prefixes = joinRules([...prefixUses]);
  return { stems, names, rules, prefixes };
}

/** Words in a bit filter, as base64 (a whole number of 3 bytes: no padding). */
function filterOf(words: readonly string[]): string {
  const bytes = Math.max(3, Math.ceil((words.length * BITS_PER_STEM) / 24) * 3);
  const filter = new Uint8Array(bytes);
  for (const word of words) {
    for (const bit of wordBits(word, bytes * 8, HASHES)) {
      filter[bit >>> 3] = (filter[bit >>> 3] as number) | (1 << (bit & 7));
    }
  }
  return toBase64(filter);
}

/** A language's entry: its rules, `add strip condition` a rule, and its two filters. */
function languageEntry(lang: string): string {
  const { stems, names, rules, prefixes } = readStems(lang);
  const ruleText = (list: readonly Rule[]) =>
    list.map((rule) => `${rule.add} ${rule.strip || '0'} ${rule.condition}`).join('/');
  return [
    `  ${lang}: {`,
    `    stems: ${stems.length},`,
    `    names: ${names.length},`,
    `    rules: '${ruleText(rules)}',`,
    `    prefixes: '${ruleText(prefixes)}',`,
    `    filter: '${filterOf(stems)}',`,
    `    nameFilter: '${filterOf(names)}',`,
    '  },',
  ].join('\n');
}

/** The module's text. */
export function dictionaryWordsModule(): string {
  const licences = Object.entries(DICTIONARY_LANGUAGES)
    .map(([lang, licence]) => ` * - ${lang}: dictionary-${lang}, ${licence}`)
    .join('\n');
  return `/**
 * Generated by scripts/make-dictionary-words.ts from wooorm's Hunspell dictionaries: do not edit,
 * run \`npm run data:dictionary-words\`. Each language's stems written in lower case only, and
 * those written with a capital (names: "Kurek", "Oliwa"), each in a bit filter of ${BITS_PER_STEM} bits
 * a stem and ${HASHES} hashes (dictionary-bits.ts), and the suffix and prefix rules its stems
 * use (\`add strip condition\`, \`0\` for none, \`/\` between them).
 *
 * @license Derived from each package's dictionary, under the licence chosen for it (the MPL's
 * source form: the package on npm, https://github.com/wooorm/dictionaries):
${licences}
 */
export const DICTIONARY_HASHES = ${HASHES};

export const DICTIONARY_WORDS: Readonly<
  Record<
    string,
    {
      stems: number;
      names: number;
      rules: string;
      prefixes: string;
      filter: string;
      nameFilter: string;
    }
  >
> = {
${Object.keys(DICTIONARY_LANGUAGES).map(languageEntry).join('\n')}
};
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(DICTIONARY_WORDS_MODULE, dictionaryWordsModule());
}
