/**
 * A line (a joke's since round thirty-eight, any mode's since round fifty) that tells the side the
 * post says was beaten as the winner: "pour voir Bordeaux-Bègles gagner 31-24" of "Le Stade
 * Toulousain a battu l'Union Bordeaux-Bègles 31 à 24", "Sabalenka po wygranym finale" of "Świątek
 * ... pokonując w finale Arynę Sabalenkę". reversed-results.ts reads a side the post names before its verb; the beaten
 * side stands after the winner's verb, as its object, and a joke tells its win with an infinitive
 * ("gagner", "vencer") or a declined form ("wygranym") that list does not hold.
 *
 * Stopped: a capitalised side, then (through at most one short word that is no negation) a word of
 * winning, where the post names that side only after a verb of winning in its clause and never
 * before one. A joke that mocks the winner or tells the loser's loss is kept. Each language's words
 * of winning are listed (whole forms; declined languages by stem): no kept library conjugates them.
 */
import { negationWordsOf } from '../meaning/negation-words.ts';
import { isWinNoun } from './win-word-nouns.ts';

/** Whole forms of winning and beating, as a side's verb or its infinitive, by language. */
const WIN_FORMS = new Set(
  [
    // English
    'win wins won winning beat beats beating defeat defeats defeated',
    // French
    'gagner gagne gagnent gagné battre bat battent battu vaincre vainc vaincu remporter remporte remporté',
    // Spanish and Portuguese ("vencido", "derrota": the beaten one, the defeat, are no win)
    'ganar gana ganó ganado vencer vence venció derrotar derrotó ganhar ganha ganhou venceu derrotou',
    // Italian
    'vincere vince vinto battere batte battuto',
    // German and Dutch
    'gewinnen gewinnt gewann gewonnen siegen siegt siegte schlägt schlug besiegt besiegte winnen wint verslaat versloeg',
    // Swedish (h264): "AIK slog Djurgården", "vann över"
    'vinna vinner vann besegra besegrar besegrade slår slog',
    // Turkish and Indonesian
    'yendi kazandı kazanır menang mengalahkan',
  ]
    .join(' ')
    .split(' '),
);
/**
 * Stems of winning in languages that decline and conjugate past a list (Polish, Russian, Czech;
 * Ukrainian's "перемогло", "переміг", "обіграв", h264).
 */
const WIN_STEMS = [
  'wygr',
  'pokon',
  'zwycięż',
  'побед',
  'обыгр',
  'выигр',
  'vyhr',
  'porazi',
  'перемог',
  'переміг',
  'обігр',
];
/**
 * Any win form or stem inside a lower-cased text: a line with none tells no winner, so its words
 * are not read (each word's lower case is inside the text's, none of these letters changing by
 * their neighbours).
 */
const ANY_WIN = /* @__PURE__ */ new RegExp([...WIN_FORMS, ...WIN_STEMS].join('|'), 'u');
/** The letters two forms of a declined name share ("Sabalenka", "Sabalenkę"). */
const NAME_STEM = 5;
/**
 * A short name and its declined form (h264): the whole shorter name and an ending of one or two
 * letters ("Lech", "Lecha"), or its vowel ending exchanged for another ("Legia", "Legię"); at
 * least this many letters shared, so "Inter" and "Intel" stay two.
 */
const SHORT_STEM = 3;
/** A vowel a declined name ends on, in the Latin and Cyrillic languages the lists hold. */
const ENDING_VOWEL = /[aeiouyąęóáéíúůýаеёиоуыэюяіїєъь]$/u;
/** How far after the winner's verb its object side may stand ("pokonując w finale Arynę Sabalenkę"). */
const OBJECT_REACH = 4;

