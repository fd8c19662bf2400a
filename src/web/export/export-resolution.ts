/**
 * The resolutions a 600px card is exported at: 1x (600 px wide), 2x (1200 px, the spec's pixel
 * ratio and the default) and 3x (1800 px, for print and large screens). Feed shapes are exported
 * at their own pixel size and take no resolution.
 */
import { CARD_WIDTH, EXPORT_PIXEL_RATIO } from '#core/index.ts';
import { formatCount } from '#web/ui/format-count.ts';

export const EXPORT_RESOLUTIONS = [1, 2, 3] as const;
export type ExportResolution = (typeof EXPORT_RESOLUTIONS)[number];

export const DEFAULT_EXPORT_RESOLUTION: ExportResolution = EXPORT_PIXEL_RATIO;

export const isExportResolution = (value: unknown): value is ExportResolution =>
  (EXPORT_RESOLUTIONS as readonly unknown[]).includes(value);

/** How a resolution is offered: its ratio and the width it gives, e.g. `2x (1,200 px)`. */
export const resolutionLabel = (resolution: ExportResolution): string =>
  `${resolution}x (${formatCount(resolution * CARD_WIDTH)} px)`;
