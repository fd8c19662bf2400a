/** The Troll card's joke templates, as data: each takes the post's own subjects. */
import type { PostFacts } from '#core/index.ts';

/** Jokes on one subject of the post: a noun phrase or a name, never a pronoun or interjection. */
export const TROLL_TEMPLATES: ReadonlyArray<(topic: string) => string> = [
  (t) => `Ah yes, ${t}: the topic we were all desperate to hear about at great length.`,
  (t) => `Breaking news: someone discovered ${t} and now the whole timeline has to hear about it.`,
  (t) => `Somewhere a self-appointed expert on ${t} just felt a great disturbance in the timeline.`,
  (t) => `Bold move to bring up ${t} and expect anyone to read past the first line.`,
  // No quotation marks: a joke never puts words in anyone's mouth (the guard, issue 37).
  (t) => `Nothing says free time on your hands quite like a deep dive into ${t}.`,
  // Not "Sure, …": the shaping drops lines that open like a model's chatter.
  (t) => `Clearly, ${t} will fix everything, right after my houseplants start paying rent.`,
];

/** Jokes on two subjects of the post. */
export const TROLL_PAIR_TEMPLATES: ReadonlyArray<(a: string, b: string) => string> = [
  (a, b) => `Imagine writing this much about ${a} and ${b} and still not touching grass.`,
  (a, b) => `Nobody asked for a hot take on ${a} and ${b}, and yet here we all are.`,
  (a, b) => `Connecting ${a} to ${b} is the kind of genius the timeline does not deserve.`,
];

/** Jokes on a post that says little but shows something. */
export const MEDIA_JOKES: Readonly<Record<MediaKind, string>> = {
  photo: 'Posting one photo and letting the replies do the thinking: a bold strategy.',
  photos: 'A whole album instead of a sentence: the replies can do the thinking.',
  video: 'A video instead of a sentence, because reading is apparently optional now.',
};

/** What the post shows: a video, one photo, or several (a joke says "one photo" only for one). */
export type MediaKind = 'photo' | 'photos' | 'video';

export function mediaKind(facts: PostFacts | undefined): MediaKind | undefined {
  if ((facts?.videos ?? 0) > 0) return 'video';
  const photos = facts?.photos ?? 0;
  return photos > 1 ? 'photos' : photos === 1 ? 'photo' : undefined;
}
