import { describe, expect, it } from 'vitest';
import { factLines } from './fact-lines.ts';

const ALL = {
  linkHosts: ['www.reddit.com'],
  photos: 1,
  videos: 0,
  quotes: 'someone',
  replyTo: '@other',
  threadLength: 5,
  mentions: ['RonWyden'],
  hashtags: ['#oscars'],
};

describe('factLines', () => {
  it('says every fact, links first and hashtags last', () => {
    expect(factLines(ALL, 'en')).toEqual([
      'Links to an article on reddit.com.',
      'Comes with a photo.',
      'Quotes a post by @someone.',
      'A reply to @other.',
      'Part of a 5-post thread.',
      'Mentions @RonWyden.',
      'Tagged #oscars.',
    ]);
  });

  it('names the kind of page a known site holds, and lists several sites', () => {
    expect(factLines({ linkHosts: ['youtu.be'] }, 'en')).toEqual(['Links to a video on youtu.be.']);
    expect(factLines({ linkHosts: ['github.com'] }, 'en')).toEqual([
      'Links to a page on github.com.',
    ]);
    expect(factLines({ linkHosts: ['x.com'], postLinkHosts: ['x.com'] }, 'en')).toEqual([
      'Links to a post on x.com.',
    ]);
    // Only a post's link is a post: x.com/i/live-studio is a page.
    expect(factLines({ linkHosts: ['x.com'] }, 'en')).toEqual(['Links to a page on x.com.']);
    expect(factLines({ linkHosts: ['a.org', 'b.org', 'a.org', 'c.org'] }, 'en')).toEqual([
      'Links to a.org, b.org and c.org.',
    ]);
    expect(factLines({ photos: 4, videos: 2 }, 'en')).toEqual([
      'Comes with 4 photos and 2 videos.',
    ]);
  });

  it('says nothing of what is not there: no facts, zero counts, a thread of one', () => {
    expect(factLines(undefined, 'en')).toEqual([]);
    expect(
      factLines({ photos: 0, videos: 0, threadLength: 1, mentions: [], hashtags: [] }, 'en'),
    ).toEqual([]);
  });

  it('writes in the post’s language, and not at all in one it has no words for', () => {
    const media = { photos: 2, videos: 1 };
    expect(factLines(media, 'es')).toEqual(['Incluye 2 fotos y un vídeo.']);
    expect(factLines(media, 'fr')).toEqual(['Avec 2 photos et une vidéo.']);
    expect(factLines(media, 'de')).toEqual(['Mit 2 Fotos und einem Video.']);
    expect(factLines(media, 'pt')).toEqual(['Inclui 2 fotos e um vídeo.']);
    expect(factLines(media, 'it')).toEqual(['Con 2 foto e un video.']);
    expect(factLines(media, 'ja')).toEqual(['写真2枚と動画1本が付いています。']);
    expect(factLines(media, 'nl')).toEqual([]);
    expect(factLines(media, 'und')).toEqual([]);
  });
});

describe('facts of Bluesky and Mastodon posts', () => {
  it('names a link card by its title, says what a picture shows and lists a poll', () => {
    expect(
      factLines(
        {
          linkHosts: ['davidimel.substack.com'],
          linkCard: { title: 'Bluesky is looking for its MySpace', host: 'davidimel.substack.com' },
          photos: 1,
          photoAlts: ['A cat asleep on a keyboard.'],
          pollOptions: ['four twenty', 'sixty-nine'],
        },
        'en',
      ),
    ).toEqual([
      'Links to “Bluesky is looking for its MySpace” on davidimel.substack.com.',
      'Comes with a photo.',
      'The picture shows a cat asleep on a keyboard.',
      'Runs a poll: four twenty or sixty-nine.',
    ]);
  });

  it('keeps the plain link line where the language has no words for a title', () => {
    const facts = {
      linkHosts: ['example.org'],
      linkCard: { title: 'Example Domain', host: 'example.org' },
    };
    expect(factLines(facts, 'de')[0]).not.toContain('Example Domain');
  });
});
