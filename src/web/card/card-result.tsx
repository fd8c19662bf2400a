/** The result area's content: the card, its theme swatches, and Copy, Download and Share with their messages. */
import './card-result.css';
import { useMemo, useRef, useState } from 'react';
import { CARD_WIDTH, type SummaryResponse } from '#core/index.ts';
import { copyMessage, copyPng } from '#web/export/copy-png.ts';
import { downloadPng } from '#web/export/download-png.ts';
import { EXPORT_MESSAGES } from '#web/export/export-messages.ts';
import { sharePng } from '#web/export/share-png.ts';
import { useCardPng } from '#web/export/use-card-png.ts';
import { AlertMessage, type AlertTone } from '#web/ui/alert-message.tsx';
import { SummaryCard } from './summary-card.tsx';
import { splitSummaryLines } from './summary-lines.ts';
import { ThemeSwatches } from './theme-swatches.tsx';
import { useCardTheme } from './use-card-theme.ts';
import { useFitScale } from './use-fit-scale.ts';
import { useMemeImage, useProfileImage } from './use-profile-image.ts';

interface Message {
  tone: AlertTone;
  text: string;
}

export function CardResult({ response }: { response: SummaryResponse }) {
  const [theme, setTheme] = useCardTheme(response.mode);
  const profile = useProfileImage(response.profileImage);
  const memePicture = useMemeImage(response.meme?.gifUrl);
  const lines = useMemo(() => splitSummaryLines(response.summary), [response.summary]);
  const [message, setMessage] = useState<Message | null>(null);
  const [shownFor, setShownFor] = useState(response);
  if (shownFor !== response) {
    // A message about the previous card does not belong to the new one.
    setShownFor(response);
    setMessage(null);
  }

  const cardRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const fit = useFitScale(frameRef, cardRef, CARD_WIDTH);
  const isMeme = response.mode === 'meme';
  const ready = isMeme ? memePicture.ready : profile.ready;
  const cardKey = [
    theme,
    response.mode,
    response.username,
    response.summary ?? '',
    response.meme?.caption ?? '',
    profile.src,
    memePicture.src,
  ].join('\u0000');
  const getPng = useCardPng(cardRef, cardKey, ready);

  const fail = (text: string) => setMessage({ tone: 'error', text });

  const onCopy = () => {
    // No await before copyPng: Safari needs the clipboard write inside the click itself.
    const png = getPng();
    if (!png) return fail(EXPORT_MESSAGES.cardMissing);
    setMessage(null);
    void copyPng(png).then((outcome) =>
      setMessage({ tone: outcome === 'copied' ? 'success' : 'error', text: copyMessage(outcome) }),
    );
  };

  const onDownload = () => {
    const png = getPng();
    if (!png) return fail(EXPORT_MESSAGES.cardMissing);
    setMessage(null);
    png.then(downloadPng).catch(() => fail(EXPORT_MESSAGES.failed));
  };

  const onShare = () => {
    const png = getPng();
    if (!png) return fail(EXPORT_MESSAGES.cardMissing);
    setMessage(null);
    void sharePng(png).then((outcome) => {
      if (outcome === 'failed') fail(EXPORT_MESSAGES.failed);
    });
  };

  const scaled = fit.scale < 1;
  return (
    <div className="card-result">
      <div
        ref={frameRef}
        className="card-result__frame"
        style={scaled ? { height: Math.ceil(fit.height * fit.scale) } : undefined}
      >
        <div
          className="card-result__stage"
          style={scaled ? { transform: `scale(${fit.scale})` } : undefined}
        >
          <SummaryCard
            ref={cardRef}
            mode={response.mode}
            theme={theme}
            username={response.username}
            profileImageSrc={profile.src}
            lines={lines}
            meme={response.meme && { caption: response.meme.caption, imageSrc: memePicture.src }}
            host={window.location.host}
            onMemeImageError={memePicture.markBroken}
          />
        </div>
      </div>
      {isMeme && response.meme?.fromGiphy && <p className="card-result__giphy">Powered By GIPHY</p>}
      <div className="card-result__controls">
        <ThemeSwatches value={theme} onChange={setTheme} />
        <div className="button-row">
          <button type="button" className="button button--secondary" onClick={onCopy}>
            Copy (Desktop)
          </button>
          <button type="button" className="button button--secondary" onClick={onDownload}>
            Download
          </button>
          <button type="button" className="button button--primary" onClick={onShare}>
            Share
          </button>
        </div>
      </div>
      {message && (
        <AlertMessage tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </AlertMessage>
      )}
    </div>
  );
}
