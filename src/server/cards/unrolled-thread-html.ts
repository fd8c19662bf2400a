/**
 * A thread card's posts as text on its page, under the app: every post of the author's thread
 * summed up or quoted, in order, each with its own link and its pictures' descriptions, in plain
 * HTML that needs no script (what a screen reader and a search engine read). A post behind a
 * content warning is its warning there too, never its words.
 */
import { isolateRuns } from '#card/bidi.ts';
import { formatPostDate, postDateDirection } from '#card/format-post-date.ts';
import {
  NETWORK_POST_RULES,
  type StoredCard,
  UNROLLED_THREAD_ID,
  type UnrolledPost,
  warnedPostText,
  wholeThreadHeading,
} from '#core/index.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * A post's words as paragraphs, its own line breaks kept; in a right-to-left paragraph each run of
 * Latin and digits (a handle, a link) isolated, as on the card (src/card/bidi.ts).
 */
const paragraphs = (text: string, lang: string) =>
  text
    .trim()
    .split(/\n{2,}/)
    .map(
      (part) =>
        `<p dir="auto"${lang}>${escapeHtml(isolateRuns(part)).replace(/\n/g, '<br />')}</p>`,
    )
    .join('');

/**
 * The language of the posts' own words: the post's, which a card written in another language is
 * not (its `lang` is the one asked); unknown there when the post's was not known.
 */
function postsLanguage(card: StoredCard): string | undefined {
  if (card.sourceLang !== undefined) return card.sourceLang;
  return card.language === undefined || card.askedLang !== undefined ? card.lang : undefined;
}

function postItem(post: UnrolledPost, number: number, card: StoredCard): string {
  const own = postsLanguage(card);
  const lang = own ? ` lang="${escapeHtml(own)}"` : '';
  const parts: string[] = [];
  if (post.contentWarning !== undefined) {
    parts.push(
      `<p class="unrolled-thread__warning" dir="auto">${escapeHtml(warnedPostText(post.contentWarning))}</p>`,
    );
  } else if (post.text?.trim()) {
    parts.push(paragraphs(post.text, lang));
  }
  for (const alt of post.alts ?? []) {
    parts.push(`<p class="unrolled-thread__alt" dir="auto">Picture: ${escapeHtml(alt)}</p>`);
  }
  const network = NETWORK_POST_RULES[card.network ?? 'x'].name;
  const date = formatPostDate(post.createdAt, card.lang);
  const meta = [
    ...(post.url
      ? [
          `<a href="${escapeHtml(post.url)}" rel="noopener noreferrer">Post ${number} on ${network}</a>`,
        ]
      : [`Post ${number}`]),
    // In its own direction: an Arabic date in this English line read "202026/04/" (issue 46).
    ...(date && post.createdAt
      ? [
          `<time datetime="${escapeHtml(post.createdAt)}" dir="${postDateDirection(card.lang)}"${lang}>${escapeHtml(date)}</time>`,
        ]
      : []),
  ];
  parts.push(`<p class="unrolled-thread__meta">${meta.join(' · ')}</p>`);
  return `<li>${parts.join('')}</li>`;
}

/** The thread's section for a card's page, or '' for a card of a single post. */
export function unrolledThreadHtml(card: StoredCard): string {
  const posts = card.unrolledThread ?? [];
  if (posts.length < 2) return '';
  const heading = `${UNROLLED_THREAD_ID}-heading`;
  return [
    `<section class="unrolled-thread" id="${UNROLLED_THREAD_ID}" aria-labelledby="${heading}">`,
    `<h2 id="${heading}">${escapeHtml(wholeThreadHeading(posts.length))}</h2>`,
    `<ol class="unrolled-thread__posts">${posts.map((post, index) => postItem(post, index + 1, card)).join('')}</ol>`,
    '</section>',
  ].join('\n');
}
