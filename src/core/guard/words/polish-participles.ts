/**
 * A Polish active participle opening a sentence (issue 44, precision; round fifty's
 * "Decydującego tie-breaka piątego meczu gospodarze wygrali 15:12"): a verb's "-ący" form
 * ("decydujący", deciding; "prowadzący", leading) declines as an adjective ("-ącego", "-ącej",
 * "-ących" …), and a sentence's first word, whose capital tells nothing (first-word-names.ts),
 * was read as a new name. The ending "-ąc-" with an adjective's case ending is the participle's,
 * formed from any verb, and no Polish name's; a name that opens a sentence ("Kowalczyk wygrał")
 * is still read.
 */

const PARTICIPLE = /\p{L}{2,}ąc(?:y|a|e|ą|ego|ej|emu|ym|ych|ymi)$/u;

/** Whether `word`, in a line in `lang`, is a Polish active participle declined as an adjective. */
export const isPolishParticiple = (word: string, lang: string): boolean =>
  lang.startsWith('pl') && PARTICIPLE.test(word.toLowerCase());
