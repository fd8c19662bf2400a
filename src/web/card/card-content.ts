/**
 * What the card draws, from the server's answer and what this page resolved and chose: the one
 * place the answer becomes the shared layout's content, so the page's card and its exports agree.
 */
import type { CardContent } from '#card/card-layout.ts';
import type { SummaryResponse } from '#core/index.ts';

/** What the page adds to the answer: its pictures as loaded here, its host, the visitor's choices. */
export interface CardView {
  /** The profile picture as this page loaded it (data: or same-origin). */
  profileImageSrc: string;
  /** The meme's picture as loaded, and whether it was swapped for the fixed GIF. */
  memeImageSrc: string;
  memeReplaced: boolean;
  /** The summary's lines, split (normal and troll). */
  lines: readonly string[];
  host: string;
  lang?: string;
  /** The post's first picture, when Show picture is on and the post has one. */
  picture?: { src: string; alt?: string };
  /** Show date is off. */
  hideDate: boolean;
}

export function cardContentOf(response: SummaryResponse, view: CardView): CardContent {
  const { meme } = response;
  return {
    mode: response.mode,
    username: response.username,
    profileImageSrc: view.profileImageSrc,
    lines: view.lines,
    host: view.host,
    ...(view.lang && { lang: view.lang }),
    ...(response.displayName && { displayName: response.displayName }),
    ...(response.network && { network: response.network }),
    ...(response.createdAt && { createdAt: response.createdAt, hideDate: view.hideDate }),
    ...(response.posts && { posts: response.posts }),
    ...(response.quote && { quote: response.quote }),
    ...(response.contentWarning && { contentWarning: response.contentWarning }),
    ...(view.picture && { picture: view.picture }),
    ...(meme && {
      meme: {
        caption: meme.caption,
        imageSrc: view.memeImageSrc,
        // GIPHY's GIFs fill their box; our own pictures (the fixed GIF, a bundled reaction) are
        // drawn whole, never cropped.
        whole: !meme.fromGiphy || view.memeReplaced,
      },
    }),
  };
}
