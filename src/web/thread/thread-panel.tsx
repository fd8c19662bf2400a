/**
 * Panel "Create X Thread from Text" (the chosen network in place of X): style, network, text,
 * Generate / Regenerate, and the editable posts.
 */
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import {
  isNetworkId,
  NETWORK_POST_RULES,
  type NetworkId,
  THREAD_STYLES,
  type ThreadStyleId,
} from '#core/index.ts';
import { isStreamCut } from '#web/api/post-stream.ts';
import { requestThread } from '#web/api/request-thread.ts';
import { answerLanguages } from '#web/language/answer-languages.ts';
import { LanguageChoice } from '#web/language/language-choice.tsx';
import { useLanguageChoice } from '#web/language/use-language-choice.ts';
import { STORAGE_KEYS } from '#web/state/stored-value.ts';
import { isString, useStoredState } from '#web/state/use-stored-state.ts';
import { useTextLanguage } from '#web/state/use-text-language.ts';
import { AlertMessage } from '#web/ui/alert-message.tsx';
import { COPY_FAILURE_MESSAGES, copyText } from '#web/ui/copy-text.ts';
import { LiveRegion, useAnnouncer } from '#web/ui/live-region.tsx';
import { threadTitle } from '#web/ui/network-words.ts';
import { RadioGroup } from '#web/ui/radio-group.tsx';
import { ToggleGroup } from '#web/ui/toggle-group.tsx';
import { useCopiedFlag } from '#web/ui/use-copied-flag.ts';
import { useTakeCount } from '#web/ui/use-take-count.ts';
import { submitOnCtrlEnter } from '../ui/submit-on-ctrl-enter.ts';
import { describeThreadError } from './describe-thread-error.ts';
import { composeUrl, formatThread, readInstance } from './format-thread.ts';
import { MastodonInstanceField } from './mastodon-instance-field.tsx';
import { type Continuable, leftOf, readyMessage, ThreadContinue } from './thread-continue.tsx';
import { ThreadError } from './thread-error.tsx';
import { type ThreadBusy, ThreadGenerateButtons } from './thread-generate-buttons.tsx';
import {
  BLANK_THREAD_TEXT,
  DEFAULT_THREAD_STYLE,
  NETWORK_OPTIONS,
  STYLE_OPTIONS,
  styleChangedMessage,
  THREAD_PLACEHOLDER,
} from './thread-labels.ts';
import { ThreadPost } from './thread-post.tsx';
import { ThreadResultNotes } from './thread-result-notes.tsx';
import {
  isThreadResultOrNull,
  isThreadStyleOrNull,
  type ThreadResult,
} from './thread-result-state.ts';
import { ThreadTextMeta, textMetaIds } from './thread-text-meta.tsx';

/** The alert when the streamed thread broke off: the posts that came stay on the page. */
export const THREAD_CUT =
  'The thread was cut off before it was finished. The posts that arrived are shown below.';

