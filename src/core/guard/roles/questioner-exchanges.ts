/**
 * An answer told to another firm's questioner (issue 44, roles): "telling a Jefferies analyst that
 * promotions would be used selectively" of an earnings call where "Analyst (Jenna Kowalski,
 * Barclays)" asked about pricing and was told "We'll use promotions selectively", while the
 * Jefferies analyst asked about private label. Both firms are the document's, so no names reader
 * stops the line; the exchange is not that firm's.
 *
 * A transcript's questioner opens a turn with their role and, in brackets, their name and firm
 * ("Analyst (Omar Siddiqui, Jefferies):"); their exchange runs to the next such turn, the answers
 * in it. A line's "<firm> <role>" ("a Jefferies analyst") is stopped where that firm's exchange
 * holds none of the line's content words (by their stems) and exactly one other questioner's holds
 * two or more: the line tells another exchange. English, where capitals mark firms.
 */

import { oncePer } from '../once-per-source.ts';
import { isStopWord } from '../words/stop-words.ts';
import { actionStem } from './traded-actions.ts';

/** A questioner's turn: a role, then a name and a firm in brackets, then a colon. */
const QUESTIONER = /(\p{Lu}[\p{L}-]*)\s*\(([^()]*),\s*([^(),]+)\):/gu;
const WORD = /[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu;

interface Exchange {
  firm: string;
  role: string;
  stems: Set<string>;
}

/** The stems of a text's lower-case content words of four letters or more. */
function stemsOf(text: string, leave?: string): Set<string> {
  const stems = new Set<string>();
  for (const [word] of text.matchAll(WORD)) {
    if (!/^\p{Ll}/u.test(word) || word.length < 4 || word === leave) continue;
    if (!isStopWord(word, 'en')) stems.add(actionStem(word));
  }
  return stems;
}

const bySource = /* @__PURE__ */ oncePer(
  (source: { readonly text: string; readonly langs: readonly string[] }): Exchange[] => {
    const exchanges: Exchange[] = exchangesOf(source.text);
    return exchanges;
  },
);

function exchangesOf(text: string): Exchange[] {
  const turns = [...text.matchAll(QUESTIONER)];
  return turns.map((turn, index) => {
    const end = turns[index + 1]?.index ?? text.length;
    return {
      firm: (turn[3] as string).trim(),
      role: (turn[1] as string).toLowerCase(),
      stems: stemsOf(text.slice((turn.index ?? 0) + turn[0].length, end)),
    };
  });
}

/** The firms of `line` (as written) put as the questioner of another firm's exchange. */
export function questionerExchanges(
  line: string,
  source: { readonly text: string; readonly langs: readonly string[] },
): string[] {
  if ((source.langs[0] ?? 'en') !== 'en' || !source.text.includes('):')) return [];
  const exchanges = bySource(source);
  const firms = new Set(exchanges.map((one) => one.firm));
  if (firms.size < 2) return [];
  const stopped: string[] = [];
  for (const { firm, role } of exchanges) {
    if (stopped.includes(firm) || !line.includes(`${firm} ${role}`)) continue;
    const mine = stemsOf(line, role);
    const shares = (one: Exchange) => [...one.stems].filter((stem) => mine.has(stem)).length;
    if (exchanges.some((one) => one.firm === firm && shares(one) > 0)) continue;
    const others = new Set(exchanges.filter((one) => shares(one) >= 2).map((one) => one.firm));
    if (others.size === 1) stopped.push(firm);
  }
  return stopped;
}
