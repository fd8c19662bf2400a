/**
 * A Bluesky post's plain text with its rich-text facets applied: a link's shortened label
 * (`example.com/a-long-pa...`) becomes the whole URL the facet holds. Facet offsets count UTF-8
 * bytes, so the AT Protocol's own segmenter cuts the text, never JavaScript string indices.
 */
import { segmentize } from '@atcute/bluesky-richtext-segmenter';

/** A facet as the AppView sends it; only the parts read here are typed. */
export interface BlueskyFacet {
  index: { byteStart: number; byteEnd: number };
  features: Array<{ $type?: string; uri?: string; did?: string; tag?: string }>;
}

export interface BlueskyRichText {
  /** The text with every link facet's whole URL in place of its label. */
  text: string;
  /** The whole URLs of the link facets, in order. */
  links: string[];
  /** Mentioned handles as written (without `@`). */
  mentions: string[];
  /** Hashtags as the tag facets hold them (without `#`). */
  hashtags: string[];
}

const LINK = 'app.bsky.richtext.facet#link';
const MENTION = 'app.bsky.richtext.facet#mention';
const TAG = 'app.bsky.richtext.facet#tag';

/** Only http(s) links replace their label; anything else (a `javascript:` facet) keeps the text. */
function wholeUrl(uri: string | undefined): string | undefined {
  if (typeof uri !== 'string' || uri.length > 4096) return undefined;
  try {
    const url = new URL(uri);
    return url.protocol === 'https:' || url.protocol === 'http:' ? uri : undefined;
  } catch {
    return undefined;
  }
}

/** Reads `text` with its `facets` (either may be missing or malformed: the text is kept as is). */
export function applyFacets(
  text: string,
  facets: readonly BlueskyFacet[] | undefined,
): BlueskyRichText {
  const usable = (facets ?? [])
    .filter(
      (facet) =>
        Number.isSafeInteger(facet?.index?.byteStart) &&
        Number.isSafeInteger(facet?.index?.byteEnd) &&
        Array.isArray(facet.features),
    )
    // The segmenter walks the text once, in order; the lexicon does not promise sorted facets.
    .sort((a, b) => a.index.byteStart - b.index.byteStart);
  const result: BlueskyRichText = { text: '', links: [], mentions: [], hashtags: [] };
  let lastEnd = -1;
  const kept = usable.filter((facet) => {
    // Overlapping facets are invalid; the first one wins.
    if (facet.index.byteStart < lastEnd) return false;
    lastEnd = facet.index.byteEnd;
    return true;
  });
  for (const segment of segmentize(text, kept)) {
    const link = segment.features?.find((feature) => feature.$type === LINK);
    const url = wholeUrl(link?.uri);
    if (url !== undefined) {
      result.text += url;
      result.links.push(url);
      continue;
    }
    result.text += segment.text;
    if (segment.features?.some((feature) => feature.$type === MENTION)) {
      const handle = segment.text.replace(/^[@＠]/, '');
      if (handle !== '') result.mentions.push(handle);
    }
    for (const feature of segment.features ?? []) {
      if (feature.$type === TAG && typeof feature.tag === 'string' && feature.tag !== '') {
        result.hashtags.push(feature.tag);
      }
    }
  }
  return result;
}
