/** One post of a generated thread: editable text, the network's counter, Copy and Post to it. */
import { useId } from 'react';
import { type PostRules, X_POST_RULES } from '#core/index.ts';
import { type CopyOutcome, copyText } from '#web/ui/copy-text.ts';
import { useCopiedFlag } from '#web/ui/use-copied-flag.ts';
import { describePostLength } from './post-counter.ts';

interface ThreadPostProps {
  index: number;
  /** Undefined while the thread is still being written: the post reads `Post 1/…`. */
  total: number | undefined;
  text: string;
  onChange: (text: string) => void;
  /** Told after a copy, so the panel's live region can say it (the button's label is not spoken). */
  onCopied?: () => void;
  /** Told when the clipboard is missing or refused, so the panel can say so once. */
  onCopyProblem: (outcome: Exclude<CopyOutcome, 'copied'>) => void;
  /** The network the post is for: its count, limit and name (X unless chosen). */
  rules?: PostRules;
  /** The network's composer with the post filled in; none yet for Mastodon without an instance. */
  composeHref?: string | undefined;
  /** Asked when Post to Mastodon is pressed before the visitor named their instance. */
  onNeedInstance?: () => void;
}

export function ThreadPost({
  index,
  total,
  text,
  onChange,
  onCopied,
  onCopyProblem,
  rules = X_POST_RULES,
  composeHref,
  onNeedInstance,
}: ThreadPostProps) {
  const [copied, markCopied] = useCopiedFlag();
  const ids = useId();
  const counter = describePostLength(text, rules);
  const writing = total === undefined;
  const number = `${index + 1}/${total ?? '…'}`;

  async function copy() {
    const outcome = await copyText(text);
    if (outcome === 'copied') {
      markCopied();
      onCopied?.();
    } else onCopyProblem(outcome);
  }

  return (
    <article className="post" aria-labelledby={`${ids}-title`}>
      <div className="post__head">
        <h4 id={`${ids}-title`} className="post__title">
          Post {number}
        </h4>
        <span
          id={`${ids}-count`}
          className={`post__counter post__counter--${counter.tone}`}
          data-tone={counter.tone}
        >
          {counter.label}
        </span>
      </div>
      <label className="visually-hidden" htmlFor={`${ids}-text`}>
        Text of post {number}
      </label>
      <textarea
        id={`${ids}-text`}
        className="post__text"
        value={text}
        readOnly={writing}
        dir="auto"
        rows={4}
        aria-describedby={`${ids}-count`}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="post__actions">
        <button
          type="button"
          className={`button button--small ${copied ? 'button--done' : 'button--secondary'}`}
          disabled={writing}
          onClick={() => void copy()}
        >
          {copied ? 'Copied!' : 'Copy'}
        </button>
        {!writing &&
          (composeHref ? (
            <a
              className="button button--small button--ghost"
              href={composeHref}
              target="_blank"
              rel="noopener noreferrer"
            >
              Post to {rules.name}
              <span className="visually-hidden"> (post {number}, opens in a new tab)</span>
            </a>
          ) : (
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => onNeedInstance?.()}
            >
              Post to {rules.name}
            </button>
          ))}
      </div>
    </article>
  );
}
