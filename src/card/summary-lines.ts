/** Turns the API's summary text into the card's list items. */

/** One item per non-empty line, without the leading bullet the server writes ("• ", "- ", "* "). */
export function splitSummaryLines(summary: string | undefined): string[] {
  if (!summary) return [];
  return summary
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:•\s*|[-*]\s+)/u, '').trim())
    .filter((line) => line.length > 0);
}
