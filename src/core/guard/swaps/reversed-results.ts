/**
 * A result turned round (issue 44, round 32): "Timnas Indonesia kalah 2-0 dari Bahrain" of
 * "Timnas Indonesia menang 2-0 atas Bahrain". A joke may mock a win, but the side the post says
 * won, told as losing, is the post's result reversed. Figures and names are all the post's, and a
 * joke's scores are not read (a Normal card's are: score-sides.ts), so no other rule sees it.
 *
 * Stopped: a side (the capitalised word before the verb) the post says won or lost, with the
 * other verb in the line, where the post never gives that side the line's. "Bahrain … pulang bawa
 * kekalahan" (the losing side's loss) is kept. Each language's verbs of winning and losing are listed: no kept
 * library conjugates them across these languages.
 */

/** Verbs of a side's win (1) and loss (-1), as they follow the side's name. */
const OUTCOMES: Readonly<Record<string, 1 | -1>> = {
  // English
  won: 1,
  wins: 1,
  beat: 1,
  beats: 1,
  defeated: 1,
  defeats: 1,
  lost: -1,
  loses: -1,
  // Indonesian
  menang: 1,
  mengalahkan: 1,
  menundukkan: 1,
  kalah: -1,
  takluk: -1,
  dikalahkan: -1,
  // Spanish and Portuguese
  ganó: 1,
  gana: 1,
  venció: 1,
  vence: 1,
  derrotó: 1,
  venceu: 1,
  ganhou: 1,
  derrotou: 1,
  perdió: -1,
  pierde: -1,
  cayó: -1,
  perdeu: -1,
  perde: -1,
  // French and Italian
  gagne: 1,
  bat: 1,
  battent: 1,
  remporte: 1,
  vince: 1,
  batte: 1,
  perd: -1,
  perdent: -1,
  // German and Dutch
  gewinnt: 1,
  gewann: 1,
  siegt: 1,
  siegte: 1,
  schlägt: 1,
  besiegt: 1,
  wint: 1,
  verslaat: 1,
  verliert: -1,
  verlor: -1,
  unterliegt: -1,
  unterlag: -1,
  verliest: -1,
  verloor: -1,
};

const WORDS = /[\p{L}\p{M}][\p{L}\p{M}\p{N}'’-]*|\p{N}[\p{N}.,]*/gu;

/** Each side's results in a text: the word before a verb of winning or losing, and the verb. */
function resultsOf(text: string): { side: string; outcome: 1 | -1; text: string }[] {
  const words = text.match(WORDS) ?? [];
  const found: { side: string; outcome: 1 | -1; text: string }[] = [];
  words.forEach((word, at) => {
    const outcome = OUTCOMES[word.toLowerCase()];
    const side = words[at - 1];
    // A side is a name: "50,000 won" is a sum of money, "have now lost" a run of games.
    if (outcome && side && /^\p{Lu}/u.test(side)) {
      found.push({ side: side.toLowerCase(), outcome, text: `${side} ${word}` });
    }
  });
  return found;
}

/** The results of the line (`rest`, as unsupportedClaims reads it) the post gives the other way. */
export function reversedResults(rest: string, sourceText: string): string[] {
  const line = resultsOf(rest);
  if (line.length === 0) return [];
  const post = resultsOf(sourceText);
  return line
    .filter(
      ({ side, outcome }) =>
        post.some((theirs) => theirs.side === side && theirs.outcome === -outcome) &&
        !post.some((theirs) => theirs.side === side && theirs.outcome === outcome),
    )
    .map(({ text }) => text);
}
