/**
 * Which side of a vote a count is told of (issue 44, round forty-three): "24 sì e 13 no" of "24
 * voti favorevoli e 13 contrari", "mit 31 Ja- gegen 12 Nein-Stimmen", "38 pour, 12 contre", "24
 * votes for and 13 against". A reader knows "no" and "contrari" as the same side; the words
 * themselves differ, so traded-entries.ts read "13 no" as told of the other clause's words and
 * stopped it. Here a vote's side is one key, whatever the language's word for it.
 *
 * Narrow: a word of a side counts only right after a number, or after a number and a word for
 * votes ("24 voti favorevoli", "13 votes against"), where it tells what the number counts; elsewhere
 * "no", "pour" or "for" is an everyday word.
 */

/** The words of each side, in the languages the labelled set's votes are written in and near. */
const SIDES: ReadonlyArray<readonly [string, ReadonlySet<string>]> = [
  [
    'for',
    new Set(
      'yes yea yeas aye ayes for favour favor sì si favorevoli favorevole favore ja dafür jastimmen oui pour sí favor favorables sim favoráveis voor vóór tak za'.split(
        ' ',
      ),
    ),
  ],
  [
    'against',
    new Set(
      'no nay nays noes against contrari contrario contrarie contro nein dagegen neinstimmen non contre contra não tegen nie przeciw'.split(
        ' ',
      ),
    ),
  ],
  [
    'abstain',
    new Set(
      'abstained abstentions abstention astenuti astensioni enthaltungen enthaltung abstenciones abstención abstenções onthoudingen'.split(
        ' ',
      ),
    ),
  ],
];

/** The words for votes, between a number and its side ("24 voti favorevoli", "13 votes against"). */
const VOTES = new Set(
  'votes vote voti voto votos voix stimmen stimme stemmen głosów głosy'.split(' '),
);

/** A number, then the word that may name a side, or a word for votes and then that word. */
const AFTER_NUMBER =
  /\d(?:[\d.,]*\d)?\s+([\p{L}\p{M}]+(?:-[\p{L}\p{M}]*)?)(?:\s+([\p{L}\p{M}]+(?:-[\p{L}\p{M}]*)?))?/gu;

/** The vote sides `text` tells its numbers of, as keys ("vote:against"). */
export function voteSideKeys(text: string): string[] {
  if (!/\d/u.test(text)) return [];
  const keys: string[] = [];
  for (const match of text.matchAll(AFTER_NUMBER)) {
    const [first, second] = [match[1], match[2]].map((word) =>
      (word ?? '').toLowerCase().replace('-', ''),
    );
    // The word right after the number, else the one after a word for votes ("24 voti favorevoli").
    const side =
      SIDES.find(([, words]) => words.has(first as string)) ??
      (VOTES.has(first as string)
        ? SIDES.find(([, words]) => words.has(second as string))
        : undefined);
    if (side) keys.push(`vote:${side[0]}`);
  }
  return keys;
}
