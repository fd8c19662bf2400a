/** A visible, dismissible message box; errors use role="alert" so screen readers speak them at once. */
import type { ReactNode } from 'react';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

interface AlertMessageProps {
  tone: AlertTone;
  children: ReactNode;
  /** When given, a close button lets the user put the message away. */
  onDismiss?: () => void;
}

/** Errors and warnings interrupt (`alert`); success and info wait their turn (`status`). */
export function AlertMessage({ tone, children, onDismiss }: AlertMessageProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div className={`alert alert--${tone}`}>
      <span className="alert__icon" aria-hidden="true">
        {ICONS[tone]}
      </span>
      {/* Only the message is the live region, so it is announced without the icon or the button. */}
      <p className="alert__text" role={urgent ? 'alert' : 'status'}>
        {children}
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
