/**
 * The card at full width on a small screen, where the preview is scaled down to unreadable text. It
 * shows the exported PNG itself (1200px wide), so what the visitor reads is what they will share;
 * a tap switches between "fit the screen" and the card's real size, and pinch-zoom works on both.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

interface CardPreviewDialogProps {
  /** An object URL of the card's PNG; null while it is being drawn (the dialog opens at once). */
  src: string | null;
  onClose: () => void;
  /** What can be done with the card from here (Download, Share) and their messages. */
  children?: ReactNode;
}

export function CardPreviewDialog({ src, onClose, children }: CardPreviewDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [actualSize, setActualSize] = useState(false);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // showModal traps focus and gives Escape for free; jsdom has no showModal, so fall back to open.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (dialog.open) dialog.close?.();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="card-preview"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="card-preview__bar">
        <h2 id={titleId} className="card-preview__title">
          Your card, full size
        </h2>
        <button type="button" className="button button--small button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <div className="card-preview__stage">
        {src ? (
          <button
            type="button"
            className="card-preview__toggle"
            aria-pressed={actualSize}
            onClick={() => setActualSize((value) => !value)}
          >
            <img
              src={src}
              alt="The card as it will be shared"
              className={actualSize ? 'card-preview__image--actual' : 'card-preview__image'}
            />
            <span className="visually-hidden">Show at actual size</span>
          </button>
        ) : (
          <p className="card-preview__waiting" role="status">
            Drawing your card…
          </p>
        )}
      </div>
      {children && <div className="card-preview__actions">{children}</div>}
    </dialog>
  );
}
