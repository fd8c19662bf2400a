/** The thread form's Generate (the submit button) and, once a thread exists in the style, Regenerate. */
import type { ThreadStyleId } from '#core/index.ts';
import { Spinner } from '#web/ui/spinner.tsx';
import { generateThreadLabel } from './thread-labels.ts';

/** Which request is in flight: a first thread, a regenerated one, its next posts, or none. */
export type ThreadBusy = 'generate' | 'regenerate' | 'continue' | null;

interface ThreadGenerateButtonsProps {
  busy: ThreadBusy;
  /** No text to make a thread of. */
  blank: boolean;
  /** The style picked, or null before one is. */
  style: ThreadStyleId | null;
  /** A thread in that style is shown: Generate makes a new one and Regenerate is offered. */
  hasResultInStyle: boolean;
  onRegenerate: () => void;
}

export function ThreadGenerateButtons({
  busy,
  blank,
  style,
  hasResultInStyle,
  onRegenerate,
}: ThreadGenerateButtonsProps) {
  return (
    <div className="button-row">
      <button
        type="submit"
        className="button button--primary"
        disabled={blank || busy !== null}
        aria-busy={busy === 'generate'}
      >
        {busy === 'generate' ? (
          <>
            <Spinner />
            Generating...
          </>
        ) : (
          generateThreadLabel(style, hasResultInStyle)
        )}
      </button>
      {hasResultInStyle && (
        <button
          type="button"
          className="button button--success"
          disabled={blank || busy !== null}
          aria-busy={busy === 'regenerate'}
          onClick={onRegenerate}
        >
          {busy === 'regenerate' ? (
            <>
              <Spinner />
              Regenerating...
            </>
          ) : (
            'Regenerate'
          )}
        </button>
      )}
    </div>
  );
}
