/**
 * A count with en-US thousands separators ("20,000"). Intl.NumberFormat does the same, but building
 * one costs milliseconds while the page loads, and counts are whole numbers from 0 up.
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
