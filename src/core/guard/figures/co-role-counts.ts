/**
 * Two of a role the source gives as one person's "co-" role (issue 44, faithful lines stopped):
 * "The two hosts spoke with Helen Mwangi" of a podcast's "I'm Maya Okafor, and with me as always
 * is my co-host Ben Liu". A co-host is the host's partner: one speaker and the one they call their
 * co-host are two hosts, as a reader counts them, though no "two" is written. Held only for the
 * count two, right before the role's plural ("two hosts", "two co-founders"), where the source
 * writes the role with "co-" in the singular and never in the plural: "co-hosts" may be three or
 * more, and "three hosts" of one co-host is still a claim.
 */
import type { Figure } from './figure-kinds.ts';

/** The role's plural right after the count, "co-" or not ("hosts", "co-founders"). */
const ROLE_AFTER = /^[ \t]+(?:co-?)?(\p{Ll}{3,})s(?![\p{L}\p{M}-])/u;

/** Whether the figure reads as the count two, and only that. */
const isTwo = (figure: Figure) =>
  figure.kind === 'count' &&
  figure.readings.length === 1 &&
  figure.readings[0]?.length === 1 &&
  figure.readings[0][0] === 'n2';

/** Whether `figure` ("two hosts") counts the source's one role-holder and their co-role-holder. */
export function coRoleCount(figure: Figure, line: string, sourceText: string): boolean {
  if (!isTwo(figure)) return false;
  let from = 0;
  for (;;) {
    const at = line.indexOf(figure.text, from);
    if (at < 0) return false;
    from = at + 1;
    const role = ROLE_AFTER.exec(line.slice(at + figure.text.length))?.[1];
    if (!role) continue;
    const written = new RegExp(String.raw`(?<![\p{L}\p{M}])co-?${role}(s?)(?![\p{L}\p{M}])`, 'giu');
    const forms = [...sourceText.matchAll(written)].map((match) => match[1]?.toLowerCase());
    if (forms.length > 0 && forms.every((plural) => plural === '')) return true;
  }
}
