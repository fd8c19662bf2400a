/**
 * What the embedded model and Ollama share: a request turned into the small-model prompt, the
 * JSON schema its answer keeps to and the answer's shape, and the reader that turns that JSON, as
 * it streams in, into the pieces of plain text the shapers read.
 */
import {
  type AnswerSchema,
  type AnswerShape,
  answerTextFromJson,
  cardAnswerSchema,
  cardAnswerShape,
  type SmallModelPrompt,
  smallModelSummaryPrompt,
  smallModelThreadPrompt,
  threadAnswerSchema,
} from '#core/index.ts';
import type { GenerationRequest } from '../../services.ts';

export interface SmallModelAsk {
  prompt: SmallModelPrompt;
  schema: AnswerSchema;
  shape: AnswerShape;
}

/**
 * The prompt, schema and answer shape of a request; `sourceChars` cuts its source shorter (the
 * embedded model's budget in tokens, fit-prompt.ts).
 */
export function smallModelAsk(request: GenerationRequest, sourceChars?: number): SmallModelAsk {
  if (request.kind === 'thread') {
    return {
      prompt: smallModelThreadPrompt(
        request.style,
        request.sourceText,
        request.network,
        undefined,
        sourceChars,
        request.unsupportedClaims,
        request.language,
        request.firstPost,
      ),
      schema: threadAnswerSchema(request.network, request.sourceText),
      shape: 'posts',
    };
  }
  return {
    prompt: smallModelSummaryPrompt(
      request.mode,
      {
        text: request.sourceText,
        ...(request.lang !== undefined && { lang: request.lang }),
        ...(request.unsupportedClaims && { unsupportedClaims: request.unsupportedClaims }),
        ...(request.language !== undefined && { language: request.language }),
      },
      undefined,
      sourceChars,
    ),
    schema: cardAnswerSchema(request.mode),
    shape: cardAnswerShape(request.mode),
  };
}

/**
 * Reads a JSON answer piece by piece: each call gives what the JSON so far adds to the text, or
 * '' when it adds nothing. Text only grows as the JSON does; a piece that would change what was
 * already given is held back.
 */
export function jsonTextReader(shape: AnswerShape): (piece: string) => string {
  let json = '';
  let given = '';
  return (piece) => {
    json += piece;
    const text = answerTextFromJson(shape, json);
    if (text.length <= given.length || !text.startsWith(given)) return '';
    const added = text.slice(given.length);
    given = text;
    return added;
  };
}
