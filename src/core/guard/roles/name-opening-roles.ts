/**
 * A source's capitalised word that opens a sentence before other capitals is read as a role
 * there ("Coxswain Adrian Don said", role-claims.ts): so is a name's own first word ("Türk
 * Telekom'da Jordan Miles", round forty-seven). Where the line writes that word inside the name
 * it puts after a role ("maçında Türk Telekom'u"), the word is the name's, and the source's run
 * gives the name no other role: no role is traded.
 */

/** Whether a source run's opening role word is a word of the line's name (both lower case). */
export const opensLineName = (role: string, names: readonly string[]): boolean =>
  names.includes(role);