const CLAUSE_END = /[,.;:!?…()«»"“”]|\s[-–—]\s/u;
const WORD = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*|\p{N}+(?:[.,:]\p{N}+)*/gu;
/** A capitalised word, or a side's acronym ("PSG", "ЦСКА", h264). */
const CAPITALISED = /^\p{Lu}[\p{Ll}\p{Lu}]/u;
/**
 * The words that bring a passive's doer ("remporté par Xavier Netry", "won by") or a win's owner
 * ("a 3-1 win for Arsenal"): names after them are the winners, not the beaten.
 */
const AGENTS = new Set([
  'by',
  'for',
  'par',
  'por',
  'pelo',
  'pela',
  'da',
  'dal',
  'von',
  'door',
  'przez',
]);
/**
 * A French or Italian article elided onto the name ("l'Union"; a line's first word "L'Inter",
 * h264): the name is what follows.
 */
const ELIDED = /^\p{L}{1,2}['’](?=\p{Lu})/u;
/**
 * A side's name in quotation marks ("«Зенит» обыграл «Спартак»"): the marks end no clause there,
 * they only hold the name (h264).
 */
const QUOTED_NAME = /[«“"„]([^«»“”"„,.;:!?]{1,40})[»”"“]/gu;

const isWin = (word: string) => {
  const lower = word.toLowerCase();
  return WIN_FORMS.has(lower) || WIN_STEMS.some((stem) => lower.startsWith(stem));
};
const nameKey = (word: string) => word.replace(ELIDED, '').toLowerCase();
/** Two forms of one side's name: the first letters the file's comment counts shared. */
function sameSide(a: string, b: string): boolean {
  if (a.slice(0, NAME_STEM) === b.slice(0, NAME_STEM)) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < SHORT_STEM || long.length - short.length > 2) return false;
  if (long.startsWith(short)) return true;
  return (
    long.length - short.length <= 1 &&
    ENDING_VOWEL.test(short) &&
    ENDING_VOWEL.test(long) &&
    long.startsWith(short.slice(0, -1))
  );
}
const clausesOf = (text: string) =>
  text
    .replace(QUOTED_NAME, '$1')
    .split(CLAUSE_END)
    .map((clause) => (clause.match(WORD) ?? []).map((w) => w.replace(ELIDED, '')));

/** The sides a text tells winning: a capitalised word, then a word of winning through one short word. */
function winners(text: string, lang: string): { key: string; side: string }[] {
  const negations = negationWordsOf(lang)?.words;
  const found: { key: string; side: string }[] = [];
  for (const words of clausesOf(text)) {
    words.forEach((side, at) => {
      if (!CAPITALISED.test(side) || isWin(side)) return;
      const next = words[at + 1];
      const after = words[at + 2];
      const through =
        next !== undefined &&
        next.length <= 3 &&
        !negations?.has(next.toLowerCase()) &&
        after !== undefined &&
        isWin(after);
      // "Alcaraz battuto da Sinner": a participle with its doer tells the side beaten.
      const doer = words[at + (through ? 3 : 2)]?.toLowerCase() ?? '';
      if (AGENTS.has(doer)) return;
      if ((next !== undefined && isWin(next)) || through) found.push({ key: nameKey(side), side });
    });
    // "remporté par Xavier Netry": the passive's doer won.
    words.forEach((word, at) => {
      if (!isWin(word) || !AGENTS.has(words[at + 1]?.toLowerCase() ?? '')) return;
      for (const side of words.slice(at + 2, at + 2 + OBJECT_REACH)) {
        if (CAPITALISED.test(side)) found.push({ key: nameKey(side), side });
      }
    });
  }
  return found;
}

/** The sides a text names after a word of winning in its clause: the beaten ones. */
function beaten(text: string, lang: string): string[] {
  const found: string[] = [];
  for (const words of clausesOf(text)) {
    words.forEach((word, at) => {
      if (!isWin(word) || isWinNoun(words[at - 1], lang)) return;
      for (const side of words.slice(at + 1, at + 1 + OBJECT_REACH)) {
        if (AGENTS.has(side.toLowerCase())) return;
        if (CAPITALISED.test(side)) found.push(nameKey(side));
      }
    });
  }
  return found;
}

/** The sides of the line (`rest`) told winning that the post tells beaten and never winning. */
export function beatenSidesWinning(rest: string, sourceText: string, lang: string): string[] {
  if (!ANY_WIN.test(rest.toLowerCase())) return [];
  const ours = winners(rest, lang);
  if (ours.length === 0) return [];
  const losers = beaten(sourceText, lang);
  const theirs = winners(sourceText, lang).map(({ key }) => key);
  const among = (keys: string[], key: string) => keys.some((one) => sameSide(one, key));
  return ours
    .filter(({ key }) => among(losers, key) && !among(theirs, key))
    .map(({ side }) => side);
}
