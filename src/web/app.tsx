/** The single screen: header, the summary panel and its result, the thread panel, footer. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SummaryResponse } from '#core/index.ts';
import type { SummarySource } from '#web/api/request-summary.ts';
import {
  readLinkedHideDate,
  readLinkedShowPicture,
  readSharedCard,
} from '#web/card/shared-card.ts';
import { OfflineNotice } from '#web/layout/offline-notice.tsx';
import { SiteFooter } from '#web/layout/site-footer.tsx';
import { SiteHeader } from '#web/layout/site-header.tsx';
import { STORAGE_KEYS } from '#web/state/stored-value.ts';
import { isString, useStoredState } from '#web/state/use-stored-state.ts';
import type { CardStatus } from '#web/summary/card-status.ts';
import { POST_URL_INPUT_ID, SummaryPanel } from '#web/summary/summary-panel.tsx';
import { SummaryResult } from '#web/summary/summary-result.tsx';
import { readWayIn } from '#web/summary/way-in.ts';
import { ThreadPanel } from '#web/thread/thread-panel.tsx';
import { ErrorBoundary } from '#web/ui/error-boundary.tsx';

/** How many of its own cards a browser remembers (newest first). */
const MADE_CARDS_KEPT = 100;

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Who a shared card is about, for the people its link is sent to. */
function sharedCardTitle(card: SummaryResponse): string {
  return card.username === '' ? 'A card of a post' : `A card of @${card.username}'s post`;
}

export function App() {
  // A card link's page (/c/<id>) carries its card; it is shown as if just made.
  const [shared] = useState(readSharedCard);
  // `/?url=<post>&mode=<mode>` and the share target: generate that post's card at once.
  const [wayIn] = useState(() => readWayIn(globalThis.location?.search ?? ''));
  useEffect(() => {
    // A reload must not generate again: the link's query has done its work.
    if (wayIn) window.history.replaceState(window.history.state, '', '/');
  }, [wayIn]);
  // A card link's `?date=off` leaves the date off its card until the visitor turns it on.
  const [linkHidesDate] = useState(() => shared?.status === 'found' && readLinkedHideDate());
  // And its `?media=1` shows the post's picture on it, as its maker had it.
  const [linkShowsPicture] = useState(() => shared?.status === 'found' && readLinkedShowPicture());
  const [summary, setSummary] = useState<{
    response: SummaryResponse;
    status: CardStatus;
    /** What it was made from, as sent; none for a card link's stored card. */
    source?: SummarySource;
    /** A new card is on its way: this one is shown dimmed, marked as the previous one. */
    previous?: true;
  } | null>(() => (shared?.status === 'found' ? { response: shared.card, status: 'done' } : null));
  /** The cards this browser made: only their makers are offered a new take on a card link. */
  const [madeCards, setMadeCards] = useStoredState<string[]>(STORAGE_KEYS.madeCards, [], isIdList);
  const remember = useCallback(
    (response: SummaryResponse) => {
      const { id } = response;
      if (id) {
        setMadeCards([id, ...madeCards.filter((known) => known !== id)].slice(0, MADE_CARDS_KEPT));
      }
    },
    [madeCards, setMadeCards],
  );
  const showNewCard = useCallback(
    (response: SummaryResponse) => {
      remember(response);
      // A new take is of the same post or text: what it was made from stays.
      setSummary((shown) => ({
        response,
        status: 'done',
        ...(shown?.source && { source: shown.source }),
      }));
    },
    [remember],
  );
  const showCard = useCallback(
    (response: SummaryResponse, status: CardStatus, source: SummarySource) => {
      if (status === 'done') remember(response);
      setSummary({ response, status, source });
    },
    [remember],
  );
  // One outcome on screen (issue 40, item 1): while a new card is asked for, the one shown is
  // marked as the previous one; when none comes, it goes, so no alert stands above a card it does
  // not belong to. A card link's own card stays on its page, as it came.
  const markPrevious = useCallback(
    () => setSummary((shown) => shown && { ...shown, previous: true }),
    [],
  );
  const dropPrevious = useCallback(
    () =>
      setSummary((shown) => {
        if (!shown?.previous) return shown;
        const { previous: _previous, ...kept } = shown;
        return shared?.status === 'found' && shown.response === shared.card ? kept : null;
      }),
    [shared],
  );
  // Someone else's card link: spoken to as its reader, not as its maker.
  const sharedByOthers =
    shared?.status === 'found' && !(shared.card.id && madeCards.includes(shared.card.id));
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
            {...(linkHidesDate && { initialHideDate: true })}
            {...(linkShowsPicture && { initialShowPicture: true })}
            {...(summary.source && { source: summary.source })}
            {...(summary.previous && { previous: true })}
            // Made some time ago, by anyone: its note must not say what the model is doing now.
            stored={summary.response === shared.card}
            {...(sharedByOthers && summary.response === shared.card
              ? { title: sharedCardTitle(shared.card) }
              : { onNewCard: showNewCard })}
          />
        )}
        {sharedByOthers && (
          <div className="make-your-own">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                const input = document.getElementById(POST_URL_INPUT_ID);
                input?.scrollIntoView?.({ block: 'center' });
                input?.focus();
              }}
            >
              Make your own
            </button>
            <p>From any X, Bluesky or Mastodon post: paste its link below.</p>
          </div>
        )}
        <ErrorBoundary message="The summary panel crashed.">
          <SummaryPanel
            onResult={showCard}
            onRequest={markPrevious}
            onFailure={dropPrevious}
            start={wayIn}
            card={summary}
          />
        </ErrorBoundary>
        {summary && shared?.status !== 'found' && (
          <SummaryResult
            response={summary.response}
            status={summary.status}
            onNewCard={showNewCard}
            {...(summary.source && { source: summary.source })}
            {...(summary.previous && { previous: true })}
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
