/**
 * A German or Dutch plural of an agent made on a Latin stem (issue 44 item 4): "Demonstranten"
 * (demonstrators), "Studenten", "Patienten", "Dozenten", "Lieferanten". Both languages make them
 * of "-ant" and "-ent" and their plural with "-en"; the commonest-words lists keep a few, and a
 * capital that tells nothing (every German noun's, a Dutch sentence's first word) was read as a
 * new name. Names rarely end so; the singular often does ("Vincent", "Durant") and is not read.
 */

const LANGS = /^(?:de|nl)(?:$|[-_])/iu;
const AGENT_PLURAL = /^\p{L}{3,}(?:anten|enten)$/u;

/** Whether `word`, in a line in `lang`, is a Latinate agent's plural in German or Dutch. */
export function isLatinateAgentPlural(word: string, lang: string): boolean {
  return LANGS.test(lang) && AGENT_PLURAL.test(word.normalize('NFC').toLowerCase());
}
