/** The result area's body: the card, its theme swatches, and Copy (Desktop) / Download / Share. */
// The card is drawn in Inter on every device, so its PNG looks the same everywhere; the font
// loads with the card, not with the page.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import './card-result.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  CARD_SIZE_IDS,
  CARD_SIZE_NAMES,
  CARD_SIZES,
  type CardSizeId,
  isCardSizeId,
} from '#card/sized-layout.ts';
import {
  type CardThemeId,
  EXPORT_PIXEL_RATIO,
  NETWORK_POST_RULES,
  type SummaryResponse,
  textLanguage,
} from '#core/index.ts';
import { postJson } from '#web/api/post-json.ts';
import { createCardPngCache } from '#web/export/card-png-cache.ts';
import { copyPng } from '#web/export/copy-png.ts';
import { downloadPng } from '#web/export/download-png.ts';
import { EXPORT_FAILED, type ExportOutcome } from '#web/export/export-messages.ts';
import { renderCardPng } from '#web/export/render-card-png.ts';
import { canShareFiles, sharePng } from '#web/export/share-png.ts';
import { STORAGE_KEYS } from '#web/state/stored-value.ts';
import { isBoolean, useStoredState } from '#web/state/use-stored-state.ts';
import { AlertMessage } from '#web/ui/alert-message.tsx';
import { LiveRegion, useAnnouncer } from '#web/ui/live-region.tsx';
import { RadioGroup } from '#web/ui/radio-group.tsx';
import { CardNotes } from './card-notes.tsx';
import { CardPreviewDialog } from './card-preview-dialog.tsx';
import { CardScaler } from './card-scaler.tsx';
import { isExportSafeSrc, proxyImageUrl } from './resolve-image.ts';
import { cardLinkWithTheme, storedCardPngUrl } from './shared-card.ts';
import { SummaryCard } from './summary-card.tsx';
import { splitSummaryLines } from './summary-lines.ts';
import { ThemeSwatches } from './theme-swatches.tsx';
import { useCardTheme } from './use-card-theme.ts';
import { useMemeImage, useProfileImage } from './use-profile-image.ts';
import { useWhenTrue } from './use-when-true.ts';

/** What a screen reader hears after Download, where the browser's own sign may be silent. */
export const DOWNLOADED = 'Downloaded summary-card.png.';

/** A short pause so a burst of changes (pictures arriving, quick theme clicks) renders once. */
const PRERENDER_DELAY_MS = 150;

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
  /** Shows "New take" (a new card of the same post and mode) and takes the card it makes. */
  onNewCard?: (response: SummaryResponse) => void;
  /**
   * The card a card link's page carries, made some time ago: the page says who wrote it as its
   * answer does, never the model's state now.
   */
  stored?: boolean;
}

/** The card's shapes, named as a person chooses them. */
const SIZE_OPTIONS = CARD_SIZE_IDS.map((id) => ({ value: id, label: CARD_SIZE_NAMES[id] }));

/** What a screen reader hears after Copy link. */
export const LINK_COPIED = 'Link copied.';

