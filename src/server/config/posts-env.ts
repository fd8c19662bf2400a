/** Posts and pictures: where posts are read from, and the image proxy and GIF search. */
import { z } from 'zod';
import { baseUrl, blankToUndefined, commaList, integer, optionalString } from './env-values.ts';

export const POST_SOURCE_NAMES = ['fxtwitter', 'syndication', 'oembed'] as const;
export type PostSourceName = (typeof POST_SOURCE_NAMES)[number];
/** Hosts GIPHY serves its media from; the image proxy may fetch them by default. */
export const GIPHY_MEDIA_HOSTS = [
  'media.giphy.com',
  'media0.giphy.com',
  'media1.giphy.com',
  'media2.giphy.com',
  'media3.giphy.com',
  'media4.giphy.com',
  'i.giphy.com',
] as const;
/** Bluesky's picture CDN: avatars, thumbnails and full-size pictures of every post. */
export const BLUESKY_IMAGE_HOST = 'cdn.bsky.app';
export const DEFAULT_IMAGE_PROXY_HOSTS = [
  'pbs.twimg.com',
  'abs.twimg.com',
  BLUESKY_IMAGE_HOST,
  ...GIPHY_MEDIA_HOSTS,
];
const HOST_ENTRY = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/;

export const postsEnv = {
  POST_SOURCES: commaList(POST_SOURCE_NAMES.join(',')).pipe(
    z.array(z.enum(POST_SOURCE_NAMES)).min(1),
  ),
  FXTWITTER_BASE_URL: baseUrl('https://api.fxtwitter.com'),
  SYNDICATION_BASE_URL: baseUrl('https://cdn.syndication.twimg.com'),
  OEMBED_BASE_URL: baseUrl('https://publish.twitter.com'),
  BLUESKY_BASE_URL: baseUrl('https://public.api.bsky.app'),
  /** Instances on the operator's own network: http, IP addresses and private ranges allowed. */
  MASTODON_PRIVATE_HOSTS: z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(HOST_ENTRY, 'must be host:port entries, comma-separated'))),
  ),
  /** Signs proxy links to pictures off IMAGE_PROXY_HOSTS; generated and kept in DATA_DIR if unset. */
  IMAGE_PROXY_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  GIPHY_API_KEY: optionalString,
  GIPHY_BASE_URL: baseUrl('https://api.giphy.com'),
  IMAGE_PROXY_HOSTS: commaList(DEFAULT_IMAGE_PROXY_HOSTS.join(',')).pipe(
    z.array(z.string().toLowerCase().regex(HOST_ENTRY, 'must be host or host:port')).min(1),
  ),
  IMAGE_PROXY_MAX_CONCURRENCY: integer(16, 1, 10_000),
};
