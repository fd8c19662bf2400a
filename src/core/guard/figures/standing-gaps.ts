/**
 * A gap a source tells as one side's lead over another, "ahead of" or "behind" it (issue 44 item
 * 4, h301): "41 ponttal vezeti a tabellát, hat ponttal a Paks előtt" (six points ahead of Paks),
 * "on 41 points, six points ahead of Burnley", "52 pisteellä, kolme pistettä ennen Ilvestä". A
 * line that gives the other side's figure ("A Paksnak 35 pontja van") was stopped for a figure the
 * source does not hold. compared-ends.ts asks this where no comparative follows the gap: the words
 * of position after it (a preposition before the other side, or Hungarian's, Finnish's and
 * Turkish's postposition after it), and the other side's name, which the line must write.
 */

/** Position words before the other side: its lead (1) or its lag (-1). */
const BEFORE_SIDE: ReadonlyArray<readonly [RegExp, 1 | -1]> = [
  [
    /^(?:ahead of|clear of|in front of|vor|devant|d'avance sur|davanti a|davanti al|przed|por delante de|por delante del|à frente de|à frente do|voor|före|foran|ennen|edellä)$/iu,
    1,
  ],
  [
    /^(?:behind|hinter|derrière|dietro|dietro a|za|por detrás de|atrás de|achter|efter|bakom|bak|perässä|jäljessä)$/iu,
    -1,
  ],
];
/** Postpositions after the other side: Hungarian, Finnish, Turkish. */
const AFTER_SIDE: ReadonlyArray<readonly [RegExp, 1 | -1]> = [
  [/^(?:előtt|edellä|ennen|önünde)$/iu, 1],
  [/^(?:mögött|jäljessä|perässä|gerisinde|arkasında)$/iu, -1],
];
/** An article or a word of no side before a name ("a Paks", "the Clarets"). */
const ARTICLE = /^(?:a|az|the|le|la|les|der|die|den|dem|il|lo|el|los|las|o|os|de|het)$/iu;
const WORD = /[\p{L}\p{M}'’]+/gu;

/** The side (1 the source's first figure leads) and the other side's word, after the gap. */
export function standingGap(
  text: string,
  end: number,
): { side: 1 | -1; words: string[] } | undefined {
  const clause = text.slice(end, end + 80).split(/[,;:.!?()\n]/u)[0] ?? '';
  const words = (clause.match(WORD) ?? []).slice(0, 7);
  for (let index = 0; index < words.length; index++) {
    const one = words[index] as string;
    const two = `${one} ${words[index + 1] ?? ''}`.trim();
    const three = `${two} ${words[index + 2] ?? ''}`.trim();
    for (const [pattern, side] of BEFORE_SIDE) {
      const phrase = [three, two, one].find((text) => pattern.test(text));
      if (phrase === undefined) continue;
      const after = words.slice(index + phrase.split(' ').length).filter((w) => !ARTICLE.test(w));
      if (after[0] !== undefined) return { side, words: [after[0].toLowerCase()] };
    }
    for (const [pattern, side] of AFTER_SIDE) {
      if (!pattern.test(one) || index === 0) continue;
      const name = words[index - 1] as string;
      if (!ARTICLE.test(name)) return { side, words: [name.toLowerCase()] };
    }
  }
  return undefined;
}
