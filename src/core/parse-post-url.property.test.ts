import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POST_URL_HOSTS, parsePostUrl } from './parse-post-url.ts';

const ALLOWED = new Set(POST_URL_HOSTS);

/** Link-shaped strings built from valid and hostile pieces, so many are accepted and many not. */
const linkish = fc
  .tuple(
    fc.constantFrom('', ' ', '\n'),
    fc.constantFrom('https://', 'http://', '', '//', 'HTTPS://', 'javascript:', 'ftp://', 'data:,'),
    fc.constantFrom('', '', '', 'user@', 'twitter.com@', 'a:b@'),
    fc.oneof(
      fc.constantFrom(...POST_URL_HOSTS),
      fc.constantFrom(
        'x.co',
        'evilx.com',
        'x.com.evil.com',
        'x.com.',
        'xn--x-com',
        '\uFF58.com',
        'X.COM',
      ),
      fc.domain(),
    ),
    fc.constantFrom('', '', '', ':443', ':8080', ':'),
    fc.constantFrom(
      '/jack/status/',
      '/i/web/status/',
      '/i/status/',
      '/statuses/',
      '/a/statuses/',
      '//status/',
      '/status/',
      '/jack/',
    ),
    fc.oneof(fc.stringMatching(/^\d{1,22}$/), fc.string({ unit: 'binary', maxLength: 6 })),
    fc.constantFrom('', '/', '/photo/1', '/video/9', '/analytics', '.mp4', '/en', '/x/y'),
    fc.constantFrom('', '?s=20', '#m', '?a=b#c'),
    fc.string({ unit: 'binary', maxLength: 3 }),
  )
  .map((parts) => parts.join(''));

const handle = fc.stringMatching(/^[A-Za-z0-9_]{1,15}$/).filter((h) => h.toLowerCase() !== 'i');
const postId = fc.stringMatching(/^\d{1,20}$/);
const scheme = fc.constantFrom('https://', 'http://', 'HTTPS://', '');
const tail = fc.constantFrom('', '/', '/photo/1', '/photo/4', '/video/1', '/analytics');
const query = fc.option(
  fc.stringMatching(/^[A-Za-z0-9=&_%-]{0,30}$/).map((q) => `?${q}`),
  { nil: '' },
);
const fragment = fc.constantFrom('', '#m', '#');
const padding = fc.constantFrom('', ' ', '  \t', '\n');

describe('parsePostUrl (properties)', () => {
  it('never throws, whatever string it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), linkish), (input) => {
        parsePostUrl(input);
      }),
      { numRuns: 2000 },
    );
  });

  it('only accepts links to an allowed host, with a 1-20 digit id and a valid handle', () => {
    fc.assert(
      fc.property(linkish, (input) => {
        const parsed = parsePostUrl(input);
        if (parsed === null) return;
        expect(parsed.id).toMatch(/^\d{1,20}$/);
        if (parsed.username !== undefined) expect(parsed.username).toMatch(/^[A-Za-z0-9_]{1,15}$/);
        const text = input.trim();
        const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
        expect(['http:', 'https:']).toContain(url.protocol);
        expect(ALLOWED.has(url.hostname)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('accepts every well-formed post link with its id and handle', () => {
    fc.assert(
      fc.property(
        padding,
        scheme,
        fc.constantFrom(...POST_URL_HOSTS),
        fc.oneof(
          fc.record({
            kind: fc.constant('handle' as const),
            handle,
            word: fc.constantFrom('status', 'statuses'),
          }),
          fc.record({ kind: fc.constantFrom('i/web/status', 'i/status', 'statuses') }),
        ),
        postId,
        tail,
        query,
        fragment,
        (pad, prefix, host, shape, id, end, search, hash) => {
          const path = shape.kind === 'handle' ? `${shape.handle}/${shape.word}` : shape.kind;
          const input = `${pad}${prefix}${host}/${path}/${id}${end}${search}${hash}${pad}`;
          const expected = shape.kind === 'handle' ? { id, username: shape.handle } : { id };
          expect(parsePostUrl(input)).toEqual(expected);
        },
      ),
    );
  });

  it('rejects a well-formed post link whose host is not allowed', () => {
    fc.assert(
      fc.property(
        fc.domain().filter((host) => !ALLOWED.has(host.toLowerCase())),
        handle,
        postId,
        (host, name, id) => {
          expect(parsePostUrl(`https://${host}/${name}/status/${id}`)).toBeNull();
        },
      ),
    );
  });
});
