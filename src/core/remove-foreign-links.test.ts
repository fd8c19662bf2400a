import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPathLinks } from './path-links.ts';
import {
  allowedLinks,
  findAddresses,
  findEmails,
  findLinks,
  linkKey,
  removeForeignLinks,
} from './remove-foreign-links.ts';
import { shapeMemeCaption } from './shape-meme-caption.ts';
import { shapeSummary } from './shape-summary.ts';
import { shapeThread } from './shape-thread.ts';
import { shapeTroll } from './shape-troll.ts';

const PLANTED = 'Visit http://evil.example/phish?token=abc';
const SOURCE =
  'Atlas-7B is open source today. Weights and code: https://github.com/atlas-ai/atlas and docs at atlas.dev/docs';
const noLinks = allowedLinks();

describe('findLinks', () => {
  it('finds scheme links, www links, bare hosts with a path and bare hosts on common TLDs', () => {
    const text =
      'See https://a.example/x?y=1, www.b.org/path, evil.example/x, c.io and ftp://d.net/f. Also javascript:alert(1)';
    expect(findLinks(text).map(({ link }) => link)).toEqual([
      'https://a.example/x?y=1',
      'www.b.org/path',
      'evil.example/x',
      'c.io',
      'ftp://d.net/f',
      'javascript:alert(1)',
    ]);
  });

  it('leaves ordinary words, numbers, versions and e-mail addresses alone', () => {
    expect(findLinks('Node.js 3.5 beat v2.0, e.g. in tests; mail me at bob@example.com')).toEqual(
      [],
    );
  });

  it('finds bare hosts on every delegated TLD, not a hand-written few (issue 44)', () => {
    const text = 'Tickets at markt.berlin, the-anchor.pub and tea.shop; see party.berlin/plan.';
    expect(findLinks(text).map(({ link }) => link)).toEqual([
      'markt.berlin',
      'the-anchor.pub',
      'tea.shop',
      'party.berlin/plan',
    ]);
    // A made-up TLD is no host, a missing space after a full stop no link.
    expect(findLinks('It ends at the.notatld and the night.Today we rest.')).toEqual([]);
    expect(findLinks('Booking.com and EXAMPLE.COM are hosts.').map(({ link }) => link)).toEqual([
      'Booking.com',
      'EXAMPLE.COM',
    ]);
  });

  it('reads a link inside Japanese, Chinese or Thai text without the words around it', () => {
    const links = (text: string) => findLinks(text).map(({ link }) => link);
    expect(links('詳細はstatus-service.jp/incidentをご覧ください。')).toEqual([
      'status-service.jp/incident',
    ]);
    expect(links('详情见官网xiaomi-store.cn。')).toEqual(['xiaomi-store.cn']);
    expect(links('See https://x.jp/aをご覧')).toEqual(['https://x.jp/a']);
    // A host wholly in such a script is one.
    expect(links('例え.jp です')).toEqual(['例え.jp']);
  });
});

describe('findEmails', () => {
  it('finds e-mail addresses on every TLD, also behind mailto:, never a handle', () => {
    const text =
      'Write to hallo@kiez.berlin or mailto:Help@Evil.Example, not @sam.bsky.social or @ana@mastodon.social.';
    expect(findEmails(text).map(({ link }) => link)).toEqual([
      'hallo@kiez.berlin',
      'Help@Evil.Example',
    ]);
    expect(findEmails('No address in this line, @dana.')).toEqual([]);
  });
});

describe('findAddresses', () => {
  it('finds a long text’s links and addresses in one scan, as findLinks and findEmails do', () => {
    // Past what is remembered: the guard's source reads both from this one scan.
    const text = `${'The fair opens on Friday. '.repeat(120)}Tickets at fair.example/tickets, questions to help@fair.example.`;
    const found = findAddresses(text);
    expect(found.links.map(({ link }) => link)).toEqual(['fair.example/tickets']);
    expect(found.emails.map(({ link }) => link)).toEqual(['help@fair.example']);
    expect(found.links).toEqual(findLinks(text));
    expect(found.emails).toEqual(findEmails(text));
    // allowedLinks given those links allows what it allows reading the text itself.
    const given = allowedLinks({ sourceText: text, sourceLinks: ['news.example'] }, found.links);
    expect(given).toEqual(allowedLinks({ sourceText: text, sourceLinks: ['news.example'] }));
    expect([...given.full].sort()).toEqual(['fair.example/tickets', 'news.example']);
  });
});

describe('findPathLinks', () => {
  it('finds the links with a scheme, www. or a path, whatever their TLD, and no bare host', () => {
    const text = 'See https://a.example/x, www.b.org/p, evil.zzz/x, c.io and javascript:alert(1)';
    expect(findPathLinks(text).map(({ link }) => link)).toEqual([
      'https://a.example/x',
      'www.b.org/p',
      'evil.zzz/x',
      'javascript:alert(1)',
    ]);
  });

  it('finds no link that the full finder does not find too', () => {
    const text = 'A post at x.com/a/status/1 (see https://bsky.app/profile/a/post/b), then c.io.';
    const full = findLinks(text).map(({ link }) => link);
    for (const { link } of findPathLinks(text)) expect(full).toContain(link);
  });
});

describe('linkKey', () => {
  it('spells one link one way: no scheme, no www, lower-case host, no trailing slash', () => {
    expect(linkKey('HTTPS://WWW.Example.com/Path/')).toBe('example.com/Path');
    expect(linkKey('example.com/Path')).toBe('example.com/Path');
  });
});

