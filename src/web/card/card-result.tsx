/** The result area's body: the card, how it looks, and Copy (Desktop) / Download / Share. */
// The card is drawn in Inter on every device, so its PNG looks the same everywhere; the font
// loads with the card, not with the page.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import './card-result.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cardContentOf } from '#card/card-content-of.ts';
import { prepareDateFormat } from '#card/format-post-date.ts';
import { CARD_SIZES, type CardSizeId, isCardSizeId } from '#card/sized-layout.ts';
import {
  type CardThemeId,
  isWrittenCardMode,
  NETWORK_POST_RULES,
  type SummaryResponse,
} from '#core/index.ts';
import type { SummarySource } from '#web/api/request-summary.ts';
import { copyPng } from '#web/export/copy-png.ts';
import { downloadPng } from '#web/export/download-png.ts';
import { EXPORT_FAILED, type ExportOutcome } from '#web/export/export-messages.ts';
import {
  DEFAULT_EXPORT_RESOLUTION,
  type ExportResolution,
  isExportResolution,
} from '#web/export/export-resolution.ts';
import { canShareFiles, sharePng } from '#web/export/share-png.ts';
import { askedLanguageOf } from '#web/language/asked-language.ts';
import { STORAGE_KEYS } from '#web/state/stored-value.ts';
import { useLinkedChoice } from '#web/state/use-linked-choice.ts';
import { isBoolean, useStoredState } from '#web/state/use-stored-state.ts';
import { useTextLanguage } from '#web/state/use-text-language.ts';
import { AlertMessage } from '#web/ui/alert-message.tsx';
import { LiveRegion, useAnnouncer } from '#web/ui/live-region.tsx';
import { CardActions, DownloadButton, ShareButton } from './card-actions.tsx';
import { CardNotes } from './card-notes.tsx';
import { CardOptions } from './card-options.tsx';
import { CardPreviewDialog } from './card-preview-dialog.tsx';
import { CardScaler } from './card-scaler.tsx';
import { isExportSafeSrc, proxyImageUrl } from './resolve-image.ts';
import { cardLinkWithTheme } from './shared-card.ts';
import { SummaryCard } from './summary-card.tsx';
import { splitSummaryLines } from './summary-lines.ts';
import { ThreadNote } from './thread-note.tsx';
import { useCardPng } from './use-card-png.ts';
import { useCardTheme } from './use-card-theme.ts';
import { useNewTake } from './use-new-take.ts';
import { useMemeImage, useProfileImage } from './use-profile-image.ts';

/** What a screen reader hears after Download, where the browser's own sign may be silent. */
export const DOWNLOADED = 'Downloaded summary-card.png.';

/** What a screen reader hears after Copy link. */
export const LINK_COPIED = 'Link copied.';

interface CardResultProps {
  response: SummaryResponse;
  /**
   * False while the card is still being written or was cut off: copy, download, share and theme
   * changes wait, so no half card leaves the page.
   */
  complete?: boolean;
  /** The first theme (a card link's `?theme=`). */
  initialTheme?: CardThemeId;
  /** The first size (a card link's `?size=`); otherwise the visitor's remembered choice. */
  initialSize?: CardSizeId;
  /** A card link's `?date=off`: the date stays off until the visitor turns it on. */
  initialHideDate?: boolean;
  /** A card link's `?media=1`: the post's picture shows until the visitor turns it off. */
  initialShowPicture?: boolean;
  /** Shows "New take" (a new card of the same post and mode) and takes the card it makes. */
  onNewCard?: (response: SummaryResponse) => void;
  /**
   * What the card was made from, as sent: a pasted text has no post link, so New take sends the
   * text again (with its author's name).
   */
  source?: SummarySource;
  /**
   * The card a card link's page carries, made some time ago: the page says who wrote it as its
   * answer does, never the model's state now.
   */
  stored?: boolean;
  /**
   * A new card is on its way (issue 40, item 1): this one is the previous one, dimmed and out of
   * reach (nothing of it can be copied or shared), and the note of what was done with it goes.
   */
  previous?: boolean;
}

/** The card's own font faces (imported above): fetched ahead, the first card is drawn in them. */
const CARD_FONTS = ['400 16px Inter', '600 16px Inter', '700 16px Inter'];

/**
 * Makes ahead what the first card would make on its way to the screen, while the model writes:
 * the date format (a page's first Intl object cost Chromium 50-130 ms here) and the card's fonts
 * (laid out before they are here, the first card's text takes a fallback face, then moves).
 */
export function prepareCardResult(): void {
  prepareDateFormat();
  for (const font of CARD_FONTS) document.fonts?.load(font).catch(() => undefined);
}

