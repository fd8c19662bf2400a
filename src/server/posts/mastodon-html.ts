/**
 * A Mastodon status's `content` (HTML) as the plain text a person reads, with a real HTML parser
 * (htmlparser2), never regular expressions over markup: paragraphs become blank lines, `<br>` a
 * newline, a link its whole `href` (the `invisible`/`ellipsis` spans only shorten it on screen),
 * a mention `@user@domain` when remote, a hashtag `#tag`, entities decoded once.
 */
import { Parser } from 'htmlparser2';
import { tidyText } from './post-text.ts';

export interface MastodonMention {
  /** The account's profile link, as the mention's `href` has it. */
  url: string;
  /** `user` for a local account, `user@domain` for a remote one. */
  acct: string;
}

export interface HtmlToTextOptions {
  /** The status's `mentions`, so a remote mention keeps its domain. */
  mentions?: readonly MastodonMention[];
  /** Drop the `<p class="quote-inline">RE: …</p>` paragraph (the quoted post is read instead). */
  dropQuoteInline?: boolean;
}

/** Elements whose end starts a new line, and those whose text is never shown. */
const BLOCKS = new Set([
  'div',
  'li',
  'ul',
  'ol',
  'blockquote',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
const HIDDEN = new Set(['script', 'style', 'template', 'head', 'title']);

const classesOf = (attributes: Record<string, string>) =>
  new Set((attributes.class ?? '').split(/\s+/).filter(Boolean));

function httpUrl(href: string | undefined): string | undefined {
  if (!href || href.length > 4096) return undefined;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? href : undefined;
  } catch {
    return undefined;
  }
}

/** The plain text of a status's HTML. */
export function mastodonHtmlToText(html: string, options: HtmlToTextOptions = {}): string {
  const mentionByUrl = new Map((options.mentions ?? []).map((m) => [m.url, m.acct]));
  let out = '';
  /** Open elements whose text is replaced or dropped: the text inside is not written. */
  let silentDepth = 0;
  let preDepth = 0;
  /** For each open element: whether it silenced its content. */
  const stack: Array<{ name: string; silenced: boolean }> = [];

  const write = (text: string) => {
    if (silentDepth === 0) out += text;
  };
  const newlines = (count: number) => {
    if (silentDepth > 0 || out === '') return;
    const trailing = /\n*$/.exec(out)?.[0].length ?? 0;
    if (trailing < count) out = out.replace(/[ \t]+$/, '') + '\n'.repeat(count - trailing);
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const classes = classesOf(attributes);
        let silenced = false;
        if (HIDDEN.has(name)) silenced = true;
        else if (name === 'p') {
          newlines(2);
          if (options.dropQuoteInline && classes.has('quote-inline')) silenced = true;
        } else if (name === 'br') write('\n');
        else if (BLOCKS.has(name)) newlines(1);
        else if (name === 'a') {
          const href = attributes.href;
          if (classes.has('hashtag')) {
            // Its text is `#tag` already; written as it comes.
          } else if (classes.has('mention') || (href && mentionByUrl.has(href))) {
            const acct = href ? mentionByUrl.get(href) : undefined;
            if (acct) {
              write(`@${acct}`);
              silenced = true;
            }
          } else {
            const url = httpUrl(href);
            if (url) {
              write(url);
              silenced = true;
            }
          }
        }
        if (name === 'pre') preDepth += 1;
        if (silenced) silentDepth += 1;
        stack.push({ name, silenced });
      },
      ontext(text) {
        write(preDepth > 0 ? text : text.replace(/[ \t\r\n\f]+/g, ' '));
      },
      onclosetag(name) {
        // htmlparser2 closes elements in order, implied ends included.
        const open = stack.pop();
        if (!open) return;
        if (open.silenced) silentDepth -= 1;
        if (open.name === 'pre') preDepth -= 1;
        if (name === 'p') newlines(2);
        else if (BLOCKS.has(name)) newlines(1);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return tidyText(
    out
      .split('\n')
      .map((line) => line.replace(/^[ \t]+/, ''))
      .join('\n'),
  );
}
