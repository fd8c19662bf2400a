/**
 * X's oEmbed endpoint: `GET /oembed?url=<post URL>` → `{url, author_name, author_url, html, width,
 * height, type, cache_age, provider_name, provider_url, version}` where `html` is the blockquote
 * X's widget upgrades (t.co links as link text, photos as `pic.twitter.com/...`, `<br>` for line
 * breaks). Unknown, deleted, suspended and age-restricted posts 404; a protected account's post
 * answers 403 with "Sorry, you are not authorized to see this status."
 *
 * Scenarios: `ok`; `slow` (answers after 3 s); `hang` (never answers); `5xx` (502 HTML);
 * `429` (Retry-After: 900); `403` (HTML refusal); `html` (a 200 HTML page); `malformed`
 * (truncated JSON); `empty` (`{}`).
 */
import { type FakeServer, sendHtml, sendJson, startFakeServer } from './fake-server.ts';
import { answerFailureScenario, type FailureShapes } from './post-source-scenarios.ts';
import {
  escapeXText,
  findSamplePost,
  legacyText,
  replyMention,
  type SamplePost,
} from './sample-posts.ts';

export interface OembedFakeOptions {
  port?: number;
}

const POST_URL =
  /^https?:\/\/(?:www\.|mobile\.)?(?:twitter|x)\.com\/(?:i|[A-Za-z0-9_]{1,15})\/status(?:es)?\/(\d{1,20})/;

/** The embed HTML X builds: escaped text with its links as anchors. */
function embedHtml(sample: SamplePost): string {
  let body = escapeXText(replyMention(sample) + legacyText(sample));
  for (const link of sample.links)
    body = body.replace(link.tco, `<a href="${link.tco}">${link.tco}</a>`);
  for (const media of sample.media) {
    body = body.replace(
      media.tco,
      `<a href="${media.tco}">pic.twitter.com/${media.tco.slice(-10)}</a>`,
    );
  }
  body = body.replace(
    /@([A-Za-z0-9_]{1,15})/g,
    '<a href="https://twitter.com/$1?ref_src=twsrc%5Etfw">@$1</a>',
  );
  body = body.replace(/\n/g, '<br>');
  const date = new Date(sample.createdAt).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const { name, screenName } = sample.author;
  return `<blockquote class="twitter-tweet"><p lang="${sample.lang}" dir="ltr">${body}</p>&mdash; ${escapeXText(name)} (@${screenName}) <a href="https://twitter.com/${screenName}/status/${sample.id}?ref_src=twsrc%5Etfw">${date}</a></blockquote>\n`;
}

const OEMBED_FAILURES: FailureShapes = {
  serverError: (response) => sendHtml(response, 502, 'Bad Gateway'),
  rateLimited: {
    body: { errors: [{ code: 88, message: 'Rate limit exceeded' }] },
    retryAfterSeconds: 900,
  },
  forbiddenTitle: 'Forbidden',
  htmlTitle: 'Twitter Publish',
  malformed: {
    contentType: 'application/json; charset=utf-8',
    body: '{"url":"https://twitter.com/',
  },
};

export function startOembedFake({ port }: OembedFakeOptions = {}): Promise<FakeServer> {
  return startFakeServer(
    'oembed',
    async (request, response, scenario) => {
      if (request.path !== '/oembed') return sendHtml(response, 404, 'Not Found');
      if (await answerFailureScenario(response, scenario, OEMBED_FAILURES)) return;
      const id = POST_URL.exec(request.query.get('url') ?? '')?.[1];
      if (!id)
        return sendJson(response, 400, {
          errors: [{ code: 44, message: 'url parameter is invalid.' }],
        });
      const sample = findSamplePost(id);
      if (!sample || (sample.gone && sample.gone !== 'protected')) {
        return sendHtml(response, 404, 'Not Found');
      }
      if (sample.gone === 'protected') {
        return sendJson(response, 403, {
          errors: [{ code: 179, message: 'Sorry, you are not authorized to see this status.' }],
        });
      }
      return sendJson(response, 200, {
        url: `https://twitter.com/${sample.author.screenName}/status/${sample.id}`,
        author_name: sample.author.name,
        author_url: `https://twitter.com/${sample.author.screenName}`,
        html: embedHtml(sample),
        width: 550,
        height: null,
        type: 'rich',
        cache_age: '3153600000',
        provider_name: 'Twitter',
        provider_url: 'https://twitter.com',
        version: '1.0',
      });
    },
    { port },
  );
}