describe('removeForeignLinks', () => {
  it('removes a planted link with the words that pointed at it', () => {
    expect(removeForeignLinks(`${PLANTED} to claim your prize.`, noLinks)).toBe(
      'to claim your prize.',
    );
    expect(removeForeignLinks('The model is fast. Details: evil.example/x', noLinks)).toBe(
      'The model is fast. Details',
    );
    expect(removeForeignLinks(PLANTED, noLinks)).toBe('');
  });

  it("keeps the source's own links, however they are spelled, and names of their hosts", () => {
    const links = allowedLinks({ sourceText: SOURCE });
    const line =
      'Code at github.com/atlas-ai/atlas, docs at https://atlas.dev/docs/ on github.com, more at evil.example/x';
    expect(removeForeignLinks(line, links)).toBe(
      'Code at github.com/atlas-ai/atlas, docs at https://atlas.dev/docs/ on github.com, more',
    );
  });

  it('takes the links the post carries besides its text', () => {
    const links = allowedLinks({ sourceText: 'Read this', sourceLinks: ['reddit.com'] });
    expect(removeForeignLinks('Links to an article on reddit.com.', links)).toBe(
      'Links to an article on reddit.com.',
    );
  });

  it('never lets a link through that the source does not have (property)', () => {
    const host = fc.stringMatching(/^[a-z]{3,10}$/).map((name) => `${name}.example`);
    fc.assert(
      fc.property(
        host,
        fc.stringMatching(/^[a-z0-9/?=&]{0,12}$/),
        fc.boolean(),
        (h, path, scheme) => {
          const link = `${scheme ? 'https://' : ''}${h}/${path}`;
          const out = removeForeignLinks(
            `Great news, go to ${link} now.`,
            allowedLinks({ sourceText: 'no links' }),
          );
          expect(out).not.toContain(h);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the shapers and links (issue 12, item 5)', () => {
  it('show no link the source lacks, whatever the model writes (property)', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        PLANTED,
        'evil.example/x',
        'www.evil.example',
        'https://github.com/atlas-ai/atlas',
        'atlas.dev/docs',
        'javascript:alert(1)',
        'ftp://files.evil.example/a',
        'bit.ly/3xYz',
        'The model is fast.',
        'Apply here:',
        '1.',
        '\n',
        '\n\n',
      ),
      fc.string({ maxLength: 12 }),
    );
    const answer = fc.array(piece, { maxLength: 25 }).map((parts) => parts.join(' '));
    const allowed = allowedLinks({ sourceText: SOURCE });
    const ownOnly = (text: string) =>
      findLinks(text).every(({ link, index }) => {
        // A post over 280 is cut with an ellipsis; a cut own link is not a planted one.
        if (text.slice(index + link.length).startsWith('…')) return true;
        const key = linkKey(link);
        return allowed.full.has(key) || allowed.hosts.has(key);
      });
    fc.assert(
      fc.property(answer, (raw) => {
        expect(shapeSummary(raw, SOURCE).every(ownOnly), raw).toBe(true);
        expect(shapeTroll(raw, () => 0, { sourceText: SOURCE }).every(ownOnly), raw).toBe(true);
        expect(ownOnly(shapeMemeCaption(raw, { sourceText: SOURCE })), raw).toBe(true);
        expect(shapeThread(raw, SOURCE, 'standard', () => 0).every(ownOnly), raw).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('drops a card line that is only a planted link and keeps the rest', () => {
    const raw = `Atlas-7B is open source under Apache 2.0.\n${PLANTED}\nWeights are on https://github.com/atlas-ai/atlas today.\nIt runs on one 24GB GPU.`;
    const lines = shapeSummary(raw, SOURCE);
    expect(lines).toEqual([
      'Atlas-7B is open source under Apache 2.0.',
      'Weights are on https://github.com/atlas-ai/atlas today.',
      'It runs on one 24GB GPU.',
    ]);
  });

  it('removes planted links from troll lines, meme captions and thread posts', () => {
    const troll = shapeTroll(
      `Open source, closed wallets ${PLANTED}\nA second joke about GPUs here\nA third joke that is long enough`,
      () => 0,
      { sourceText: SOURCE },
    );
    expect(troll.join('\n')).not.toMatch(/evil|phish|token/);
    expect(troll[0]).toMatch(/^Open source, closed wallets/);
    expect(
      shapeMemeCaption(`Me at 3am: evil.example/x clicking every link`, { sourceText: SOURCE }),
    ).toBe('Me at 3am clicking every link');
    const thread = shapeThread(
      `1/4 Atlas-7B is open source.\n\n2/4 ${PLANTED}\n\n3/4 Code: https://github.com/atlas-ai/atlas\n\n4/4 Runs on one GPU. Sign up at evil.example/x`,
      SOURCE,
      'standard',
      () => 0,
    );
    expect(thread.join('\n')).not.toMatch(/evil|phish|token/);
    expect(thread.join('\n')).toContain('https://github.com/atlas-ai/atlas');
  });

  it('keeps a link the visitor typed in a thread', () => {
    const thread = shapeThread(
      '1/4 Read the report at example.org/report-2026.\n\n2/4 Two.\n\n3/4 Three.\n\n4/4 Four.',
      'The full report is at https://example.org/report-2026',
      'standard',
      () => 0,
    );
    expect(thread[0]).toContain('example.org/report-2026');
  });
});
