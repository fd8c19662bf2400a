/**
 * Half of a scale said in words (h246): "half a million", "medio millón", "mezzo milione", "meio
 * milhão", "un demi-million", "eine halbe Million", "pół miliona", "yarım milyon", "نصف مليون",
 * "puoli miljoonaa", "μισό εκατομμύριο", "setengah juta" (the last two h286's). No number stands
 * before the scale, so none was read: a source's "medio millón de euros" held no 500,000 euros for
 * a card's "500.000 euros", and a card's "yarım milyon lira" was read as no figure at all (any
 * amount kept). The half word is read with the scale after it as the half of that scale, on the
 * source's side as on the line's.
 *
 * A word of half before a number (not a scale) is no amount ("half 10 km"), and one before another
 * word is a share (figure-words.ts's "half of the tickets"): only a scale word right after it, or
 * after English's "a" ("half a million"), makes it one.
 */
import type { FigureText, Quantity } from '../figures/figure-quantities.ts';
import type { Token } from '../figures/figure-tokens.ts';
import { foldWord } from '../words/fold-word.ts';
import { scaleOf } from './half-numbers.ts';

/**
 * The words of half that stand before a scale, folded, in the languages whose cards write it so.
 * Arabic's "نصف" takes its joined "with", "for" ("بنصف مليون": with half a million), not its "and"
 * ("ونصف" is the "and a half" after a number: half-numbers.ts).
 */
const HALF_BEFORE_SCALE = /* @__PURE__ */ new Set(
  'half medio media mezzo mezza meio meia demi halbe halben halber pół pul yarım puoli halv نصف بنصف لنصف μισό μισή setengah'
    .split(' ')
    .map((word) => foldWord(word, false)),
);

/** The space around English's article between its half and its scale: "half a million". */
const SPACE = /^[ \t]+$/;
/** A space, or French's hyphen ("demi-million"), between the half and its scale. */
const JOINED = /^(?:[ \t]+|-)$/;

/** Whether the word token `token` may be a half before a scale: its word alone is asked. */
export const mayBeHalfBeforeScale = (token: Token): boolean =>
  token.kind === 'word' && HALF_BEFORE_SCALE.has(token.word?.plain ?? '');

/**
 * The half of a scale the word at `index` begins ("medio millón": 500,000), with its scale's
 * token as its last; undefined where the word is no half or no scale follows it.
 */
export function halfScaleAt(index: number, reading: FigureText): Quantity | undefined {
  const { tokens, text } = reading;
  const token = tokens[index] as Token;
  if (!mayBeHalfBeforeScale(token)) return undefined;
  let at = index + 1;
  let next = tokens[at];
  if (next?.kind !== 'word') return undefined;
  let before = token;
  if (next.word?.plain === 'a' && SPACE.test(text.slice(token.end, next.start))) {
    before = next;
    at += 1;
    next = tokens[at];
    if (next?.kind !== 'word' || !SPACE.test(text.slice(before.end, next.start))) return undefined;
  } else if (!JOINED.test(text.slice(token.end, next.start))) {
    return undefined;
  }
  const scale = scaleOf(next, reading);
  // A scale of a thousand or more: "half a dozen" or "medio centenar" are counts the number
  // readers leave as they are.
  if (scale === undefined || scale < 1000) return undefined;
  return {
    readings: [[scale / 2]],
    kind: 'count',
    first: index,
    last: at,
    start: token.start,
    end: next.end,
    digits: false,
  };
}
