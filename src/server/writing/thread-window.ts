/**
 * What of the text a thread's writer is given, and what is left after it (issue 46, item 3). The
 * rules writer is given the sentences five of its posts hold, from the request's `from` on, and
 * places every one; a model is given the sentences its prompt takes whole (the embedded model's
 * context, counted in tokens) and writes its 4-5 posts of them. What either was not given is the
 * answer's `left`, and Continue thread asks for it next: no sentence is dropped without a word.
 */
import {
  NETWORK_POST_RULES,
  type NetworkId,
  type SentenceSpan,
  SMALL_MODEL_MAX_SOURCE_CHARS,
  type ThreadLeft,
  threadLeft,
  threadSpans,
} from '#core/index.ts';
import { HttpError } from '../http/errors.ts';
import type { GenerationRequest, Services } from '../services.ts';
import { rulesAnswer } from './generate-text.ts';

export interface ThreadWindow {
  /** The sentences the writer is given, as they stand in the text. */
  text: string;
  /** What is left after them, when anything is. */
  left?: ThreadLeft;
  /** The sentence a Continue starts from. */
  next: number;
}

/** The longest run of `spans`, from the first, whose text `fits`; at least one. */
function longestFitting(spans: readonly SentenceSpan[], fits: (count: number) => boolean): number {
  if (fits(spans.length)) return spans.length;
  let fitting = 1;
  let over = spans.length;
  while (over - fitting > 1) {
    const middle = Math.floor((fitting + over) / 2);
    if (fits(middle)) fitting = middle;
    else over = middle;
  }
  return fitting;
}

/**
 * The run of the text's sentences from `from` that this request's writer is given. A `from` past
 * the text's last sentence is a 400 that says how many it has; a text with no sentence at all (no
 * letter or digit) is given whole.
 */
export async function threadWindow(
  text: string,
  from: number,
  network: NetworkId,
  writing: Services,
  requestFor: (sourceText: string) => GenerationRequest,
): Promise<ThreadWindow> {
  const spans = threadSpans(text, NETWORK_POST_RULES[network]);
  if (spans.length === 0 && from === 0) return { text, next: 0 };
  if (from >= spans.length) {
    throw new HttpError(
      400,
      `There is nothing to continue: the text has ${spans.length} sentences, and "from" asks for sentence ${from + 1}.`,
    );
  }
  const rest = spans.slice(from);
  const slice = (count: number) => text.slice(rest[0]?.start ?? 0, rest[count - 1]?.end ?? 0);
  let count: number;
  if (rulesAnswer(writing)) {
    const { rulesThreadWindow } = await import('#writer/write-thread.ts');
    count = rulesThreadWindow(text, rest, network);
  } else {
    const { generator } = writing;
    count = generator.sourceFits
      ? longestFitting(rest, (size) => {
          const sourceText = slice(size);
          try {
            return generator.sourceFits?.(requestFor(sourceText)) ?? true;
          } catch {
            // A count that fails (a model closing as it counts) is the small model's limit.
            return sourceText.length <= SMALL_MODEL_MAX_SOURCE_CHARS;
          }
        })
      : rest.length;
  }
  const next = from + count;
  const left = threadLeft(text, spans, next);
  return { text: slice(count), next, ...(left && { left }) };
}
