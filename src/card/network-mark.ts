/**
 * The small mark of the network a post was read from (X, Bluesky, Mastodon), drawn in the card's
 * own muted colour beside the handle. Simple marks of our own, as SVG data URLs: the browser and
 * the server's renderer both draw an SVG picture, so no icon font or picture file is needed.
 */
import type { NetworkId } from '#core/index.ts';
import { type CardElement, el } from './card-element.ts';

/** The name each mark stands for, as its alt text says it. */
export const NETWORK_NAMES: Readonly<Record<NetworkId, string>> = {
  x: 'X',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
};

/** Each mark's shapes in a 24x24 box; `{c}` is the colour. */
const MARKS: Readonly<Record<NetworkId, string>> = {
  // A thick stroke from the top left, a thin one from the top right.
  x: '<path fill="{c}" d="M3.2 3h5.4l12.2 18h-5.4zM18.1 3h2.5L6.2 21H3.7z"/>',
  // A butterfly: two wings above, two smaller below.
  bluesky:
    '<path fill="{c}" d="M12 11C10.4 7.6 6.6 3 3.6 3 1.7 3 1.5 5 2 8c.5 2.4 2.5 3.9 5.4 4-3 .6-4.6 2.6-2.6 4.6 2.6 2.6 5.2 0 7.2-4 2 4 4.6 6.6 7.2 4 2-2 .4-4-2.6-4.6 2.9-.1 4.9-1.6 5.4-4 .5-3 .3-5-1.6-5-3 0-6.8 4.6-8.4 8z"/>',
  // A speech bubble with an "m" cut out of it.
  mastodon:
    '<mask id="m"><rect width="24" height="24" fill="#fff"/><path d="M8 14.2V10a1.9 1.9 0 0 1 3.8 0v4.2M11.8 10a1.9 1.9 0 0 1 3.8 0v4.2" fill="none" stroke="#000" stroke-width="1.8" stroke-linecap="round"/></mask><path mask="url(#m)" fill="{c}" d="M5 2.5h14A2.5 2.5 0 0 1 21.5 5v10a2.5 2.5 0 0 1-2.5 2.5h-7.2L7.5 21.5v-4H5A2.5 2.5 0 0 1 2.5 15V5A2.5 2.5 0 0 1 5 2.5z"/>',
};

/** The mark of `network` in `colour` as a data URL. */
export function networkMarkSrc(network: NetworkId, colour: string): string {
  const shapes = MARKS[network].replaceAll('{c}', colour);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">${shapes}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The mark as an element `size` pixels square, named for screen readers. */
export function networkMark(network: NetworkId, size: number, colour: string): CardElement {
  return el('img', { width: size, height: size, flexShrink: 0 }, [], {
    src: networkMarkSrc(network, colour),
    alt: NETWORK_NAMES[network],
    width: size,
    height: size,
    'data-testid': 'card-network',
    'data-network': network,
  });
}
