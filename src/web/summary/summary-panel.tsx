/**
 * Panel "Create X Post Summary" (the network of the typed link in place of X): mode, post URL and
 * Generate, or the post's text pasted; hands the answer up to the app.
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
  type CardMode,
  isCardMode,
  isThreadsPostUrl,
  readPostLink,
  type SummaryResponse,
  THREADS_POST_MESSAGE,
} from '#core/index.ts';
import { ApiError, isTooManyRequests } from '#web/api/api-error.ts';
import { isStreamCut } from '#web/api/post-stream.ts';
import { requestSummary, type SummarySource } from '#web/api/request-summary.ts';
import { tooManyRequestsMessage } from '#web/api/too-many-requests-message.ts';
import { LanguageChoice, QUOTE_KEEPS_LANGUAGE } from '#web/language/language-choice.tsx';
import { useLanguageChoice } from '#web/language/use-language-choice.ts';
import { STORAGE_KEYS } from '#web/state/stored-value.ts';
import { isString, useStoredState } from '#web/state/use-stored-state.ts';
import { AlertMessage } from '#web/ui/alert-message.tsx';
import { linkNetwork, postSummaryTitle } from '#web/ui/network-words.ts';
import { Spinner } from '#web/ui/spinner.tsx';
import { ToggleGroup } from '#web/ui/toggle-group.tsx';
import type { CardStatus } from './card-status.ts';
import { PasteTextForm } from './paste-text-form.tsx';
import { MODE_OPTIONS, summaryButtonLabel } from './summary-button-label.ts';
import { prepareCard } from './summary-result.tsx';
import type { WayIn } from './way-in.ts';

/** The URL field's id: a card link's "Make your own" takes the visitor there. */
export const POST_URL_INPUT_ID = 'post-url';

/** An example post link, and the other networks a link may come from (the field's width holds it). */
export const URL_PLACEHOLDER = 'https://x.com/user/status/123 · Bluesky · Mastodon';
/** Offered where a post cannot be read (a private account, Threads, a screenshot's text). */
export const PASTE_TEXT_INSTEAD = "Paste the post's text instead";
/**
 * The spec's alert (section 8), for a link of none of the three networks only: a link of X,
 * Bluesky or Mastodon is answered with what happened to it (issue 46, item 5; a deliberate change
 * from the spec, which shows it for every failure).
 */
export const URL_ERROR = "Error processing the URL. Please make sure it's a valid X post.";
/** Said when no card came and the server said nothing of why (a fault of the page's own). */
export const SUMMARY_FAILED = 'The card could not be made. Please try again.';
/** The alert when the streamed answer broke off: the lines that came stay on the card. */
export const SUMMARY_CUT =
  'The answer was cut off before the card was finished. The lines that arrived are shown below.';

interface SummaryPanelProps {
  /**
   * Called with the card so far as it streams in (`writing`), the final answer (`done`), or what
   * arrived before the stream broke (`cut`); the answer's mode decides the card layout. `source`
   * is what the card was made from, as sent (New take of a pasted text sends it again).
   */
  onResult: (response: SummaryResponse, status: CardStatus, source: SummarySource) => void;
  /**
   * A new card was asked for: the card shown is the previous one from now on (issue 40, item 1).
   * Called before anything of the new card arrives.
   */
  onRequest?: () => void;
  /**
   * No new card came (the post could not be read, a Threads link, the request failed): the card
   * shown is not this request's, so it must not stay under its alert.
   */
  onFailure?: () => void;
  /** A post and mode a link asked for (`/?url=...&mode=...`, the share target): filled in and generated at once. */
  start?: WayIn | null;
  /** The card on screen: a new Card language asks for it again, in that language (issue 45). */
  card?: { response: SummaryResponse; source?: SummarySource } | null;
}

