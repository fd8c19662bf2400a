/** The single screen: header, the summary panel and its result, the thread panel, footer. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SummaryResponse } from '#core/index.ts';
import { readSharedCard } from '#web/card/shared-card.ts';
import { OfflineNotice } from '#web/layout/offline-notice.tsx';
import { SiteFooter } from '#web/layout/site-footer.tsx';
import { SiteHeader } from '#web/layout/site-header.tsx';
import { STORAGE_KEYS } from '#web/state/stored-value.ts';
import { isString, useStoredState } from '#web/state/use-stored-state.ts';
import type { CardStatus } from '#web/summary/card-status.ts';
import { SummaryPanel } from '#web/summary/summary-panel.tsx';
import { SummaryResult } from '#web/summary/summary-result.tsx';
import { readWayIn } from '#web/summary/way-in.ts';
import { ThreadPanel } from '#web/thread/thread-panel.tsx';
import { ErrorBoundary } from '#web/ui/error-boundary.tsx';

export function App() {
  // A card link's page (/c/<id>) carries its card; it is shown as if just made.
  const [shared] = useState(readSharedCard);
  // `/?url=<post>&mode=<mode>` and the share target: generate that post's card at once.
  const [wayIn] = useState(() => readWayIn(globalThis.location?.search ?? ''));
  useEffect(() => {
    // A reload must not generate again: the link's query has done its work.
    if (wayIn) window.history.replaceState(window.history.state, '', '/');
  }, [wayIn]);
  const [summary, setSummary] = useState<{
    response: SummaryResponse;
    status: CardStatus;
  } | null>(() => (shared?.status === 'found' ? { response: shared.card, status: 'done' } : null));
  const showNewCard = useCallback(
    (response: SummaryResponse) => setSummary({ response, status: 'done' }),
    [],
  );
  const showCard = useCallback(
    (response: SummaryResponse, status: CardStatus) => setSummary({ response, status }),
    [],
  );
  const [threadText, setThreadText] = useStoredState(STORAGE_KEYS.threadText, '', isString);
  const threadInput = useRef<HTMLTextAreaElement>(null);

  const useInThread = useCallback(
    (text: string) => {
      setThreadText(text);
      // After the catalogue dialog closes and hands focus back to its link, take it to the textarea.
      setTimeout(() => {
        const textarea = threadInput.current;
        if (!textarea) return;
        textarea.focus({ preventScroll: true });
        textarea.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      }, 0);
    },
    [setThreadText],
  );

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      {/* tabIndex -1: the skip link moves focus into main, so the next Tab starts from there. */}
      <main id="main" className="main" tabIndex={-1}>
        <OfflineNotice />
        {shared?.status === 'missing' && (
          <section className="panel" data-testid="card-missing">
            <h2 className="panel__title">No such card</h2>
            <p>This card does not exist or has expired. Paste a post's link below to make one.</p>
          </section>
        )}
        {summary && shared?.status === 'found' && (
          <SummaryResult
            response={summary.response}
            status={summary.status}
            initialTheme={shared.theme}
            {...(shared.size && { initialSize: shared.size })}
            onNewCard={showNewCard}
          />
        )}
        {shared && (
          <p className="make-your-own">
            <a href="/">Make your own card</a> from any X, Bluesky or Mastodon post, or paste its
            link below.
          </p>
        )}
        <ErrorBoundary message="The summary panel crashed.">
          <SummaryPanel onResult={showCard} start={wayIn} />
        </ErrorBoundary>
        {summary && shared?.status !== 'found' && (
          <SummaryResult
            response={summary.response}
            status={summary.status}
            onNewCard={showNewCard}
          />
        )}
        <ErrorBoundary message="The thread panel crashed.">
          <ThreadPanel text={threadText} onTextChange={setThreadText} textareaRef={threadInput} />
        </ErrorBoundary>
      </main>
      <SiteFooter lastMode={summary?.response.mode ?? null} onUseInThread={useInThread} />
    </div>
  );
}
