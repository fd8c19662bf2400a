/**
 * A place put before the post's named thing in the place of the post's own (issue 44, recall): a
 * Meme's "京都の金龍ラーメン本店が閉店" of "大阪・道頓堀の「金龍ラーメン」本店が3月31日で閉店".
 * Japanese ties a thing to its place with "の" (Chinese with "的"), and a joke may name any place
 * beside the post's; but where the line keeps the post's thing after the particle (three
 * characters or more, the post's quote marks set aside) and writes before it a run the post never
 * has, while the post's own run there is nowhere in the line and shares none of its characters
 * (a rewording keeps one: "母グマのピリカ" of "母親のピリカ"), the thing moved. Han and kana write
 * no capitals, so the names reader sees neither place.
 */

/** A run of Han or katakana (a name, a place) just before the particle. */
const RUN = /[\p{Script=Han}\p{Script=Katakana}ー]{2,8}$/u;
/** The thing after the particle: Han, katakana and Latin letters, up to a kana or a mark. */
const THING = /^[\p{Script=Han}\p{Script=Katakana}ー\p{Script=Latin}\p{N}]{3,}/u;
/** Quote marks a post sets around a name: the name is the same without them. */
const QUOTES = /[「」『』“”"《》]/gu;
/** What ties a thing to its place: Japanese "の", Chinese "的". */
const PARTICLE = /[の的]/gu;

/** A rewording keeps a character of the post's run ("母グマ" of "母親", "都内公立小" of "公立小学校"). */
const shareCharacter = (mine: string, theirs: string) =>
  [...mine].some((character) => character !== 'ー' && theirs.includes(character));

/** The runs of `line` before a particle and a thing of the source's that the source has another. */
export function hanPossessivePlaces(line: string, source: { readonly text: string }): string[] {
  if (!/[の的]/u.test(line)) return [];
  const text = source.text.replace(QUOTES, '');
  const found: string[] = [];
  for (const match of line.matchAll(PARTICLE)) {
    const at = match.index ?? 0;
    const place = RUN.exec(line.slice(0, at))?.[0];
    const thing = THING.exec(line.slice(at + 1))?.[0];
    if (!place || !thing || text.includes(place)) continue;
    const tied = `${match[0]}${thing}`;
    let from = text.indexOf(tied);
    while (from >= 0) {
      const theirs = RUN.exec(text.slice(0, from))?.[0];
      if (theirs && !line.includes(theirs) && !shareCharacter(place, theirs)) {
        if (!found.includes(place)) found.push(place);
      }
      from = text.indexOf(tied, from + 1);
    }
  }
  return found;
}
