/**
 * What can be done with the finished card: Share, Copy (Desktop), Download with the resolution of
 * the 600px card beside it, and Copy link for a stored card. Share comes first where the device has
 * a share sheet; elsewhere it downloads and says so, after Copy and Download.
 */
import { useId } from 'react';
import {
  EXPORT_RESOLUTIONS,
  type ExportResolution,
  isExportResolution,
  resolutionLabel,
} from '#web/export/export-resolution.ts';

interface ExportButtonProps {
  /** The card is whole: nothing half-written leaves the page. */
  enabled: boolean;
  /** The one filled button of the row. */
  primary: boolean;
  onClick: () => void;
}

export function ShareButton({ enabled, primary, onClick }: ExportButtonProps) {
  return (
    <button
      type="button"
      className={`button ${primary ? 'button--primary' : 'button--secondary'}`}
      disabled={!enabled}
      onClick={onClick}
    >
      Share
    </button>
  );
}

export function DownloadButton({ enabled, onClick }: Omit<ExportButtonProps, 'primary'>) {
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={!enabled}
      onClick={onClick}
    >
      Download
    </button>
  );
}

interface CardActionsProps {
  enabled: boolean;
  canShare: boolean;
  onShare: () => void;
  /** Must start the clipboard write synchronously (copyPng): Safari allows it only then. */
  onCopy: () => void;
  onDownload: () => void;
  /** The 600px card's resolution; absent for a feed shape, which has its own pixel size. */
  resolution?: { value: ExportResolution; onChange: (resolution: ExportResolution) => void };
  /** A stored card's link; absent until the server stored the card. */
  onCopyLink?: () => void;
}

export function CardActions({
  enabled,
  canShare,
  onShare,
  onCopy,
  onDownload,
  resolution,
  onCopyLink,
}: CardActionsProps) {
  const resolutionId = useId();
  const share = <ShareButton enabled={enabled} primary={canShare} onClick={onShare} />;
  return (
    <div className="button-row card-result__actions">
      {canShare && share}
      <button
        type="button"
        className={`button ${canShare ? 'button--secondary' : 'button--primary'}`}
        disabled={!enabled}
        onClick={onCopy}
      >
        Copy (Desktop)
      </button>
      <div className="download-group">
        <DownloadButton enabled={enabled} onClick={onDownload} />
        {resolution && (
          <span className="resolution">
            <label className="resolution__label" htmlFor={resolutionId}>
              Resolution
            </label>
            <select
              id={resolutionId}
              className="resolution__select"
              value={resolution.value}
              disabled={!enabled}
              onChange={(event) => {
                const value = Number(event.target.value);
                if (isExportResolution(value)) resolution.onChange(value);
              }}
            >
              {EXPORT_RESOLUTIONS.map((value) => (
                <option key={value} value={value}>
                  {resolutionLabel(value)}
                </option>
              ))}
            </select>
          </span>
        )}
      </div>
      {!canShare && share}
      {onCopyLink && (
        <button
          type="button"
          className="button button--secondary"
          disabled={!enabled}
          onClick={onCopyLink}
        >
          Copy link
        </button>
      )}
    </div>
  );
}
