/** The Meme caption: the post's subject dropped into a familiar meme template. */
import type { PostFacts } from '#core/index.ts';
import { postTopics } from './post-topics.ts';
import { languageOf } from './sentence-scores.ts';
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

/** One caption sentence that drops the post's subject into a familiar meme template. */
export function writeMeme(source: string, facts: PostFacts | undefined, lang?: string): string {
  const text = cleanText(source);
  const [topic] = languageOf(source, lang) === 'en' ? postTopics(text, 1) : [];
  if (topic) return MEME_TEMPLATES[hashText(text) % MEME_TEMPLATES.length]!(topic);
  const media = mediaKind(facts);
  if (media) return `When the ${media} says more than the caption ever could.`;
  return 'When the post is so deep you need a snack and a nap to process it.';
}
