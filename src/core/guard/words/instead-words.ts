/**
 * "Instead of" in the languages the guard reads changes in: the words between a change's new end
 * and its old one ("58 Euro statt 49", "$5 instead of 4", "45 рублей вместо 40"). One table, so
 * every reader of such a pair knows the same languages (carried-first-units.ts, instead-pairs.ts).
 * Hungarian's, Turkish's and Estonian's come after the old end ("a mostani 290 800 helyett").
 */
export const INSTEAD_WORDS =
  'instead of|rather than|statt|anstatt|au lieu de|en lugar de|en vez de|invece di|anziché|em vez de|in plaats van|zamiast|i stedet for|istället för|вместо|замість';

export const INSTEAD_AFTER_WORDS = 'helyett|yerine|asemel';
