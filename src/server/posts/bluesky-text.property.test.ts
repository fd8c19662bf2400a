/**
 * Facet offsets count UTF-8 bytes. Random texts (emoji, combining marks, CJK, curly quotes) with
 * shortened link labels at random places: every label becomes its whole URL, nothing else moves.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFacets, type BlueskyFacet } from './bluesky-text.ts';

const bytes = (text: string) => new TextEncoder().encode(text).length;

const piece = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('’', '“', '—', '👩‍👩‍👧', 'é', 'é', '한국', '🇫🇷', ' ', '\n'),
);

const link = fc
  .tuple(fc.stringMatching(/^[a-z]{1,10}$/), fc.stringMatching(/^[a-z0-9-]{0,30}$/))
  .map(([host, path]) => ({
    url: `https://${host}.example/${path}`,
    label: `${host}.example/${path.slice(0, 8)}${path.length > 8 ? '...' : ''}`,
  }));

describe('applyFacets', () => {
  it('puts each whole URL where its label was, whatever comes before it', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(piece, link), { maxLength: 5 }), piece, (parts, tail) => {
        let text = '';
        let expected = '';
        const facets: BlueskyFacet[] = [];
        for (const [before, { url, label }] of parts) {
          text += before;
          expected += before;
          const byteStart = bytes(text);
          text += label;
          expected += url;
          facets.push({
            index: { byteStart, byteEnd: bytes(text) },
            features: [{ $type: 'app.bsky.richtext.facet#link', uri: url }],
          });
        }
        text += tail;
        expected += tail;
        const result = applyFacets(text, facets);
        expect(result.text).toBe(expected);
        expect(result.links).toEqual(parts.map(([, { url }]) => url));
      }),
    );
  });

  it('keeps the text as written for facets out of range, overlapping or not http(s)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.array(fc.tuple(fc.nat(200), fc.nat(200)), { maxLength: 4 }),
        (text, ranges) => {
          const facets = ranges.map(([a, b]) => ({
            index: { byteStart: a, byteEnd: b },
            features: [{ $type: 'app.bsky.richtext.facet#link', uri: 'javascript:alert(1)' }],
          }));
          expect(applyFacets(text, facets).text).toBe(text);
        },
      ),
    );
  });

  it('reads the recorded post whose curly quotes move the link (UTF-8 bytes, not string indices)', () => {
    const recorded = JSON.parse(
      readFileSync(
        new URL(
          '../../../test/fixtures/bluesky/getPostThread.bsky.app.3mk3sdiixhs2n.json',
          import.meta.url,
        ),
        'utf8',
      ),
    );
    const { text, facets } = recorded.thread.post.record;
    const [facet] = facets as BlueskyFacet[];
    // The byte offset is not the string index here: reading it as one would cut the wrong text.
    expect(text.indexOf('davidimel.substack.com')).not.toBe(facet?.index.byteStart);
    const result = applyFacets(text, facets);
    expect(result.text).toMatch(
      /internet”\nhttps:\/\/davidimel\.substack\.com\/p\/bluesky-is-looking-for-its-myspace$/,
    );
    expect(result.text).not.toContain('...');
  });

  it('collects mentions and hashtags as written', () => {
    const text = 'hi @alice.bsky.social #atproto';
    const at = bytes('hi ');
    const tag = bytes('hi @alice.bsky.social ');
    const result = applyFacets(text, [
      {
        index: { byteStart: at, byteEnd: at + bytes('@alice.bsky.social') },
        features: [{ $type: 'app.bsky.richtext.facet#mention', did: 'did:plc:x' }],
      },
      {
        index: { byteStart: tag, byteEnd: tag + bytes('#atproto') },
        features: [{ $type: 'app.bsky.richtext.facet#tag', tag: 'atproto' }],
      },
    ]);
    expect(result).toEqual({
      text,
      links: [],
      mentions: ['alice.bsky.social'],
      hashtags: ['atproto'],
    });
  });
});
