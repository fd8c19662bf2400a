/**
 * `npm run data:han-lexicon`: writes src/core/guard/words/han-lexicon.data.ts, a vocabulary that
 * tells a common word from a name in the two scripts of Han characters, from dictionaries that tag
 * each word's part of speech (issue 44 item 4). The subtitles' list (uncased-words.ts) holds names
 * among its common words ("上海", "大阪"), so it cannot say a word is no name; these can:
 * - Japanese: IPADIC as kuromoji ships it (Apache-2.0; IPADIC's own licence is a permissive
 *   NAIST one): every entry's surface, part of speech and cost (lower is commoner). A surface with
 *   only 名詞,固有名詞 entries is a name; one with none is a common word, kept to cost 4,500
 *   (about 20,000), two characters or more, no hiragana-only grammar. A proper noun's cost is its
 *   kind's, not its frequency (every ordinary place costs 8,676), so names are cut by kind: every
 *   organisation ("ソニー", "任天堂"), family name ("岸田") and country, and the places, people
 *   and other names IPADIC ranks commoner than its kind's usual ("北海道", "新宿"): about 35,000.
 *   Given names are left out (IPADIC's 19,000 hold many words' readings).
 * - Chinese: jieba's dictionary as @node-rs/jieba ships it (MIT): word, count and tag. Its name
 *   tags (nr, ns, nt, nz, nrt, nrfg; j, abbreviations of bodies) are too loose to stop a line with
 *   ("城市", "明白" are tagged as names), so only its common words are kept: every other tag,
 *   counted 300 times or more (about 15,000), two characters or more.
 * Core reads no file: the lists are a generated module; scripts/make-han-lexicon.test.ts fails
 * when it no longer matches the packages.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);

export const HAN_LEXICON_MODULE = fileURLToPath(
  new URL('../src/core/guard/words/han-lexicon.data.ts', import.meta.url),
);

/**
 * The names kept: IPADIC's kind (its third and fourth fields) and, for a kind whose entries mostly
 * share one cost, the cost below which an entry is commoner than its kind's usual.
 */
const JA_NAME_KINDS: Record<string, number> = {
  '組織/*': Infinity,
  '人名/姓': Infinity,
  '地域/国': Infinity,
  '地域/一般': 8600,
  '一般/*': 7246,
  '人名/一般': 7438,
};
const JA_COMMON_COST = 4500;
const ZH_COMMON_COUNT = 300;
/** jieba's tags of names and abbreviations of bodies ("人大"): no common word. */
const ZH_NAME_TAGS = new Set(['nr', 'ns', 'nt', 'nz', 'nrt', 'nrfg', 'j', 'x', 'eng']);
const HIRAGANA_ONLY = /^[\p{Script=Hiragana}ー]+$/u;
const HAN_OR_KANA = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]+$/u;

interface Entry {
  /** A proper noun of a kind kept. */
  name: boolean;
  /** A proper noun of any kind. */
  proper?: boolean;
  common: boolean;
  /** Its commonest entry's cost as a common word. */
  cost: number;
}

/**
 * IPADIC's entries as kuromoji keeps them: tid.dat holds ten bytes an entry (left and right ids,
 * cost, and where its features start in tid_pos.dat), tid_pos.dat the features, "surface,part of
 * speech,…", each closed by a zero byte.
 */
function ipadicEntries(): Map<string, Entry> {
  const dict = join(dirname(require.resolve('kuromoji/package.json')), 'dict');
  const features = gunzipSync(readFileSync(join(dict, 'tid_pos.dat.gz')));
  const entries = gunzipSync(readFileSync(join(dict, 'tid.dat.gz')));
  const words = new Map<string, Entry>();
  for (let at = 0; at + 10 <= entries.length; at += 10) {
    const cost = entries.readInt16LE(at + 4);
    const pos = entries.readInt32LE(at + 6);
    // The buffer is padded with zeros after its last entry.
    if (at > 0 && pos === 0 && cost === 0) break;
    const text = features.toString('utf8', pos, features.indexOf(0, pos));
    const [surface = '', part, kind, sort, subSort] = text.split(',');
    const entry = words.get(surface) ?? { name: false, common: false, cost: Infinity };
    if (part === '名詞' && kind === '固有名詞') {
      entry.name ||= cost < (JA_NAME_KINDS[`${sort}/${subSort}`] ?? -Infinity);
      entry.proper = true;
    } else {
      entry.common = true;
      entry.cost = Math.min(entry.cost, cost);
    }
    words.set(surface, entry);
  }
  return words;
}

/** Commonest first (names: in code-point order), so the module is the same on every run. */
const ordered = (list: [string, number][]) =>
  list.sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([w]) => w);

const kept = (word: string) =>
  [...word].length >= 2 && HAN_OR_KANA.test(word) && !HIRAGANA_ONLY.test(word);

/** Japanese names and common words, commonest first. */
export function japaneseLexicon(): { names: string[]; common: string[] } {
  const names: [string, number][] = [];
  const common: [string, number][] = [];
  for (const [word, entry] of ipadicEntries()) {
    if (!kept(word)) continue;
    if (entry.name && !entry.common) names.push([word, 0]);
    if (entry.common && !entry.proper && entry.cost <= JA_COMMON_COST) {
      common.push([word, entry.cost]);
    }
  }
  return { names: ordered(names), common: ordered(common) };
}

/** Chinese common words (jieba's other tags than names'), commonest first. */
export function chineseCommonWords(): string[] {
  const path = join(dirname(require.resolve('@node-rs/jieba/package.json')), 'dict.txt');
  const words: [string, number][] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [word = '', count = '0', tag = ''] = line.trim().split(' ');
    if (!kept(word) || ZH_NAME_TAGS.has(tag) || Number(count) < ZH_COMMON_COUNT) continue;
    words.push([word, -Number(count)]);
  }
  return ordered(words);
}

/**
 * IPADIC's copyright and licence, and the ICOT conditions it carries, as kuromoji's NOTICE.md
 * gives them: its licence asks every copy of its data to carry them.
 */
function ipadicNotice(): string {
  const notice = readFileSync(
    join(dirname(require.resolve('kuromoji')), '..', 'NOTICE.md'),
    'utf8',
  );
  const start = notice.indexOf('Copyright 2000');
  if (start < 0) throw new Error("kuromoji's NOTICE.md no longer holds IPADIC's copyright");
  return notice
    .slice(start)
    .replace(/[^\x20-\x7e\n]/g, '')
    .trimEnd()
    .split('\n')
    .map((line) => ` * ${line.trim()}`.trimEnd())
    .join('\n');
}

export function hanLexiconModule(): string {
  const ja = japaneseLexicon();
  const lines = [
    `ja-names ${ja.names.join(' ')}`,
    `ja-common ${ja.common.join(' ')}`,
    `zh-common ${chineseCommonWords().join(' ')}`,
  ];
  return `/**
 * Generated by scripts/make-han-lexicon.ts from kuromoji's IPADIC and @node-rs/jieba's dictionary:
 * do not edit, run \`npm run data:han-lexicon\`. One list a line: its name, then its words,
 * commonest first, a space between them.
 *
 * @license @node-rs/jieba's dictionary, MIT. The Japanese lists are data of
 * mecab-ipadic-2.7.0-20070801 as kuromoji ships it (Apache-2.0), under this notice:
 *
${ipadicNotice()}
 */
export const HAN_LEXICON = \`
${lines.join('\n')}
\`;
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(HAN_LEXICON_MODULE, hanLexiconModule());
}
