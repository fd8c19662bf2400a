/** The Meme caption: the post's subject dropped into a familiar meme template. */
import type { CardRequest } from './card-request.ts';
import { postTopics } from './post-topics.ts';
import { cleanText, hashText } from './text-features.ts';
import { mediaKind } from './troll-jokes.ts';

const MEME_TEMPLATES: ReadonlyArray<(topic: string) => string> = [
  (t) => `Me explaining ${t} to my friends at 3am after exactly one coffee.`,
  (t) => `When someone mentions ${t} and you suddenly become the expert of the group chat.`,
  (t) => `My brain at 2am deciding to research ${t} instead of sleeping.`,
  (t) => `Me pretending to understand ${t} so I can join the conversation.`,
  (t) => `POV: you read one post about ${t} and now you have opinions.`,
  (t) => `Nobody at the party asked about ${t} but I am still going to explain it.`,
];

/**
 * One caption sentence that drops the post's subject into a familiar meme template (another one
 * for a new take). The templates are English: writeLocally sends a post the rules have no jokes
 * for (`rulesJokeIn`) to the Normal card instead.
 */
export function writeMeme({ source, facts, variation }: CardRequest): string {
  const text = cleanText(source);
  const [topic] = postTopics(text, 1);
  const seed = variation ?? hashText(text);
  if (topic) return MEME_TEMPLATES[seed % MEME_TEMPLATES.length]!(topic);
  const media = mediaKind(facts);
  if (media) {
    return media === 'photos'
      ? 'When the photos say more than the caption ever could.'
      : `When the ${media} says more than the caption ever could.`;
  }
  return 'When the post is so deep you need a snack and a nap to process it.';
}