export function CardResult({
  response,
  complete = true,
  initialTheme,
  initialSize,
  initialHideDate,
  initialShowPicture,
  onNewCard,
  source,
  stored = false,
  previous = false,
}: CardResultProps) {
  const [theme, setTheme] = useCardTheme(initialTheme);
  const profile = useProfileImage(response.profileImage || undefined);
  const meme = useMemeImage(response.mode === 'meme' ? response.meme?.gifUrl : undefined);
  const [outcome, setOutcome] = useState<ExportOutcome>(null);
  const [busy, setBusy] = useState(false);
  const [announcement, announce] = useAnnouncer();
  // Asked once: where a share sheet exists, Share comes first; elsewhere it downloads and says so.
  const [canShare] = useState(canShareFiles);
  // The enlarged card: open (src null while its PNG is drawn) or closed (null).
  const [enlarged, setEnlarged] = useState<{ src: string | null } | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useLinkedChoice<CardSizeId>(
    STORAGE_KEYS.cardSize,
    'card',
    isCardSizeId,
    initialSize,
  );
  const [showPicture, setShowPicture] = useLinkedChoice(
    STORAGE_KEYS.cardShowPicture,
    false,
    isBoolean,
    initialShowPicture ? true : undefined,
  );
  const [showDate, setShowDate] = useLinkedChoice(
    STORAGE_KEYS.cardShowDate,
    true,
    isBoolean,
    initialHideDate ? false : undefined,
  );
  const [resolution, setResolution] = useStoredState<ExportResolution>(
    STORAGE_KEYS.cardResolution,
    DEFAULT_EXPORT_RESOLUTION,
    isExportResolution,
  );
  // A card whose post says when it was written may leave the date off; the others have none.
  const hideDate = !!response.createdAt && !showDate;
  const postPicture = response.mode !== 'meme' ? response.media?.[0] : undefined;
  const picture =
    showPicture && postPicture
      ? {
          // Our own origin's copy (the proxy, or the server's signed link), so exports can read it.
          src: isExportSafeSrc(postPicture.url, window.location.origin)
            ? postPicture.url
            : proxyImageUrl(postPicture.url),
          ...(postPicture.alt && { alt: postPicture.alt }),
        }
      : undefined;
  const lines = useMemo(() => splitSummaryLines(response.summary), [response.summary]);
  const lang = useTextLanguage(
    response.lang,
    response.meme?.caption ?? (response.posts ?? lines).join(' '),
  );
  const imagesReady = profile.ready && (response.mode !== 'meme' || meme.ready);
  const getPng = useCardPng(
    cardRef,
    { id: response.id, complete, theme, size, media: !!picture, hideDate, resolution },
    imagesReady,
    [response, picture?.src, profile.src, meme.src],
  );
  const content = cardContentOf(response, {
    profileImageSrc: profile.src,
    memeImageSrc: meme.src,
    memeReplaced: meme.replaced,
    lines,
    host: window.location.host,
    ...(lang && { lang }),
    ...(picture && { picture }),
    hideDate,
  });

  // A new card starts without the last card's message, and a card that is about to be replaced
  // loses it at once ("✅ Image copied!" is not said of the card on its way).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the response is the trigger.
  useEffect(() => setOutcome(null), [response]);
  useEffect(() => {
    if (!previous) return;
    setOutcome(null);
    // The live region too: "✅ Image copied!" is no longer true of what is on its way.
    announce('');
  }, [previous, announce]);

  /** Shows the outcome; `done` is what a screen reader hears when the action worked silently. */
  const run = (action: Promise<ExportOutcome>, done?: string) => {
    setOutcome(null);
    setBusy(true);
    action
      .then((result) => {
        setOutcome(result);
        // Errors speak through their own alert; everything else through the polite region.
        if (result?.tone === 'success') announce(result.text);
        else if (!result && done) announce(done);
      })
      .finally(() => setBusy(false));
  };
  const share = () => run(sharePng(getPng, response.network));
  const download = () => run(downloadPng(getPng), DOWNLOADED);
  const copyLink = () => {
    if (!response.url) return;
    const link = cardLinkWithTheme(response.url, theme, {
      size,
      hideDate,
      showPicture: !!picture,
    });
    run(
      navigator.clipboard.writeText(link).then(
        () => ({ tone: 'success', text: LINK_COPIED }) as const,
        () => ({ tone: 'error', text: `Could not copy the link. It is ${link}` }) as const,
      ),
    );
  };
  // A post's card is made again from its link; a pasted text's, from the text as it was sent.
  const takeFrom: SummarySource | undefined = response.postUrl ? { url: response.postUrl } : source;
  // While a New take is on its way, this card is the previous one. It keeps the card's language.
  const { newTake: askNewTake, taking } = useNewTake(
    takeFrom,
    response.mode,
    onNewCard,
    askedLanguageOf(response),
  );
  const newTake = () => {
    const asked = askNewTake();
    if (asked) run(asked);
  };
  const enlarge = () => {
    // Opened at once, so the tap is answered even while the picture is being drawn.
    setEnlarged({ src: null });
    getPng().then(
      (png) =>
        setEnlarged((open) => {
          // Closed in the meantime: the picture is not wanted any more.
          if (!open) return open;
          return { src: URL.createObjectURL(png) };
        }),
      () => {
        setEnlarged(null);
        setOutcome({ tone: 'error', text: EXPORT_FAILED });
      },
    );
  };
  const closeEnlarged = () => {
    if (enlarged?.src) URL.revokeObjectURL(enlarged.src);
    setEnlarged(null);
  };

  const outcomeMessage = outcome && (
    <AlertMessage
      tone={outcome.tone}
      // Successes are spoken by the live region below, which is on the page before they come.
      live={outcome.tone !== 'success'}
      onDismiss={() => setOutcome(null)}
    >
      {outcome.text}
    </AlertMessage>
  );
  // A Quote card is the post as written: another take of it would be the same card.
  const offerNewTake = !!onNewCard && !!takeFrom && isWrittenCardMode(response.mode);
  const dimmed = previous || taking;

  return (
    <div
      className={`card-result${dimmed ? ' card-result--previous' : ''}`}
      // The card about to be replaced cannot be copied, downloaded or shared by mistake.
      inert={previous}
      aria-busy={dimmed}
    >
      {/* The enlarged card is its PNG: offered, like every export, once the card is whole. */}
      <CardScaler
        onEnlarge={complete ? enlarge : undefined}
        {...(size !== 'card' && {
          cardWidth: CARD_SIZES[size].width,
          cardHeight: CARD_SIZES[size].height,
        })}
      >
        <SummaryCard
          ref={cardRef}
          theme={theme}
          size={size}
          {...content}
          onMemeImageError={meme.markBroken}
        />
      </CardScaler>
      {/* The credit goes with GIPHY's picture, not with the fixed GIF that replaced a broken one. */}
      {response.mode === 'meme' && response.meme?.fromGiphy && !meme.replaced && (
        <p className="card-result__attribution">Powered By GIPHY</p>
      )}
      <ThreadNote response={response} />
      <CardNotes
        response={response}
        complete={complete}
        stored={stored}
        newTake={offerNewTake}
        announce={announce}
      />
      <CardOptions
        theme={theme}
        onThemeChange={setTheme}
        {...(postPicture && { picture: { checked: showPicture, onChange: setShowPicture } })}
        {...(response.createdAt && { date: { checked: showDate, onChange: setShowDate } })}
        size={size}
        onSizeChange={setSize}
        disabled={!complete}
      />
      <CardActions
        enabled={complete}
        canShare={canShare}
        onShare={share}
        // copyPng starts its clipboard write synchronously inside this handler (Safari).
        onCopy={() => run(copyPng(getPng, response.network))}
        onDownload={download}
        {...(size === 'card' && { resolution: { value: resolution, onChange: setResolution } })}
        {...(response.url && { onCopyLink: copyLink })}
      />
      {(response.postUrl || offerNewTake) && (
        <div className="button-row card-result__links">
          {offerNewTake && (
            <button
              type="button"
              className="button button--secondary"
              disabled={!complete || busy}
              onClick={newTake}
            >
              New take
            </button>
          )}
          {response.postUrl && (
            <a className="card-result__link" href={response.postUrl} rel="noopener noreferrer">
              The original post on {NETWORK_POST_RULES[response.network ?? 'x'].name}
            </a>
          )}
        </div>
      )}
      {response.notice && (
        // Said of this answer, where New take was pressed (no other take with the rules alone).
        <p className="card-result__notice" role="status">
          {response.notice}
        </p>
      )}
      <div className="card-result__status" aria-busy={busy}>
        {/* While the enlarged card is open the page behind it is inert: its messages go there. */}
        {!enlarged && outcomeMessage}
      </div>
      <LiveRegion message={announcement} />
      {enlarged && (
        <CardPreviewDialog src={enlarged.src} onClose={closeEnlarged}>
          <div className="button-row">
            {canShare ? (
              <ShareButton enabled={complete} primary onClick={share} />
            ) : (
              <DownloadButton enabled={complete} onClick={download} />
            )}
            {canShare ? (
              <DownloadButton enabled={complete} onClick={download} />
            ) : (
              <ShareButton enabled={complete} primary={false} onClick={share} />
            )}
          </div>
          <div aria-busy={busy}>{outcomeMessage}</div>
        </CardPreviewDialog>
      )}
    </div>
  );
}