export function CardResult({
  response,
  complete = true,
  initialTheme,
  initialSize,
  onNewCard,
  stored = false,
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
  const [storedSize, setStoredSize] = useStoredState<CardSizeId>(
    STORAGE_KEYS.cardSize,
    'card',
    isCardSizeId,
  );
  const [linkedSize, setLinkedSize] = useState(initialSize);
  const size = linkedSize ?? storedSize;
  const setSize = (next: CardSizeId) => {
    setLinkedSize(undefined);
    setStoredSize(next);
  };
  /**
   * What an export draws from: a stored card is the server's picture (`/c/<id>.png`, the one a
   * chat unfurls, byte for byte); a card with no link yet, or a server that fails, is drawn here.
   */
  const [showPicture, setShowPicture] = useStoredState(
    STORAGE_KEYS.cardShowPicture,
    false,
    isBoolean,
  );
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
  const exportFrom = useRef({ id: response.id, complete, theme, size, media: !!picture });
  exportFrom.current = { id: response.id, complete, theme, size, media: !!picture };
  const cache = useMemo(
    () =>
      createCardPngCache(async (node) => {
        const {
          id,
          complete: whole,
          theme: shownTheme,
          size: shownSize,
          media,
        } = exportFrom.current;
        if (id && whole) {
          try {
            const answer = await fetch(storedCardPngUrl(id, shownTheme, shownSize, media));
            if (answer.ok && answer.headers.get('content-type') === 'image/png') {
              return await answer.blob();
            }
          } catch {
            // Offline or refused: drawn in the browser below.
          }
        }
        return renderCardPng(node, shownSize === 'card' ? EXPORT_PIXEL_RATIO : 1);
      }),
    [],
  );
  const lines = useMemo(() => splitSummaryLines(response.summary), [response.summary]);
  const host = window.location.host;
  const lang = textLanguage(response.lang, response.meme?.caption ?? lines.join(' '));
  const imagesReady = profile.ready && (response.mode !== 'meme' || meme.ready);
  const exportable = complete;

  // Each visible change makes the cached PNG stale; render the new one ahead of the click.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these values are what the card shows.
  useEffect(() => {
    cache.invalidate();
    if (!imagesReady || !complete) return;
    const timer = setTimeout(() => {
      cache.get(cardRef.current).catch(() => {});
    }, PRERENDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [cache, response, theme, size, picture?.src, profile.src, meme.src, imagesReady, complete]);

  // A new card starts without the last card's message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the response is the trigger.
  useEffect(() => setOutcome(null), [response]);

  const whenImagesReady = useWhenTrue(imagesReady);
  // An export waits for the card's own pictures (not the placeholders shown while they resolve).
  const getPng = () => whenImagesReady().then(() => cache.get(cardRef.current));
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
  const copyLink = () => {
    if (!response.url) return;
    const link = cardLinkWithTheme(response.url, theme, size);
    run(
      navigator.clipboard.writeText(link).then(
        () => ({ tone: 'success', text: LINK_COPIED }) as const,
        () => ({ tone: 'error', text: `Could not copy the link. It is ${link}` }) as const,
      ),
    );
  };
  const newTake = () => {
    if (!response.postUrl || !onNewCard) return;
    run(
      postJson<SummaryResponse>('/api/summary', {
        url: response.postUrl,
        mode: response.mode,
        regenerate: true,
      }).then(
        (card) => {
          onNewCard(card);
          return null;
        },
        (error: unknown) =>
          ({
            tone: 'error',
            text: (error as Error).message || 'A new take could not be made. Please try again.',
          }) as const,
      ),
    );
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

  const shareButton = (
    <button
      type="button"
      className={`button ${canShare ? 'button--primary' : 'button--secondary'}`}
      disabled={!exportable}
      onClick={() => run(sharePng(getPng))}
    >
      Share
    </button>
  );
  const downloadButton = (
    <button
      type="button"
      className="button button--secondary"
      disabled={!exportable}
      onClick={() => run(downloadPng(getPng), DOWNLOADED)}
    >
      Download
    </button>
  );
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

  return (
    <div className="card-result">
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
          mode={response.mode}
          theme={theme}
          size={size}
          username={response.username}
          profileImageSrc={profile.src}
          lines={lines}
          meme={response.meme && { caption: response.meme.caption, imageSrc: meme.src }}
          host={host}
          lang={lang}
          {...(response.contentWarning && { contentWarning: response.contentWarning })}
          {...(picture && { picture })}
          onMemeImageError={meme.markBroken}
        />
      </CardScaler>
      {/* The credit goes with GIPHY's picture, not with the fixed GIF that replaced a broken one. */}
      {response.mode === 'meme' && response.meme?.fromGiphy && !meme.replaced && (
        <p className="card-result__attribution">Powered By GIPHY</p>
      )}
      <CardNotes
        response={response}
        complete={complete}
        stored={stored}
        newTake={!!onNewCard && !!response.postUrl}
        announce={announce}
      />
      <ThemeSwatches value={theme} onChange={setTheme} disabled={!complete} />
      {postPicture && (
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={showPicture}
            aria-checked={showPicture}
            disabled={!complete}
            onChange={(event) => setShowPicture(event.target.checked)}
          />
          <span>Show picture</span>
        </label>
      )}
      <RadioGroup
        legend="Size"
        options={SIZE_OPTIONS}
        value={size}
        onChange={setSize}
        disabled={!complete}
      />
      <div className="button-row card-result__actions">
        {canShare && shareButton}
        {/* copyPng starts its clipboard write synchronously inside this handler (Safari). */}
        <button
          type="button"
          className={`button ${canShare ? 'button--secondary' : 'button--primary'}`}
          disabled={!exportable}
          onClick={() => run(copyPng(getPng))}
        >
          Copy (Desktop)
        </button>
        {downloadButton}
        {!canShare && shareButton}
        {response.url && (
          <button
            type="button"
            className="button button--secondary"
            disabled={!exportable}
            onClick={copyLink}
          >
            Copy link
          </button>
        )}
      </div>
      {(response.postUrl || onNewCard) && (
        <div className="button-row card-result__links">
          {onNewCard && response.postUrl && (
            <button
              type="button"
              className="button button--secondary"
              disabled={!exportable || busy}
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
      <div className="card-result__status" aria-busy={busy}>
        {/* While the enlarged card is open the page behind it is inert: its messages go there. */}
        {!enlarged && outcomeMessage}
      </div>
      <LiveRegion message={announcement} />
      {enlarged && (
        <CardPreviewDialog src={enlarged.src} onClose={closeEnlarged}>
          <div className="button-row">
            {canShare ? shareButton : downloadButton}
            {canShare ? downloadButton : shareButton}
          </div>
          <div aria-busy={busy}>{outcomeMessage}</div>
        </CardPreviewDialog>
      )}
    </div>
  );
}
