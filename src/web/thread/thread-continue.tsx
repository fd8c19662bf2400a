/**
 * What a thread did not say, under it (issue 46, item 3): "3 sentences did not fit" with
 * Continue thread, which asks for the next posts of the same text, style and network from where
 * the answer said it stopped; and, for a text over 20,000 characters, where it was cut.
 */
import type { ThreadFrom, ThreadResponse } from '#core/index.ts';
import { THREAD_TEXT_MAX_CHARS } from '#core/index.ts';
import { formatCount } from '#web/ui/format-count.ts';
import { Spinner } from '#web/ui/spinner.tsx';
import type { ThreadBusy } from './thread-generate-buttons.tsx';
import type { ThreadResult } from './thread-result-state.ts';

/** "1 sentence did not fit." / "3 sentences did not fit." */
export const sentencesLeftMessage = (sentences: number): string =>
  `${formatCount(sentences)} ${sentences === 1 ? 'sentence' : 'sentences'} did not fit.`;

/** Said with the thread of a text that was cut: after which words, and how much is not in it. */
export function threadCutMessage(text: string, characters: number): string {
  const kept = text.slice(0, Math.max(0, text.length - characters)).trimEnd();
  const words = kept.split(/\s+/u);
  const end = words.slice(-6).join(' ');
  return (
    `Your text was cut after “${words.length > 6 ? '…' : ''}${end}”: its last ` +
    `${formatCount(characters)} characters are not in this thread (a thread is made from at most ` +
    `${formatCount(THREAD_TEXT_MAX_CHARS)}).`
  );
}

/** A thread that can be continued: its text, and where its next posts start. */
export type Continuable = ThreadResult & { text: string; next: ThreadFrom };

/** Said once a thread is ready: its posts, or how many a Continue added. */
export const readyMessage = (added: number, total: number): string =>
  added === total
    ? `Your thread of ${total} posts is ready.`
    : `${added} more ${added === 1 ? 'post' : 'posts'}: your thread has ${total} posts.`;

/** What the page keeps of an answer so the thread can be continued: what is left, and from where. */
export function leftOf(response: ThreadResponse): Pick<ThreadResult, 'left' | 'next' | 'cut'> {
  return {
    ...(response.left && response.next && { left: response.left, next: response.next }),
    ...(response.cut && { cut: response.cut }),
  };
}

interface ThreadContinueProps {
  result: ThreadResult;
  /** The request in flight, if any: Continue waits for it, and says when it is its own. */
  busy: ThreadBusy;
  onContinue: (thread: Continuable) => void;
}

export function ThreadContinue({ result, busy, onContinue }: ThreadContinueProps) {
  const { left, next, cut, text } = result;
  const continuing = busy === 'continue';
  if (!cut && !(left && next && text)) return null;
  return (
    <div className="thread-continue">
      {cut && text && (
        <p className="thread-result__notice">{threadCutMessage(text, cut.characters)}</p>
      )}
      {left && next && text && (
        <div className="thread-continue__row">
          <p className="thread-result__notice thread-continue__left">
            {sentencesLeftMessage(left.sentences)}
          </p>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy !== null}
            aria-busy={continuing}
            onClick={() => onContinue({ ...result, text, next })}
          >
            {continuing ? (
              <>
                <Spinner />
                Continuing...
              </>
            ) : (
              'Continue thread'
            )}
          </button>
        </div>
      )}
    </div>
  );
}
