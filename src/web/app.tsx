/** The single screen: header, the summary panel and its result, the thread panel, footer. */
import { useCallback, useRef, useState } from 'react';
import type { SummaryResponse } from '#core/index.ts';
import { SiteFooter } from '#web/layout/site-footer.tsx';
import { SiteHeader } from '#web/layout/site-header.tsx';
import { STORAGE_KEYS } from '#web/state/stored-value.ts';
import { isString, useStoredState } from '#web/state/use-stored-state.ts';
import type { CardStatus } from '#web/summary/card-status.ts';
import { SummaryPanel } from '#web/summary/summary-panel.tsx';
import { SummaryResult } from '#web/summary/summary-result.tsx';
import { ThreadPanel } from '#web/thread/thread-panel.tsx';
import { ErrorBoundary } from '#web/ui/error-boundary.tsx';

export function App() {
  const [summary, setSummary] = useState<{
    response: SummaryResponse;
    status: CardStatus;
  } | null>(null);
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
        <ErrorBoundary message="The summary panel crashed.">
          <SummaryPanel onResult={showCard} />
        </ErrorBoundary>
        {summary && <SummaryResult response={summary.response} status={summary.status} />}
        <ErrorBoundary message="The thread panel crashed.">
          <ThreadPanel text={threadText} onTextChange={setThreadText} textareaRef={threadInput} />
        </ErrorBoundary>
      </main>
      <SiteFooter lastMode={summary?.response.mode ?? null} onUseInThread={useInThread} />
    </div>
  );
}
