/**
 * English negations in other words (issue 44, docs/decisions/012 "Negations in other words"):
 * "refused to", "failed to", "unable to", "no longer", "stopped selling", "no trace of", "voted
 * against closing". negation-phrases.ts writes them as the negation they say; negation-claims.ts
 * asks whether a text holds one (h263), so a line's "failed to release" of a source's "did not
 * release" is not read as the negation dropped. Kept apart from both so neither imports the other.
 */
import { edgesLast } from '../words/edges-last.ts';

/** A refusal or a failure before "to" and a verb: the verb not done. */
export const REFUSED =
  /\b(?:refus|fail|declin)(?:e|es|ed|ing)\s+to\s+(?!(?:record|its|their|a|an|the|about|around|near|nearly|levels?|lows?|highs?)\b)(?=\p{Ll})/giu;
/** Not able to. */
export const UNABLE = /\b(?:(?:was|were|is|are|be|been)\s+)?unable\s+to\s+(?=\p{Ll})/giu;
/** A state that ended: "no longer", "stopped selling", "ceased trading". */
export const NO_LONGER = /\bno\s+longer\b/giu;
export const STOPPED =
  /\b(?:stop(?:s|ped|ping)?|ceas(?:e|es|ed|ing)|quit(?:s|ting)?)\s+(?=\p{Ll}+ing\b)/giu;
/** "no trace of", "no sign that", "no evidence of": the thing itself said to be none. */
export const NO_TRACE =
  /\b(no|without\s+any|without)\s+(?:trace|traces|sign|signs|evidence|indication|indications|proof|record)\s+(?:of|that)\b/giu;

/**
 * A vote or a ruling against doing a thing: "voted 52-31 against closing" says "voted not to close"
 * (its tally between).
 */
export const AGAINST =
  /\b(?:vot|decid|rul|argu|advis|warn|recommend|campaign|lobb)\p{Ll}*(?:\s+\p{N}+(?:[-–]\p{N}+|\s+to\s+\p{N}+)?)?\s+against\s+(?=\p{Ll}+ing\b)/giu;

export const PHRASES = [REFUSED, UNABLE, NO_LONGER, STOPPED, NO_TRACE, AGAINST];

/**
 * Whether a text says a negation in other words (each pattern's edges tried last: they are slow
 * on a long source; no pattern's `lastIndex` moved).
 */
const SAYS = PHRASES.map(edgesLast);
export const saysInOtherWords = (text: string): boolean => SAYS.some((test) => test(text));
