/**
 * The language a card or a thread is asked in (issue 45): the request's `language` checked against
 * the writer's languages, and what the answer says of its languages once it is known who writes
 * it. Shared by /api/summary and /api/thread, so both answer the same fields the same way.
 */
import { z } from 'zod';
import {
  isWriterLanguage,
  languageName,
  normaliseLanguageTag,
  textLanguage,
  WRITER_LANGUAGES,
  type WriterLanguage,
} from '#core/index.ts';
import { HttpError } from '../http/errors.ts';

/** The request body's `language`: a string, read by readAskedLanguage. */
export const languageField = z
  .string({ error: 'Please send "language" as a language tag, such as "en" or "pt-BR".' })
  .optional();

/**
 * The base language asked for, or undefined for the post's own (no `language`, or an empty one).
 * A tag that is not BCP 47, or whose language the writer does not write: 400 naming the tag and
 * the languages it writes (`supported`).
 */
export function readAskedLanguage(language: string | undefined): WriterLanguage | undefined {
  if (language === undefined || language.trim() === '') return undefined;
  const supported = [...WRITER_LANGUAGES];
  const shown = language.trim().slice(0, 40);
  const base = normaliseLanguageTag(language);
  if (base === undefined) {
    throw new HttpError(
      400,
      `"${shown}" is not a language tag. Send one such as "en" or "pt-BR": ${supported.join(', ')}.`,
      {},
      { supported },
    );
  }
  if (!isWriterLanguage(base)) {
    throw new HttpError(
      400,
      `Cards and threads cannot be written in ${languageName(base)} ("${shown}") yet. Choose one of: ${supported.join(', ')}.`,
      {},
      { supported },
    );
  }
  return base;
}

/** What an answer says of its languages, and what the writer is asked to write in. */
export interface AnswerLanguages {
  /** The language a model is asked to write in, when it is not the source's own. */
  target?: WriterLanguage;
  /** The answer's `lang`, `sourceLang` and `askedLang` (SummaryResponse). */
  fields: { lang?: string; sourceLang?: string; askedLang?: string };
  /** The language the card is stored and found again under (StoredCard's `language`). */
  key?: WriterLanguage;
}

/**
 * The answer's languages. `asked` is the request's language, `source` the post's or text's base
 * language where known, `ownTag` its source's own tag (`pt-BR`), `rules` whether the rules writer
 * answers. A language asked that is the source's own is no translation: the card is the post's
 * own-language card. The rules writer cannot translate: it answers in the post's language and says
 * which one was asked, never labelling its words as that language.
 */
export function answerLanguages(
  asked: WriterLanguage | undefined,
  source: string | undefined,
  ownTag: string | undefined,
  rules: boolean,
): AnswerLanguages {
  const other = asked !== undefined && asked !== source ? asked : undefined;
  // The source's own tag (`pt-BR`) where its words agree with it; else the language they show.
  const own =
    ownTag !== undefined && (source === undefined || normaliseLanguageTag(ownTag) === source)
      ? ownTag
      : source;
  const sourceLang = source !== undefined && { sourceLang: source };
  if (other === undefined) return { fields: { ...(own && { lang: own }), ...sourceLang } };
  if (rules) {
    return { fields: { ...(own && { lang: own }), ...sourceLang, askedLang: other }, key: other };
  }
  return { target: other, fields: { lang: other, ...sourceLang }, key: other };
}

/**
 * The post's or text's base language: its source's tag, unless its words clearly say otherwise
 * (core's textLanguage), else what its words show; undefined when neither tells. The opening tells
 * it as well as a 20,000-character whole.
 */
export function sourceLanguage(tag: string | undefined, text: string): string | undefined {
  const found = textLanguage(tag, text.slice(0, 2_000));
  return found === undefined ? undefined : normaliseLanguageTag(found);
}
