/**
 * A count or rate a faithful summary works out from the source (issue 44 item 4): the number of
 * items a source lists (listed-counts.ts), a rate told per another period (period-rates.ts), a
 * per-item figure times its count (per-item-products.ts), an amount over its count
 * (per-item-quotients.ts). held-otherwise.ts asks this once a
 * line's figure is not the source's own value; each reader says where the source holds it.
 */
import type { ClaimSource } from '../claim-source.ts';
import { bothCount } from './both-counts.ts';
import type { Figure } from './figure-kinds.ts';
import { listedCount } from './listed-counts.ts';
import { listedFigureCount } from './listed-figure-counts.ts';
import { pairCount } from './pair-counts.ts';
import { perItemProduct } from './per-item-products.ts';
import { perItemQuotient } from './per-item-quotients.ts';
import { convertedRate } from './period-rates.ts';

/** Whether the source holds the line's `figure` as a count, a rate or a product a reader infers. */
export function sourceDerivedCount(figure: Figure, line: string, source: ClaimSource): boolean {
  return (
    listedCount(figure, line, source) ||
    // "empat kategori" of "Kategori …: 42,195 km, 21 km, 10 km dan 5 km" (listed-figure-counts.ts).
    listedFigureCount(figure, line, source) ||
    convertedRate(figure, line, source) ||
    perItemProduct(figure, line, source.text, source.placed?.() ?? []) ||
    // "about £39 each" of "5,400 runners … £212,000": its inverse (per-item-quotients.ts).
    perItemQuotient(figure, line, source) ||
    // "The 2 teams" of "Both teams" (both-counts.ts).
    bothCount(figure, line, source) ||
    // "Two babies" of "Twins", "two kittens" of "a pair of kittens" (pair-counts.ts).
    pairCount(figure, line, source)
  );
}
