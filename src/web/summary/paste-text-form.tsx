/**
 * The post's text pasted in place of a link that cannot be read, with its author's name if the
 * visitor gives one. Nothing typed is ever cut: a text or a name past its limit stays as typed,
 * a message beside it says by how much, and Generate waits until it fits.
 */
import type { Ref } from 'react';
import { type CardMode, MAX_PASTED_TEXT, PASTED_AUTHOR_MAX_CHARS } from '#core/index.ts';
import type { SummarySource } from '#web/api/request-summary.ts';
import { formatCount } from '#web/ui/format-count.ts';
import { submitOnCtrlEnter } from '../ui/submit-on-ctrl-enter.ts';
import { summaryButtonLabel } from './summary-button-label.ts';

/** Said under a text too long to be sent, with how much to cut. */
export const textTooLongMessage = (length: number): string =>
  `This text is ${formatCount(length)} characters long: a card can be made from at most ` +
  `${formatCount(MAX_PASTED_TEXT)}. Please shorten it by ${formatCount(length - MAX_PASTED_TEXT)} ` +
  'characters; nothing has been cut.';

/** Said under an author's name too long for the card. */
export const authorTooLongMessage = (length: number): string =>
  `This name is ${formatCount(length)} characters long: at most ${PASTED_AUTHOR_MAX_CHARS} fit ` +
  'on the card.';

/** The request a text and name make: the name only when one is given. */
export function pastedSource(text: string, author: string): SummarySource {
  const name = author.trim();
  return { text: text.trim(), ...(name !== '' && { author: name }) };
}

interface PasteTextFormProps {
  /** Prefix of the fields' ids (unique on the page). */
  idPrefix: string;
  text: string;
  onTextChange: (text: string) => void;
  author: string;
  onAuthorChange: (author: string) => void;
  mode: CardMode;
  generating: boolean;
  onGenerate: (source: SummarySource) => void;
  /** Closes the box and goes back to the link. */
  onUseLink: () => void;
  textRef: Ref<HTMLTextAreaElement>;
}

export function PasteTextForm({
  idPrefix,
  text,
  onTextChange,
  author,
  onAuthorChange,
  mode,
  generating,
  onGenerate,
  onUseLink,
  textRef,
}: PasteTextFormProps) {
  const textTooLong = text.length > MAX_PASTED_TEXT;
  const authorLength = author.trim().length;
  const authorTooLong = authorLength > PASTED_AUTHOR_MAX_CHARS;
  const canGenerate = text.trim() !== '' && !textTooLong && !authorTooLong && !generating;
  const ids = {
    text: `${idPrefix}-text`,
    count: `${idPrefix}-text-count`,
    hint: `${idPrefix}-text-hint`,
    tooLong: `${idPrefix}-text-too-long`,
    author: `${idPrefix}-author`,
    authorHint: `${idPrefix}-author-hint`,
    authorTooLong: `${idPrefix}-author-too-long`,
  };
  const describedBy = (...parts: (string | false)[]) => parts.filter(Boolean).join(' ');

  return (
    <form
      className="paste-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canGenerate) onGenerate(pastedSource(text, author));
      }}
    >
      <label className="field-label" htmlFor={ids.text}>
        The post's text
      </label>
      {/* No maxLength: a browser would silently cut a longer paste. The message below says it. */}
      <textarea
        ref={textRef}
        id={ids.text}
        className="text-input"
        rows={5}
        dir="auto"
        aria-invalid={textTooLong}
        aria-describedby={describedBy(ids.hint, ids.count, textTooLong && ids.tooLong)}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={submitOnCtrlEnter}
      />
      <div className="paste-form__meta">
        <span id={ids.hint} className="hint">
          The card is made from these words alone: no avatar and no link to the post.
        </span>
        <span id={ids.count} className={`char-count${textTooLong ? ' char-count--over' : ''}`}>
          {formatCount(text.length)} / {formatCount(MAX_PASTED_TEXT)} characters
        </span>
      </div>
      {textTooLong && (
        <p id={ids.tooLong} className="field-error">
          {textTooLongMessage(text.length)}
        </p>
      )}
      <label className="field-label paste-form__author-label" htmlFor={ids.author}>
        Author name <span className="field-label__optional">(optional)</span>
      </label>
      <input
        id={ids.author}
        className="text-input"
        type="text"
        autoComplete="off"
        dir="auto"
        aria-invalid={authorTooLong}
        aria-describedby={describedBy(ids.authorHint, authorTooLong && ids.authorTooLong)}
        value={author}
        onChange={(event) => onAuthorChange(event.target.value)}
      />
      <span id={ids.authorHint} className="hint">
        Shown on the card as who wrote it, up to {PASTED_AUTHOR_MAX_CHARS} characters.
      </span>
      {authorTooLong && (
        <p id={ids.authorTooLong} className="field-error">
          {authorTooLongMessage(authorLength)}
        </p>
      )}
      <div className="button-row">
        <button
          type="submit"
          className="button button--primary"
          disabled={!canGenerate}
          aria-busy={generating}
        >
          {summaryButtonLabel(mode)} from text
        </button>
        <button type="button" className="button button--secondary" onClick={onUseLink}>
          Use the link instead
        </button>
      </div>
    </form>
  );
}
