/**
 * What the writer reads of a post besides its author's words, and those words alone (issue 44,
 * item 8): the server gives a writer the post with reader notes of its own, its content warning
 * ("Content warning: …", before the words), the post it quotes ("Quoting @…: …", after them) and
 * an author's thread's marks ("[Post 3/12]"). A model may say what they say; a line the guard puts
 * in a stopped line's place is the author's own sentence, never one of these notes.
 */
import { markedPostTexts, warnedPostText } from './author-thread.ts';

/** The post a post quotes, as the writer reads it after the post's own words. */
export const quotedPostText = (username: string, text: string): string =>
  `Quoting @${username}: ${text}`;

const WARNING = /* @__PURE__ */ warnedPostText('');
/** The start of quotedPostText's note: what follows it in a post is the quoted author's. */
const QUOTING = /^Quoting @[^\s:]+: /u;

/**
 * The author's words of a text the writer reads: every post of a marked thread without its mark,
 * its content warning and the post it quotes (with all that follows that note in the post: the
 * quoted words may run over paragraphs). A pasted text is its own words.
 */
export function authorWords(sourceText: string): string {
  return markedPostTexts(sourceText)
    .map((post) => {
      const paragraphs = post.split(/\n[ \t]*\n/);
      if (paragraphs[0]?.startsWith(WARNING)) paragraphs.shift();
      const quote = paragraphs.findIndex((paragraph) => QUOTING.test(paragraph));
      return (quote < 0 ? paragraphs : paragraphs.slice(0, quote)).join('\n\n').trim();
    })
    .filter((post) => post !== '')
    .join('\n\n');
}
