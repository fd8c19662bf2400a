/**
 * Words that name a score's loser first (docs/decisions/012, fifth round): "Wigan lost 24-18 to
 * Leeds", "Alcaraz battuto da Sinner", "Marseille s'incline face à Lyon", "Спартак уступил Зениту".
 * In such a clause the first side named lost, whichever way round the score is written ("lost
 * 24-18" and "lost 18-24" are both said). A hand list: no kept library tells a verb of losing from
 * one of winning, and the languages' few forms are what models write of a result; a form missing
 * here leaves the clause read as if the winner came first, as before.
 */

/** Spaced languages' words of losing, as written in lower case (a passive: "beaten", "sconfitta"). */
const LOSS_WORDS = /* @__PURE__ */ new Set([
  // English
  'lost',
  'lose',
  'loses',
  'losing',
  'beaten',
  'fell',
  'falls',
  'succumbed',
  'succumbs',
  // Spanish
  'perdió',
  'pierde',
  'perdieron',
  'pierden',
  'cayó',
  'cae',
  'derrotado',
  'derrotada',
  'sucumbió',
  // French
  'perd',
  'perdu',
  'perdent',
  'battu',
  'battue',
  'battus',
  "s'incline",
  's’incline',
  'incline',
  'défait',
  // Italian
  'perde',
  'perso',
  'perdono',
  'battuto',
  'battuta',
  'sconfitto',
  'sconfitta',
  'sconfitti',
  'cede',
  // German
  'verliert',
  'verlor',
  'verloren',
  'unterliegt',
  'unterlag',
  'unterlegen',
  'geschlagen',
  // Portuguese
  'perdeu',
  'perderam',
  'caiu',
  // Dutch
  'verliest',
  'verloor',
  // Polish
  'przegrał',
  'przegrała',
  'przegrali',
  'przegrywa',
  'uległ',
  'uległa',
  // Russian, Ukrainian
  'проиграл',
  'проиграла',
  'проиграли',
  'уступил',
  'уступила',
  'уступили',
  'програв',
  'програла',
  'програли',
  'поступився',
  'поступилася',
  // Turkish, Indonesian, Vietnamese
  'kaybetti',
  'yenildi',
  'mağlup',
  'kalah',
  'dikalahkan',
  'takluk',
  'thua',
]);

/** Unspaced scripts' and Korean's marks of losing, looked for inside the clause. */
const LOSS_MARKS = /敗れ|負け|惜敗|敗戦|负于|不敌|输给|败给|惜败|패배|패했|졌다|졌습니다/u;

/**
 * A participle of beating names its loser first in the passive ("Wigan were beaten by Leeds"), its
 * winner in the perfect ("Leeds have beaten Wigan", "Leverkusen hat Bayern mit 3:1 geschlagen",
 * "Sinner ha battuto Alcaraz"): the perfect's auxiliaries before it, by participle.
 */
const PERFECT_BEFORE: ReadonlyMap<string, ReadonlySet<string>> = /* @__PURE__ */ (() => {
  const auxiliaries: Array<[string[], string[]]> = [
    [['beaten'], ['has', 'have', 'had']],
    [['geschlagen'], ['hat', 'haben', 'hatte', 'hatten']],
    [
      ['battuto', 'battuta', 'sconfitto', 'sconfitta', 'sconfitti'],
      ['ha', 'hanno', 'aveva', 'avevano'],
    ],
    [
      ['battu', 'battue', 'battus', 'défait'],
      ['a', 'ont', 'avait', 'avaient'],
    ],
    [
      ['derrotado', 'derrotada'],
      ['ha', 'han', 'había', 'habían'],
    ],
  ];
  return new Map(
    auxiliaries.flatMap(([words, before]) => words.map((word) => [word, new Set(before)])),
  );
})();

/** Whether a clause names its score's loser first: it holds a word of losing. */
export function namesLoserFirst(clause: string): boolean {
  if (LOSS_MARKS.test(clause)) return true;
  const seen: string[] = [];
  for (const match of clause.matchAll(/[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu)) {
    const word = match[0].toLowerCase();
    if (LOSS_WORDS.has(word)) {
      const perfect = PERFECT_BEFORE.get(word);
      if (!perfect || !seen.some((before) => perfect.has(before))) return true;
    }
    seen.push(word);
  }
  return false;
}
