/** The footer's "ML task catalogue" link: opens the catalogue dialog, which loads only on demand. */
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { ErrorBoundary } from '#web/ui/error-boundary.tsx';

const loadDialog = () => import('./catalogue-dialog.tsx');
const CatalogueDialog = lazy(() => loadDialog().then((m) => ({ default: m.CatalogueDialog })));

interface CatalogueLinkProps {
  /** Receives an example text the person chose to put into the thread panel. */
  onUseInThread: (text: string) => void;
}

export function CatalogueLink({ onUseInThread }: CatalogueLinkProps) {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const button = useRef<HTMLButtonElement>(null);

  // Several paths close the dialog (Escape, the close button, "Use in thread"); only the first counts.
  const close = useCallback(() => {
    if (!openRef.current) return;
    openRef.current = false;
    setOpen(false);
    button.current?.focus();
  }, []);

  const show = () => {
    openRef.current = true;
    setOpen(true);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="catalogue-link"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        // Start fetching the dialog's code as soon as the person shows interest.
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        onFocus={() => void loadDialog().catch(() => undefined)}
      >
        ML task catalogue
      </button>
      {open && (
        <ErrorBoundary message="The catalogue could not be opened.">
          <Suspense
            fallback={
              <span className="catalogue-link__loading" role="status">
                Opening the catalogue…
              </span>
            }
          >
            <CatalogueDialog onClose={close} onUseInThread={onUseInThread} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
