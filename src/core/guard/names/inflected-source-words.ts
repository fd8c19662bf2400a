/**
 * The source's own word in another form, where no capital tells a name (issue 44, precision):
 * "قیمت‌ها" (prices) of "قیمت", "कहों" of "कहा", "ধরেগুলো" of "ধরে", "ובדירה" of "דירה". The frame
 * reader (replaced-names.ts) reads a word the source lacks, standing where the source has
 * another, as a name put in its place; blind rounds kept finding the source's word with a
 * clitic or an ending as that "name", one language at a time (everyday-forms.ts, suffixed-words.ts).
 * A word and the source's word it stands for that are one stem once the script's clitics and
 * endings are cut are one word said in two forms: a name put for the source's shares no stem
 * with it ("راهول" for "अनिल"), and a name's own forms are the same name. The stem must be the
 * whole of both words but their clitics and endings (no prefix test: "राधिका" is not "राधा").
 */
import type { Token } from './name-tokens.ts';
import { suffixesWord } from './suffixed-words.ts';

interface Script {
  letters: RegExp;
  /** Clitics written onto a word's front: conjunctions, prepositions, the article. */
  clitics?: RegExp;
  /** Endings: plurals, cases, possessives, articles. */
  endings: RegExp;
  /** A stem's fewest letters (vowel signs not counted). */
  min: number;
}

/**
 * The scripts without capitals whose words take clitics and endings. Arabic's letters serve
 * Arabic, Persian and Urdu: each one's endings and clitics are listed, the few of one language
 * that are a whole word's end in another (Persian's "ی") cut only where a stem of three is left.
 */
const SCRIPTS: readonly Script[] = [
  {
    letters: /^[\p{Script=Arabic}\p{M}\u200c]+$/u,
    clitics: /^(?:[وف]?(?:[بلك]?ال|لل|[بلك])|[وف]|نمی|می)/u,
    endings: /(?:هایی|های|ها|هما|هم|هن|كم|کم|نا|ات|ون|ين|ین|ان|وں|یں|ه|ة|ي|ی|ے)$/u,
    min: 3,
  },
  {
    letters: /^[\p{Script=Hebrew}\p{M}]+$/u,
    clitics: /^(?:[וש]?[הבלמכ]|[וש])/u,
    endings: /(?:ים|ות|יות|ה|ת|י|ו|נו|כם|הם)$/u,
    min: 3,
  },
  {
    letters: /^[\p{Script=Devanagari}]+$/u,
    endings: /(?:ियों|ियां|ियाँ|ों|ें|ीं|ी|ा|े|ो)$/u,
    min: 2,
  },
  {
    letters: /^[\p{Script=Bengali}]+$/u,
    endings: /(?:গুলো|গুলি|দের|ের|কে|টি|টা|তে|য়|র|ে)$/u,
    min: 2,
  },
];

const letterCount = (word: string) => (word.match(/\p{L}/gu) ?? []).length;

/** A word's stems: as written, its clitics cut, its ending cut, or both. */
function stems(word: string, script: Script): Set<string> {
  const plain = word.replace(/\u200c/gu, '');
  const found = new Set<string>([plain]);
  const bare = script.clitics ? plain.replace(script.clitics, '') : plain;
  for (const form of new Set([plain, bare])) {
    found.add(form);
    found.add(form.replace(script.endings, ''));
  }
  return new Set([...found].filter((stem) => letterCount(stem) >= script.min));
}

/** Whether the line's `word` is the source's `replaced` word with other clitics or endings. */
export function inflectsSourceWord(word: Token, replaced: Token): boolean {
  if (word.number || replaced.number || word.char || word.text === replaced.text) return false;
  const script = SCRIPTS.find(
    (one) => one.letters.test(word.text) && one.letters.test(replaced.text),
  );
  if (!script) return false;
  const theirs = stems(replaced.text, script);
  for (const stem of stems(word.text, script)) if (theirs.has(stem)) return true;
  return false;
}

/**
 * Whether a run of one word stands for the source's `replaced` word in another form: a suffix
 * written on (suffixed-words.ts) or other clitics and endings.
 */
export const isSourceWordForm = (run: readonly Token[], replaced: Token): boolean =>
  run.length === 1 &&
  (suffixesWord(run[0] as Token, replaced) || inflectsSourceWord(run[0] as Token, replaced));
