/**
 * Whether an English role read after a comma as the word before it's ("<Name>, <role>") goes on to
 * a name of its own ("… health coverage until June, CEO Dana Whitfield wrote", round forty-five):
 * then the role is that name's, said before it ("CEO Dana Whitfield"), and the capitalised word
 * before the comma (a month, a place, a sentence's last name) is none of its holders. "Dana
 * Whitfield, CEO of Brightline" and "Dana Whitfield, its CEO, said" still tie the role backwards.
 */

/** Spaces, a title perhaps, then a capitalised word of lower-case letters: a name's first word. */
const NAME_NEXT = /^[ \t\u00a0]+(?:(?:Dr|Prof|Professor|Mr|Ms|Mrs)\.?[ \t\u00a0]+)?\p{Lu}\p{Ll}/u;

/** Whether the role that ends at `end` of `text` stands before a name. */
export function roleGoesOnToName(text: string, end: number): boolean {
  return NAME_NEXT.test(text.slice(end, end + 40));
}