export function SummaryPanel({ onResult, onRequest, onFailure, start, card }: SummaryPanelProps) {
  const [url, setUrl] = useStoredState(STORAGE_KEYS.summaryUrl, '', isString);
  const [pastedText, setPastedText] = useStoredState(STORAGE_KEYS.summaryText, '', isString);
  const [author, setAuthor] = useStoredState(STORAGE_KEYS.summaryAuthor, '', isString);
  /** The text box is open: the card is made from the pasted text, the link stays as typed. */
  const [pasting, setPasting] = useState(false);
  /** Bumped to put focus in the text box (when it opens, or again when it is open already). */
  const [textFocus, setTextFocus] = useState(0);
  const textInput = useRef<HTMLTextAreaElement>(null);
  const [mode, setMode] = useStoredState<CardMode>(STORAGE_KEYS.summaryMode, 'normal', isCardMode);
  const language = useLanguageChoice(STORAGE_KEYS.summaryLanguage);
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<SummaryError | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const inFlight = useRef<AbortController | null>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const ids = useId();

  useEffect(() => () => inFlight.current?.abort(), []);

  const trimmed = url.trim();
  const canGenerate = trimmed !== '' && !generating;
  // The heading names the network of the link being typed (X until a link says otherwise).
  const network = linkNetwork(trimmed);

  useEffect(() => {
    if (textFocus > 0) textInput.current?.focus();
  }, [textFocus]);

  // A link or a text is on its way: the card's code loads while the visitor finishes it.
  const prepareCardFor = (typed: string) => {
    if (typed.trim() !== '') prepareCard();
  };

  const openPasteBox = () => {
    setPasting(true);
    setTextFocus((count) => count + 1);
  };

  // The link's post and mode fill the form and generate once, as if typed and clicked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the link the page opened with.
  useEffect(() => {
    if (!start) return;
    setUrl(start.url);
    setMode(start.mode);
    void generate(start.url, start.mode);
  }, []);

  // The card on screen, made again from what it was made from, in the language just chosen.
  const askAgainIn = (tag: string) => {
    const from = card?.response.postUrl ? { url: card.response.postUrl } : card?.source;
    if (card && from && card.response.mode !== 'quote')
      void generate(from, card.response.mode, tag);
  };

  async function generate(
    target: string | SummarySource = trimmed,
    requestedMode = mode,
    requestedLanguage = language.chosen,
  ) {
    const empty =
      typeof target === 'string' ? target === '' : 'text' in target && target.text.trim() === '';
    if (empty || generating) return;
    const source: SummarySource = typeof target === 'string' ? { url: target } : target;
    if ('url' in source && isThreadsPostUrl(source.url)) {
      // Threads has no public way to read a post, so nothing is asked: its text is the way in,
      // and the link stays in its field.
      setError({ text: THREADS_POST_MESSAGE, pasteBoxOpened: true });
      openPasteBox();
      // Asked and failed at once: the card shown is not this link's.
      onRequest?.();
      onFailure?.();
      return;
    }
    // The mode is recorded now: switching modes while waiting must not change this card.
    const controller = new AbortController();
    inFlight.current = controller;
    // The card's code loads while the model writes (if typing did not start it already).
    prepareCard();
    setGenerating(true);
    setError(null);
    setAnnouncement('');
    onRequest?.();
    try {
      // The card appears with the first line and fills in as the model writes the others.
      const showPartial = (partial: SummaryResponse) => {
        if (!controller.signal.aborted) {
          onResult({ ...partial, mode: partial.mode ?? requestedMode }, 'writing', source);
        }
      };
      // Quote ignores the language: its words are the post's own.
      const asked = requestedMode === 'quote' ? undefined : requestedLanguage || undefined;
      const response = await requestSummary(
        target,
        requestedMode,
        controller.signal,
        showPartial,
        asked,
      );
      if (controller.signal.aborted) return;
      onResult({ ...response, mode: response.mode ?? requestedMode }, 'done', source);
      // Said once, for the finished card: screen readers do not hear each line as it comes.
      setAnnouncement('Your card is ready below.');
    } catch (cause) {
      if (controller.signal.aborted) return;
      if (isStreamCut(cause)) {
        const partial = cause.partial as SummaryResponse | undefined;
        if (partial) onResult({ ...partial, mode: partial.mode ?? requestedMode }, 'cut', source);
        else onFailure?.();
        setError({ text: SUMMARY_CUT, retry: true });
        return;
      }
      onFailure?.();
      setError(describeSummaryError(cause, source));
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setGenerating(false);
      }
    }
  }

  return (
    <section className="panel" aria-labelledby={`${ids}-title`}>
      <div className="panel__head">
        <h2 id={`${ids}-title`} className="panel__title">
          {postSummaryTitle(network)}
        </h2>
        <p className="panel__intro">
          Paste the link of a public post, pick a mode, and get a card to copy or share.
        </p>
      </div>
      <ToggleGroup label="Card mode" options={MODE_OPTIONS} value={mode} onChange={setMode} />
      <LanguageChoice
        subject="card"
        choice={language}
        onChange={askAgainIn}
        disabledReason={mode === 'quote' ? QUOTE_KEEPS_LANGUAGE : undefined}
      />
      <form
        className="url-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void generate();
        }}
      >
        <label className="field-label" htmlFor={POST_URL_INPUT_ID}>
          Post URL
        </label>
        <div className="url-form__row">
          <input
            ref={urlInput}
            id={POST_URL_INPUT_ID}
            className="text-input"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            // A URL reads left to right even inside right-to-left text.
            dir="auto"
            placeholder={URL_PLACEHOLDER}
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              prepareCardFor(event.target.value);
            }}
          />
          <button
            type="submit"
            className="button button--primary"
            disabled={!canGenerate}
            aria-busy={generating}
          >
            {generating ? (
              <>
                <Spinner />
                Generating...
              </>
            ) : (
              summaryButtonLabel(mode)
            )}
          </button>
        </div>
        {!pasting && (
          // Both ways in from the first screen (issue 40, item 2): a link, or the post's words.
          <div className="url-form__alternative">
            <button
              type="button"
              className={`button button--small ${error?.canPasteText ? 'button--primary' : 'button--secondary'}`}
              onClick={() => {
                setError(null);
                openPasteBox();
              }}
            >
              {PASTE_TEXT_INSTEAD}
            </button>
          </div>
        )}
      </form>
      {pasting && (
        <PasteTextForm
          idPrefix={ids}
          text={pastedText}
          onTextChange={(text) => {
            setPastedText(text);
            prepareCardFor(text);
          }}
          author={author}
          onAuthorChange={setAuthor}
          mode={mode}
          generating={generating}
          onGenerate={(source) => void generate(source)}
          onUseLink={() => {
            setPasting(false);
            urlInput.current?.focus();
          }}
          textRef={textInput}
        />
      )}
      {error && (
        <AlertMessage
          tone="error"
          detail={
            error.retry ? (
              <button
                type="button"
                className="button button--small button--secondary"
                disabled={!canGenerate}
                onClick={() => void generate()}
              >
                Generate again
              </button>
            ) : (
              error.reason
            )
          }
          // Focus goes to the alert, unless the paste box it points to took it.
          focusOnShow={!error.pasteBoxOpened}
          onDismiss={() => {
            setError(null);
            // The alert had focus; hand it back to the field the next try starts from.
            (error.pasteBoxOpened ? textInput : urlInput).current?.focus();
          }}
        >
          {error.text}
        </AlertMessage>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}

interface SummaryError {
  /** What happened, first: the server's own words, or the spec's alert for a link of no network. */
  text: string;
  /** The paste box was opened for the post's text, with focus in it (a Threads link). */
  pasteBoxOpened?: true;
  /** Under the spec's alert: what the server said of the link (what a post link looks like). */
  reason?: string;
  /** The stream broke: offer to generate again. */
  retry?: boolean;
  /**
   * The post could not be read: the offer to make the card from its pasted text, beside the URL
   * field from the start, is the next step and stands out.
   */
  canPasteText?: boolean;
}

/**
 * 429 says when to come back. Otherwise what happened, first and alone, in the server's words
 * ("This post was deleted.", "We could not reach Bluesky…", "That is a profile, not a post.") for
 * pasted text and for a link of X, Bluesky or Mastodon; only a link of none of them gets the
 * spec's alert, with the server's word on what a post link looks like under it. Where a post could
 * not be read, the offer to paste its text.
 */
function describeSummaryError(cause: unknown, source: SummarySource): SummaryError {
  if (isTooManyRequests(cause)) return { text: tooManyRequestsMessage(cause.retryAfterSeconds) };
  const said = cause instanceof ApiError ? cause.message : undefined;
  if ('text' in source) return { text: said ?? SUMMARY_FAILED };
  if (readPostLink(source.url)) return { text: said ?? SUMMARY_FAILED, canPasteText: true };
  return { text: URL_ERROR, ...(said && { reason: said }), canPasteText: true };
}
