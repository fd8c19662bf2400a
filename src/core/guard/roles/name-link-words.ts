/**
 * Words that tie a name to the words before it as their agent or opponent (h282, docs/decisions/012):
 * "Martin a été battu par Dupont", "López fue sustituido por García", "Nilsson ersattes av
 * Karlsson", "Nantes s'impose 1-0 face à Lyon", "Jones lost to Smith". The words between the two
 * names are then a relation of both (a verb whose roles the passive or the converse turns round),
 * no trailing role of the first: trailing-role-names.ts reads them as nobody's part, so a faithful
 * passive is not read as the two names' parts traded. verb-role-trades.ts and the score readers
 * tell who did what to whom there.
 */

/** A passive's agent words and the prepositions of an opponent, in the languages with capitals. */
const LINKS = new Set([
  // en
  'by',
  'to',
  'against',
  'vs',
  'versus',
  // fr
  'par',
  'à',
  'contre',
  'face',
  // it
  'da',
  'dal',
  'dalla',
  'dallo',
  'contro',
  // es, pt
  'por',
  'pelo',
  'pela',
  'ante',
  'contra',
  // de, nl
  'von',
  'vom',
  'gegen',
  'door',
  'tegen',
  // sv, da, nb
  'av',
  'af',
  'mot',
  // el, pl
  'από',
  'κατά',
  'przez',
]);

/** A short article between the link word and the name ("par le PSG", "από την ΑΕΚ"). */
const ARTICLE =
  /^(?:the|le|la|les|l|il|lo|el|los|las|o|a|os|as|der|die|das|den|dem|de|het|τον|την|το|τη|τους|της|του)$/u;

/**
 * Whether the tokens before index `at` (a name's first word) end in a link word, an article at
 * most between: the words before them then relate two names, no role of the first.
 */
export function linkedName(tokens: readonly string[], at: number): boolean {
  const one = tokens[at - 1]?.toLowerCase();
  if (one === undefined) return false;
  if (LINKS.has(one)) return true;
  const two = tokens[at - 2]?.toLowerCase();
  return ARTICLE.test(one) && two !== undefined && LINKS.has(two);
}
