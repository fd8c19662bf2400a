/**
 * What a request asked again says after the post (issue 37): the claims the first answer made that
 * the source does not hold, named, so the model writes the line again without them. In the user
 * turn, after the post: the instructions shared by every card stay the same (and cached).
 */

/** At most this many claims are named, each at most this long: enough to say what to leave out. */
const MAX_CLAIMS = 12;
const MAX_CLAIM_CHARS = 80;

/**
 * The sentence naming `claims` for a request about the `what` ("post", "text"), or undefined when
 * there is none to name. The claims are the model's own words: quoted, one line, no markers.
 */
export function unsupportedClaimsRule(
  claims: readonly string[] | undefined,
  what: string,
): string | undefined {
  const named = (claims ?? [])
    .map((claim) =>
      claim
        .replace(/[\s<>]+/g, ' ')
        .trim()
        .slice(0, MAX_CLAIM_CHARS),
    )
    .filter((claim) => claim !== '')
    .slice(0, MAX_CLAIMS);
  if (named.length === 0) return undefined;
  return `The ${what} does not say these, so do not state them: ${named.map((claim) => JSON.stringify(claim)).join(', ')}. Use only what the ${what} says.`;
}
