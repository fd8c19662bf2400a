/** The Troll card: jokes on the post's own subjects, then one canned joke. */

import { TROLL_JOKES } from '#core/index.ts';
import type { CardRequest } from './card-request.ts';
import { postTopics } from './post-topics.ts';
import { cleanText, hashText } from './text-features.ts';
import { MEDIA_JOKES, mediaKind, TROLL_PAIR_TEMPLATES, TROLL_TEMPLATES } from './troll-jokes.ts';

/**
 * Two jokes about the post's own subjects and one canned joke, one per line; another choice of
 * jokes for a new take (`variation`). The jokes are English: writeLocally sends a post the rules
 * have no jokes for (`rulesJokeIn`) to the Normal card instead.
 */
export function writeTroll({ source, facts, variation }: CardRequest): string {
  const text = cleanText(source);
  const topics = postTopics(text, 2);
  const seed = variation ?? hashText(text);
  const lines: string[] = [];
  const [first, other] = topics;
  // A second subject earns a joke of its own when it is a name or a phrase ("China", "control
  // room"), not a lone common word ("file", "view") or a part of the first ("ChatGPT").
  const second =
    other &&
    first &&
    !first.toLowerCase().includes(other.replace(/^the /u, '').toLowerCase()) &&
    (/\s/u.test(other.replace(/^the /u, '')) || /^\p{Lu}/u.test(other))
      ? other
      : undefined;
  if (first) lines.push(TROLL_TEMPLATES[seed % TROLL_TEMPLATES.length]!(first));
  if (first && second) {
    lines.push(TROLL_PAIR_TEMPLATES[seed % TROLL_PAIR_TEMPLATES.length]!(first, second));
  } else if (first) {
    lines.push(TROLL_TEMPLATES[(seed + 3) % TROLL_TEMPLATES.length]!(first));
  }
  const media = mediaKind(facts);
  if (lines.length < 2 && media) lines.push(MEDIA_JOKES[media]);
  lines.push(TROLL_JOKES[seed % TROLL_JOKES.length] ?? '');
  return lines.filter(Boolean).join('\n');
}
