/** POST /api/summary's body read and checked: a known mode and a post link or pasted text. */
import { z } from 'zod';
import {
  CARD_MODES,
  type CardMode,
  isCardMode,
  MAX_PASTED_TEXT,
  PASTED_AUTHOR_MAX_CHARS,
  type PostRef,
  readPostUrl,
  unreadablePostUrlMessage,
  type WriterLanguage,
} from '#core/index.ts';
import { HttpError } from '../http/errors.ts';
import { languageField, readAskedLanguage } from './asked-language.ts';
import { takeField } from './new-takes.ts';

const summaryBody = z.object({
  url: z.string({ error: 'Please send the URL of a post as "url".' }).optional(),
  text: z.string({ error: 'Please send the post\'s text as "text".' }).optional(),
  author: z.string({ error: 'Please send the author\'s name as "author", a string.' }).optional(),
  mode: z.string({ error: `Please send a mode as "mode": ${CARD_MODES.join(', ')}.` }),
  regenerate: z.boolean({ error: 'Please send "regenerate" as true or false.' }).optional(),
  take: takeField,
  language: languageField,
});

/** What the card is made from: a post a link names, or text the visitor pasted. */
export type CardSource =
  | { kind: 'post'; ref: PostRef }
  /** `author`: the name the visitor gave the text's writer, trimmed (none when not given). */
  | { kind: 'text'; text: string; author?: string };

/** The pasted text's author name trimmed, or a 400 that says how long it may be. */
function readAuthor(author: string | undefined): string | undefined {
  if (author === undefined) return undefined;
  const trimmed = author.trim().replace(/\s+/g, ' ');
  if (trimmed === '' || [...trimmed].length > PASTED_AUTHOR_MAX_CHARS) {
    throw new HttpError(
      400,
      `Please give the author's name in 1 to ${PASTED_AUTHOR_MAX_CHARS} characters, or leave it out.`,
    );
  }
  return trimmed;
}

/** The body checked: a known mode and a post link or pasted text, or a 400 that says what is wrong. */
export function readSummaryRequest(body: unknown): {
  source: CardSource;
  mode: CardMode;
  regenerate: boolean;
  /** With regenerate: the New take the page counted (new-takes.ts). */
  take?: number;
  /** The language the card is asked in (a writer's base tag); none: the post's own. */
  language?: WriterLanguage;
} {
  const parsed = summaryBody.safeParse(body);
  if (!parsed.success) {
    throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Please send { url, mode }.');
  }
  const { url, text, author, mode, regenerate = false, take } = parsed.data;
  if (!isCardMode(mode)) {
    throw new HttpError(400, `Unknown mode "${mode.slice(0, 40)}". Use ${CARD_MODES.join(', ')}.`);
  }
  // A Quote card is the post's own words: no language is asked of it, but a bad tag is still told.
  const language = readAskedLanguage(parsed.data.language);
  const asked = {
    ...(take !== undefined && { take }),
    ...(language !== undefined && mode !== 'quote' && { language }),
  };
  if (url !== undefined && text !== undefined) {
    throw new HttpError(400, 'Please send either "url" or "text", not both.');
  }
  if (text !== undefined) {
    const trimmed = text.trim();
    if (trimmed === '' || text.length > MAX_PASTED_TEXT) {
      throw new HttpError(
        400,
        `Please paste the post's text: 1 to ${MAX_PASTED_TEXT.toLocaleString('en')} characters.`,
      );
    }
    const name = readAuthor(author);
    return {
      source: { kind: 'text', text: trimmed, ...(name !== undefined && { author: name }) },
      mode,
      regenerate,
      ...asked,
    };
  }
  if (author !== undefined) {
    throw new HttpError(400, 'An author name goes with pasted text only: a post has its own.');
  }
  if (url === undefined) throw new HttpError(400, 'Please send the URL of a post as "url".');
  const ref = url.length <= 2_048 ? readPostUrl(url) : null;
  if (!ref) throw new HttpError(400, unreadablePostUrlMessage(url.slice(0, 2_048)));
  return { source: { kind: 'post', ref }, mode, regenerate, ...asked };
}
