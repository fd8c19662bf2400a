/** The thread maker's alert, with Generate again where the stream broke off. */
import { AlertMessage } from '#web/ui/alert-message.tsx';

interface ThreadErrorProps {
  message: string;
  /** The stream broke off: offer to write the thread again. */
  retry: boolean;
  /** Generate again cannot run now (no text, or a request already running). */
  retryDisabled: boolean;
  onRetry: () => void;
  onDismiss: () => void;
}

export function ThreadError({
  message,
  retry,
  retryDisabled,
  onRetry,
  onDismiss,
}: ThreadErrorProps) {
  return (
    <AlertMessage
      tone="error"
      focusOnShow
      onDismiss={onDismiss}
      detail={
        retry ? (
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={retryDisabled}
            onClick={onRetry}
          >
            Generate again
          </button>
        ) : undefined
      }
    >
      {message}
    </AlertMessage>
  );
}
