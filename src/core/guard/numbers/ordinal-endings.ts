/**
 * An ordinal word in another form than the one n2words spells (issue 44 item 2): n2words writes
 * each language's ordinal once, in its masculine nominative ("vierte", "terzo", "czwarty",
 * "второй"), so "Freiburg wird Vierter", "zum fünften Mal", "arrivata terza", "była czwarta" and
 * "стал третьим" read no ordinal: an invented rank passed and a faithful "5." of "fünften" was
 * stopped. Each language's endings are few and regular; a word is read as an ordinal when taking
 * one of its endings off, and putting the lexicon's on, gives a word of the lexicon.
 *
 * The keys are folded as the lexicon folds its words (no marks: "druhá" is "druha", "второй"
 * "второи"). Only the endings of an ordinal adjective are tried, and the stem must keep three
 * letters, so a noun like "Viertel" or "andere" is no ordinal.
 */

/** Each language's endings of an ordinal, and the endings of its lexicon's form to try instead. */
const ENDINGS: Readonly<Record<string, ReadonlyArray<readonly [RegExp, readonly string[]]>>> = {
  de: [[/(?:r|n|s|m)$/u, ['']]],
  it: [[/(?:a|i|e)$/u, ['o']]],
  pt: [[/(?:a|os|as)$/u, ['o']]],
  es: [[/(?:os|as)$/u, ['o', 'a']]],
  fr: [[/s$/u, ['']]],
  pl: [[/(?:a|ą|ej|e|ego|emu|ym|ych|ymi)$/u, ['y', 'i', '']]],
  cs: [[/(?:a|e|eho|emu|ym|ych|ou)$/u, ['y', 'i']]],
  sk: [[/(?:a|e|eho|emu|om|ych|ou)$/u, ['y', 'i']]],
  hr: [[/(?:a|e|o|og|oga|om|ome|ih|ima)$/u, ['i']]],
  sr: [[/(?:a|e|o|og|oga|om|ome|ih|ima)$/u, ['i']]],
  ru: [
    [/(?:ым|ом|ого|ому|ая|ую|ое|ые|ых|ыми|ои|еи)$/u, ['ои', 'ыи']],
    [/(?:ьим|ьего|ьему|ья|ью|ье|ьи|ьих|ьеи)$/u, ['ии']],
  ],
  uk: [[/(?:ого|ому|им|ім|а|у|е|і|их|ими)$/u, ['ии', 'іи', 'iи']]],
  el: [[/(?:η|ο|οι|ες|ου|ων|α|ης)$/u, ['ος']]],
  ro: [[/(?:a)$/u, ['']]],
};

/** The least a stem keeps once its ending is off. */
const MIN_STEM = 3;

/**
 * The ordinal a one-word `key` (folded as its lexicon folds) says in another form of the lexicon's
 * `ordinals`, or undefined.
 */
export function inflectedOrdinal(
  key: string,
  lang: string,
  ordinals: ReadonlyMap<string, number>,
): number | undefined {
  const endings = ENDINGS[lang];
  if (endings === undefined) return undefined;
  for (const [ending, replacements] of endings) {
    const match = ending.exec(key);
    if (match === null) continue;
    const stem = key.slice(0, match.index);
    if ([...stem].length < MIN_STEM) continue;
    for (const replacement of replacements) {
      const value = ordinals.get(`${stem}${replacement}`);
      if (value !== undefined) return value;
    }
  }
  return undefined;
}
