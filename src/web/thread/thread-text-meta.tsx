/**
 * Under the thread's text: its length against the 20,000 characters a thread is made from, the
 * keys hint, and for a longer text what will not be in the thread (no maxLength on the field: a
 * browser would cut a longer paste without a word, issue 46).
 */
import { THREAD_TEXT_MAX_CHARS } from '#core/index.ts';
import { formatCount } from '#web/ui/format-count.ts';

/** Said under a text too long to be read whole, before Generate: as the paste box says it. */
export const threadTextTooLongMessage = (length: number): string =>
  `This text is ${formatCount(length)} characters long: a thread is made from at most ` +
  `${formatCount(THREAD_TEXT_MAX_CHARS)}, up to the last sentence within them. The last ` +
  `${formatCount(length - THREAD_TEXT_MAX_CHARS)} characters or more will not be in it; nothing ` +
  'you typed has been cut.';

/** The ids that describe the text field (`id` the panel's prefix). */
export const textMetaIds = (id: string, length: number): string =>
  `${id}-count ${id}-keys${length > THREAD_TEXT_MAX_CHARS ? ` ${id}-too-long` : ''}`;

export function ThreadTextMeta({ id, length }: { id: string; length: number }) {
  const tooLong = length > THREAD_TEXT_MAX_CHARS;
  return (
    <>
      <div className="thread-form__meta">
        <span id={`${id}-count`} className={`char-count${tooLong ? ' char-count--over' : ''}`}>
          {formatCount(length)} / {formatCount(THREAD_TEXT_MAX_CHARS)} characters
        </span>
        <span id={`${id}-keys`} className="hint">
          Ctrl+Enter generates
        </span>
      </div>
      {tooLong && (
        <p id={`${id}-too-long`} className="field-error">
          {threadTextTooLongMessage(length)}
        </p>
      )}
    </>
  );
}
