/** A visible, dismissible message box; errors use role="alert" so screen readers speak them at once. */
import { type ReactNode, useEffect, useRef } from 'react';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

interface AlertMessageProps {
  tone: AlertTone;
  children: ReactNode;
  /** A second line saying why (e.g. the server's reason a post cannot be read), in the same alert. */
  detail?: ReactNode;
  /** When given, a close button lets the user put the message away. */
  onDismiss?: () => void;
  /**
   * Moves keyboard focus to the message when it appears: the button that started the action was
   * disabled while it ran, so without this focus would fall to <body> and the next Tab would start
   * over at the top of the page.
   */
  focusOnShow?: boolean;
  /** False when the owner announces the message through a live region of its own (no double speech). */
  live?: boolean;
}

/** Errors and warnings interrupt (`alert`); success and info wait their turn (`status`). */
export function AlertMessage({
  tone,
  children,
  detail,
  onDismiss,
  focusOnShow,
  live = true,
}: AlertMessageProps) {
  const urgent = tone === 'error' || tone === 'warning';
  const role = live ? (urgent ? 'alert' : 'status') : undefined;
  const textRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (focusOnShow) textRef.current?.focus({ preventScroll: false });
  }, [focusOnShow]);

  // A message that brings its own mark (the spec's "✅ Image copied!") gets no second one.
  const ownMark = typeof children === 'string' && /^\p{Extended_Pictographic}/u.test(children);
  return (
    <div className={`alert alert--${tone}`}>
      {!ownMark && (
        <span className="alert__icon" aria-hidden="true">
          {ICONS[tone]}
        </span>
      )}
      {/* Only the message is the live region, so it is announced without the icon or the button. */}
      <p ref={textRef} className="alert__text" role={role} tabIndex={focusOnShow ? -1 : undefined}>
        {detail ? (
          <>
            <span className="alert__line">{children}</span>{' '}
            <span className="alert__detail">{detail}</span>
          </>
        ) : (
          children
        )}
      </p>
      {onDismiss && (
        <button
          type="button"
          className="alert__dismiss"
          aria-label="Dismiss message"
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

const ICONS: Record<AlertTone, string> = {
  error: '!',
  warning: '!',
  success: '✓',
  info: 'i',
};
