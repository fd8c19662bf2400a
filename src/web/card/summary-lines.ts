/** The summary's lines are split in the shared card layout, for the web card and the server alike. */
export { splitSummaryLines } from '#card/summary-lines.ts';
