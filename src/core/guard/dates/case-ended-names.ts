/**
 * Month and weekday names with a case ending joined on, in the languages that write one (round
 * fifty-two): Finnish "marraskuun alusta maaliskuun loppuun" (from November's start to March's
 * end), "joulukuussa" (in December), "maanantaina" (on Monday); Hungarian "januárban",
 * "áprilisától", "pénteken"; Estonian "märtsis", "juunini". CLDR writes the names alone (or, for
 * Finnish, in the partitive a date takes): calendar-names.ts's stems read a one-letter ending,
 * not these. No kept library holds the endings: a short hand list of each language's common case
 * endings, longest first, so that the name left is matched whole.
 */

const ENDINGS: Readonly<Record<string, readonly string[]>> = {
  // Genitive -n, inessive -ssa, elative -sta, illative -hun, adessive -lla, ablative -lta, allative
  // -lle, translative -ksi, essive -na, partitive -ta; back and front vowels.
  fi: [
    'ssa',
    'ssä',
    'sta',
    'stä',
    'hun',
    'lla',
    'llä',
    'lta',
    'ltä',
    'lle',
    'ksi',
    'na',
    'nä',
    'ta',
    'tä',
    'n',
  ],
  // -ban/-ben (in), -ig (until), -tól/-től (from), -ra/-re (by), -i (of), -ja/-je and -jában…
  // (its), -n/-en/-on/-ön (on a day).
  hu: [
    'jában',
    'jében',
    'jától',
    'jétől',
    'ában',
    'ében',
    'ától',
    'étől',
    'jáig',
    'jéig',
    'áig',
    'éig',
    'ban',
    'ben',
    'tól',
    'től',
    'ig',
    'ra',
    're',
    'ja',
    'je',
    'en',
    'on',
    'ön',
    'i',
    'n',
  ],
  // Inessive -s, elative -st, terminative -ni, translative -ks, adessive -l, allative -le,
  // ablative -lt, genitive -i: after a consonant with the stem's "i" ("märtsis"), after a vowel bare;
  // a weekday's "päev" takes its genitive's "a" ("kolmapäeval", on Wednesday; h258).
  et: [
    ...['ast', 'ani', 'aks', 'ale', 'alt', 'ist', 'ini', 'iks', 'ile', 'ilt', 'al', 'as', 'is'],
    ...['il', 'st', 'ni', 'ks', 'le', 'lt', 'i', 's', 'l'],
  ],
  // Polish's locative where the stems miss it (h268): "w lutym" (luty), "w maju" (maj), "w
  // listopadzie" (listopad); a line's "w lutym 2026" of a post's March was let through.
  pl: ['zie', 'm', 'u'],
  // Tamil writes a weekday with "கிழமை" (day) joined on, and its case after it (h299's blind
  // probes): "புதன்கிழமை", "வியாழக்கிழமை" (the name's last "ன்" joined as "க்"), "திங்கட்கிழமை"
  // ("ள்" as "ட்"), "ஞாயிற்றுக்கிழமை" ("று" as "ற்று"), "வெள்ளிக்கிழமையன்று" (on Friday);
  // TAMIL_STEMS gives the name back its last letters.
  ta: ['க்கிழமையன்று', 'கிழமையன்று', 'க்கிழமை', 'கிழமை'],
};

/** A Tamil weekday's name as CLDR writes it, from its stem before "கிழமை" ("வியாழ", "திங்கட்"). */
const TAMIL_STEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/ழ$/u, 'ழன்'],
  [/ட்$/u, 'ள்'],
  [/ற்று$/u, 'று'],
  // The same folded, its vowel signs and virama dropped (fold-word.ts).
  [/ழ$/u, 'ழன'],
  [/ட$/u, 'ள'],
  [/றற$/u, 'ற'],
];

/**
 * The endings as a folded word ends (fold-word.ts drops marks: "csütörtöktől" is read as
 * "csutortoktol"), each after its marked form: Hungarian's "-től", "-ától" were never taken off a
 * folded word, so "csütörtöktől" (from Thursday) was no day (h258).
 */
const foldedEndings = /* @__PURE__ */ new Map<string, readonly string[]>();
function endingsOf(lang: string): readonly string[] | undefined {
  const own = ENDINGS[lang];
  if (own === undefined) return undefined;
  let endings = foldedEndings.get(lang);
  if (!endings) {
    const plain = (ending: string) => ending.normalize('NFD').replace(/\p{M}/gu, '');
    endings = [...new Set(own.flatMap((ending) => [ending, plain(ending)]))].sort(
      (a, b) => b.length - a.length,
    );
    foldedEndings.set(lang, endings);
  }
  return endings;
}

/** The words `word` (lower case) may be with one case ending of `lang` taken off, longest first. */
export function withoutCaseEnding(word: string, lang: string): string[] {
  const endings = endingsOf(lang.split('-')[0] as string);
  if (endings === undefined) return [];
  const bases: string[] = [];
  for (const ending of endings) {
    // A name of at least three letters must be left ("mai" of Estonian "mais").
    if (word.length - ending.length >= 3 && word.endsWith(ending)) {
      const base = word.slice(0, -ending.length);
      bases.push(base);
      // Estonian drops a name's last "e" before its ending: "novembris" of "november".
      if (lang.startsWith('et') && /[^aeiouõäöü]r$/u.test(base))
        bases.push(`${base.slice(0, -1)}er`);
      if (lang.startsWith('ta')) {
        for (const [stem, name] of TAMIL_STEMS) {
          if (stem.test(base)) bases.push(base.replace(stem, name));
        }
      }
    }
  }
  return bases;
}