interface ThreadPanelProps {
  /** The text lives in the app so the catalogue can drop an example into it. */
  text: string;
  onTextChange: (text: string) => void;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

export function ThreadPanel({ text, onTextChange, textareaRef }: ThreadPanelProps) {
  const [style, setStyle] = useStoredState<ThreadStyleId | null>(
    STORAGE_KEYS.threadStyle,
    null,
    isThreadStyleOrNull,
  );
  const [result, setResult] = useStoredState<ThreadResult | null>(
    STORAGE_KEYS.threadResult,
    null,
    isThreadResultOrNull,
  );
  const [network, setNetwork] = useStoredState<NetworkId>(
    STORAGE_KEYS.threadNetwork,
    'x',
    isNetworkId,
  );
  const [instanceTyped, setInstanceTyped] = useStoredState(
    STORAGE_KEYS.mastodonInstance,
    '',
    isString,
  );
  const mastodonInstance = readInstance(instanceTyped);
  const language = useLanguageChoice(STORAGE_KEYS.threadLanguage);
  const instanceInput = useRef<HTMLInputElement>(null);
  const rules = NETWORK_POST_RULES[network];
  const [busy, setBusy] = useState<ThreadBusy>(null);
  /**
   * The thread as it streams in, or as far as it came before the stream broke. Shown instead of
   * the stored result, which only ever holds finished threads.
   */
  const [draft, setDraft] = useState<{ result: ThreadResult; cut: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [retry, setRetry] = useState<boolean>(false);
  const [notice, setNotice] = useState<string | null>(null);
  /** What the last answer said with its thread (no other take without a language model). */
  const [answerNotice, setAnswerNotice] = useState<string | null>(null);
  /** The page's Regenerates of this text, style and network: each asks for another take. */
  const nextTake = useTakeCount();
  const [announcement, announce] = useAnnouncer();
  const [allCopied, markAllCopied] = useCopiedFlag();
  // Bumped on each new thread so post components (and their "Copied!" state) start fresh.
  const [generation, setGeneration] = useState(0);
  const inFlight = useRef<AbortController | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  useEffect(() => () => inFlight.current?.abort(), []);

  // A new thread takes focus to its heading, as a new card does: the Generate button was disabled
  // while it ran, so focus would otherwise fall to <body>. A thread restored on reload does not.
  useEffect(() => {
    if (generation > 0) resultHeading.current?.focus({ preventScroll: false });
  }, [generation]);

  const requestStyle = style ?? DEFAULT_THREAD_STYLE;
  const hasResultInStyle = result !== null && result.style === requestStyle;
  const blank = text.trim() === '';
  // A thread on screen is written again in the language just chosen (issue 45).
  const writeAgainIn = (tag: string) => result && !blank && void generate(false, tag);

  function chooseStyle(next: ThreadStyleId) {
    if (next === style) return;
    setStyle(next);
    const shownStyle = (draft?.result ?? result)?.style;
    if (shownStyle !== undefined && shownStyle !== next) {
      // Posts written in another voice would be misleading under the new style's name; a thread
      // still being written in it stops too, or its next posts would bring it back.
      inFlight.current?.abort();
      setDraft(null);
      setResult(null);
      setNotice(styleChangedMessage(next));
    }
  }

  /**
   * `asked`: the language the posts are asked in (the choice's, or the one just chosen); `goOn`:
   * Continue thread, the next posts of that thread (its own text, style and network).
   */
  async function generate(regenerate: boolean, asked = language.chosen, goOn?: Continuable) {
    if (busy) return;
    if (blank && !goOn) {
      setError(BLANK_THREAD_TEXT);
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(goOn ? 'continue' : regenerate ? 'regenerate' : 'generate');
    setError(null);
    setRetry(false);
    setAnswerNotice(null);
    const take = regenerate
      ? nextTake(JSON.stringify([text.trim(), requestStyle, network, asked]))
      : undefined;
    // The posts are written in the asked language, else the text's; the server names it, and the
    // page reads the posts themselves where it does not (postsLang below).
    const lang = goOn ? goOn.lang : asked || undefined;
    const threadOf = (posts: string[]): ThreadResult => ({
      style: goOn?.style ?? requestStyle,
      posts: [...(goOn?.posts ?? []), ...posts], // a Continue's follow the thread's, numbered on
      text: goOn?.text ?? text.trim(),
      network: goOn?.network ?? network,
      ...(lang && { lang }),
    });
    let streamed = false;
    const showPartial = (partial: { posts: string[] }) => {
      if (controller.signal.aborted || partial.posts.length === 0) return;
      setDraft({ result: threadOf(partial.posts), cut: false });
      if (!streamed) {
        // The first post on screen is the new thread's start: its heading takes focus once.
        streamed = true;
        if (!goOn) setGeneration((count) => count + 1);
        setNotice(null);
      }
    };
    try {
      const thread = threadOf([]);
      const response = await requestThread(
        thread.text ?? '',
        thread.style,
        regenerate,
        controller.signal,
        showPartial,
        thread.network,
        take,
        asked,
        goOn?.next,
      );
      if (controller.signal.aborted) return;
      const done = threadOf(response.posts);
      setResult({
        ...done,
        ...answerLanguages(response),
        ...(response.writer && { writer: response.writer }),
        ...(response.rulesReason && { rulesReason: response.rulesReason }),
        ...leftOf(response),
      });
      setDraft(null);
      if (!streamed && !goOn) setGeneration((count) => count + 1);
      setNotice(null);
      setAnswerNotice(response.notice ?? null);
      // Said once, for the finished thread: screen readers do not hear each post as it comes.
      announce(readyMessage(response.posts.length, done.posts.length));
      // Continue thread is gone once nothing is left: focus goes to the thread, not the page.
      if (goOn && !response.next) resultHeading.current?.focus();
    } catch (cause) {
      if (controller.signal.aborted) return;
      if (isStreamCut(cause)) {
        const posts = (cause.partial as { posts?: string[] } | undefined)?.posts ?? [];
        setDraft(posts.length > 0 ? { result: threadOf(posts), cut: true } : null);
        setError(THREAD_CUT);
        setRetry(true);
        return;
      }
      setError(describeThreadError(cause));
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setBusy(null);
      }
    }
  }

  /** What the posts area shows: the thread being written (or cut off), else the finished one. */
  const shown = draft?.result ?? result;
  const writing = draft !== null;
  // The posts' language as the server named it, else as read from them (decision 024).
  const postsLang = useTextLanguage(shown?.lang, shown?.posts.join(' ') ?? '');

  function editPost(index: number, value: string) {
    if (!result || writing) return;
    setResult({ ...result, posts: result.posts.map((post, i) => (i === index ? value : post)) });
  }

  async function copyAll() {
    if (!result || writing) return;
    const outcome = await copyText(formatThread(result.posts));
    if (outcome === 'copied') {
      markAllCopied();
      announce(`Copied all ${result.posts.length} posts.`);
    } else setError(COPY_FAILURE_MESSAGES[outcome]);
  }

  return (
    <section className="panel" aria-labelledby={`${ids}-title`}>
      <div className="panel__head">
        <h2 id={`${ids}-title`} className="panel__title">
          {threadTitle(network)}
        </h2>
        <p className="panel__intro">
          Write or paste your text, pick a voice, and get a thread of 4-5 posts.
        </p>
      </div>
      <ToggleGroup
        label="Thread style"
        options={STYLE_OPTIONS}
        // Generate makes a Standard thread until another style is picked, so Standard looks chosen.
        value={style ?? DEFAULT_THREAD_STYLE}
        onChange={chooseStyle}
      />
      <RadioGroup
        legend="Post to"
        options={NETWORK_OPTIONS}
        value={network}
        onChange={setNetwork}
      />
      <LanguageChoice subject="thread" choice={language} onChange={writeAgainIn} />
      {network === 'mastodon' && (
        <MastodonInstanceField
          id={`${ids}-instance`}
          value={instanceTyped}
          instance={mastodonInstance}
          onChange={setInstanceTyped}
          inputRef={instanceInput}
        />
      )}
      {notice && (
        <AlertMessage tone="warning" onDismiss={() => setNotice(null)}>
          {notice}
        </AlertMessage>
      )}
      <form
        className="thread-form"
        onSubmit={(event) => {
          event.preventDefault();
          void generate(false);
        }}
      >
        <label className="field-label" htmlFor={`${ids}-text`}>
          Your text
        </label>
        <textarea
          id={`${ids}-text`}
          ref={textareaRef}
          className="text-input thread-form__text"
          rows={7}
          // No maxLength: a browser would silently cut a longer paste; the note below says it.
          placeholder={THREAD_PLACEHOLDER}
          // Arabic or Hebrew text lays out right to left, with its punctuation on the right side.
          dir="auto"
          aria-describedby={textMetaIds(ids, text.length)}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={submitOnCtrlEnter}
        />
        <ThreadTextMeta id={ids} length={text.length} />
        <ThreadGenerateButtons
          busy={busy}
          blank={blank}
          style={style}
          hasResultInStyle={hasResultInStyle}
          onRegenerate={() => void generate(true)}
        />
      </form>
      {error && (
        <ThreadError
          message={error}
          retry={retry}
          retryDisabled={blank || busy !== null}
          onRetry={() => void generate(false)}
          onDismiss={() => setError(null)}
        />
      )}
      <LiveRegion message={announcement} />
      {shown && (
        <div
          className="thread-result"
          // Assistive technology waits for the finished thread rather than reading each post.
          aria-busy={writing && !draft?.cut}
          data-status={draft ? (draft.cut ? 'cut' : 'writing') : 'done'}
        >
          <div className="thread-result__head">
            <h3 ref={resultHeading} tabIndex={-1} className="thread-result__title">
              Your {THREAD_STYLES[shown.style].name} thread
            </h3>
            <button
              type="button"
              className={`button button--small ${allCopied ? 'button--done' : 'button--secondary'}`}
              disabled={writing}
              onClick={() => void copyAll()}
            >
              {allCopied ? 'Copied!' : 'Copy all'}
            </button>
          </div>
          <p className="tip">
            <span aria-hidden="true">💡 </span>
            Tip: copy each post and paste it into {rules.name}'s composer, one after another,
            replying to the previous post to build the thread.
          </p>
          <ol className="thread-posts" lang={postsLang}>
            {shown.posts.map((post, index) => (
              <li
                // Posts are edited in place and never reordered: generation and position identify one.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                key={`${generation}-${index}`}
              >
                <ThreadPost
                  index={index}
                  // While the model writes, how many posts there will be is not known yet.
                  total={writing ? undefined : shown.posts.length}
                  text={post}
                  onChange={(value) => editPost(index, value)}
                  onCopied={() => announce(`Copied post ${index + 1}/${shown.posts.length}.`)}
                  onCopyProblem={(outcome) => setError(COPY_FAILURE_MESSAGES[outcome])}
                  rules={rules}
                  composeHref={composeUrl(network, post, mastodonInstance)}
                  onNeedInstance={() => instanceInput.current?.focus()}
                />
              </li>
            ))}
          </ol>
          {!draft && result && (
            <ThreadContinue
              result={result}
              busy={busy}
              onContinue={(on) => void generate(false, language.chosen, on)}
            />
          )}
          {!draft && (
            <ThreadResultNotes
              thread={shown}
              notice={answerNotice}
              generation={generation}
              announce={announce}
            />
          )}
        </div>
      )}
    </section>
  );
}
