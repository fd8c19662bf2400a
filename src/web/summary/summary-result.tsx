/** The result area: the colleague's card with its actions, announced and scrolled to when it appears. */
import {
  type ComponentProps,
  type ComponentType,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { CardSizeId, CardThemeId, SummaryResponse } from '#core/index.ts';
import type { SummarySource } from '#web/api/request-summary.ts';
import type { CardStatus } from '#web/summary/card-status.ts';
import { ErrorBoundary } from '#web/ui/error-boundary.tsx';
import { Spinner } from '#web/ui/spinner.tsx';

/**
 * The card pulls in the export code; loading it when a card is first asked for keeps the entry
 * chunk small. Generate starts the load, so the code arrives while the model writes the first line.
 */
export const loadCardResult = () =>
  import('#web/card/card-result.tsx').then((module) => {
    loadedCardResult = module.CardResult;
    return module;
  });

/** Whether the card is loaded, or on its way (prepareCard). */
let prepared = false;

/**
 * Loads the card's code and makes what the first card needs (prepareCardResult), once. Called as
 * soon as a link or a text is typed, so all of it is here, compiled and warm, by the time Generate
 * is pressed, and the model's first line reaches the screen without waiting for it. Nothing waits
 * on it: a failure (offline for a moment) only means it is tried again next time.
 */
export function prepareCard(): void {
  if (prepared) return;
  prepared = true;
  loadCardResult()
    .then((module) => module.prepareCardResult())
    .catch(() => {
      prepared = false;
    });
}

const LazyCardResult = lazy(() =>
  loadCardResult().then((module) => ({ default: module.CardResult })),
);
type CardResultComponent = ComponentType<ComponentProps<typeof LazyCardResult>>;
/**
 * The card's component once its code is here. Rendered directly, it does not suspend: React
 * holds a suspended boundary's content back for a moment, which would delay the first line.
 */
let loadedCardResult: CardResultComponent | undefined;

interface SummaryResultProps {
  response: SummaryResponse;
  /** `writing` while the card streams in; exports wait for `done`. */
  status?: CardStatus;
  /** The first theme (a card link's `?theme=`). */
  initialTheme?: CardThemeId;
  /** The first size (a card link's `?size=`). */
  initialSize?: CardSizeId;
  /** A card link's `?date=off`. */
  initialHideDate?: boolean;
  /** A card link's `?media=1`. */
  initialShowPicture?: boolean;
  /** Offers "New take" and shows the card it makes. */
  onNewCard?: (response: SummaryResponse) => void;
  /** What the card was made from, as sent (New take of a pasted text sends it again). */
  source?: SummarySource;
  /** The heading; "Your card" unless someone else's card link was opened. */
  title?: string;
  /** The card a card link's page carries: no live model state under it (see CardResult). */
  stored?: boolean;
  /**
   * A new card is on its way: this one is dimmed, marked as the previous one, and nothing can be
   * done with it (no copy or share of the wrong card) until the new one replaces it.
   */
  previous?: boolean;
}

/** The heading of a card shown while the next one is asked for: "Your previous card". */
export const previousCardTitle = (title: string): string =>
  title === 'Your card' ? 'Your previous card' : 'Previous card';

export function SummaryResult({
  response,
  status = 'done',
  initialTheme,
  initialSize,
  initialHideDate,
  initialShowPicture,
  onNewCard,
  source,
  title = 'Your card',
  stored = false,
  previous = false,
}: SummaryResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // Chosen once per result: switching from the lazy component to the loaded one would remount it.
  const [CardResult] = useState<CardResultComponent>(() => loadedCardResult ?? LazyCardResult);
  /** True while the shown card is still being written: its next answers continue it. */
  const continuing = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer is the trigger.
  useEffect(() => {
    const continuation = continuing.current;
    continuing.current = status === 'writing';
    // The same card filling in (or its end) keeps focus and scroll where the visitor has them.
    if (continuation) return;
    // A new answer moves focus to the result so keyboard and screen-reader users land on it.
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    heading.parentElement?.scrollIntoView?.({
      behavior: reduceMotion ? 'auto' : 'smooth',
      block: 'start',
    });
  }, [response, status]);

  return (
    <section
      className={`panel result${previous ? ' result--previous' : ''}`}
      aria-labelledby={headingId}
      // Assistive technology waits for the finished card rather than reading each new line.
      aria-busy={status === 'writing' || previous}
      data-testid="result-area"
      data-status={status}
      {...(previous && { 'data-previous': 'true' })}
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="panel__title">
        {previous ? previousCardTitle(title) : title}
      </h2>
      <ErrorBoundary message="The card could not be shown." resetKey={response}>
        <Suspense
          fallback={
            <p className="loading" role="status">
              <Spinner /> Loading the card...
            </p>
          }
        >
          <CardResult
            response={response}
            complete={status === 'done'}
            initialTheme={initialTheme}
            {...(initialSize && { initialSize })}
            {...(initialHideDate && { initialHideDate })}
            {...(initialShowPicture && { initialShowPicture })}
            onNewCard={onNewCard}
            {...(source && { source })}
            stored={stored}
            previous={previous}
          />
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}
