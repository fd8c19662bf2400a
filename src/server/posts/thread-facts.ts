/**
 * The facts of a thread read as one text (several posts of one author): what a Normal card may
 * say of it besides its words. One reading for the run of a thread the post sources give
 * (create-post-service.ts) and for a written card's author thread (writing/written-thread.ts).
 */
import type { PostFacts } from '#core/index.ts';

/** Facts whose values are gathered from every post, once each whatever their case. */
const LISTED = ['linkHosts', 'postLinkHosts', 'mentions', 'hashtags', 'photoAlts'] as const;

/**
 * Every post's links, mentions, hashtags and picture descriptions (in order, once each), pictures
 * and videos added up; the asked post's own quote and link card, else the first post's that has
 * one; the asked post's poll and whether its text was cut. Never what the thread replies to or
 * how long it is: those are the run's, not its words' (a caller that knows them adds them).
 */
export function threadFacts(
  posts: readonly { facts?: PostFacts }[],
  asked: { facts?: PostFacts },
): PostFacts {
  const facts: PostFacts = {};
  for (const key of LISTED) {
    const seen = new Map<string, string>();
    for (const item of posts) {
      for (const value of item.facts?.[key] ?? []) {
        if (!seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value);
      }
    }
    if (seen.size > 0) facts[key] = [...seen.values()];
  }
  for (const key of ['photos', 'videos'] as const) {
    const sum = posts.reduce((total, item) => total + (item.facts?.[key] ?? 0), 0);
    if (sum > 0) facts[key] = sum;
  }
  const own = asked.facts ?? {};
  const quotes = own.quotes ?? posts.find((item) => item.facts?.quotes)?.facts?.quotes;
  if (quotes) facts.quotes = quotes;
  const linkCard = own.linkCard ?? posts.find((item) => item.facts?.linkCard)?.facts?.linkCard;
  if (linkCard) facts.linkCard = linkCard;
  if (own.pollOptions) facts.pollOptions = own.pollOptions;
  if (own.truncated) facts.truncated = true;
  return facts;
}
