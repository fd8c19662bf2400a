import { describe, expect, it, vi } from 'vitest';
import {
  isExportSafeSrc,
  proxyImageUrl,
  resolveMemeImage,
  resolveProfileImage,
} from './resolve-image.ts';

const ORIGIN = 'https://summary.example';
const AVATAR = 'https://pbs.twimg.com/profile_images/1/a b_normal.jpg?x=1&y=2';

describe('proxyImageUrl', () => {
  it('points at our own proxy with the URL encoded', () => {
    expect(proxyImageUrl(AVATAR)).toBe(`/api/proxy-image?url=${encodeURIComponent(AVATAR)}`);
    expect(new URL(proxyImageUrl(AVATAR), ORIGIN).searchParams.get('url')).toBe(AVATAR);
  });
});

describe('isExportSafeSrc', () => {
  it('accepts data:, blob: and same-origin sources and refuses foreign ones', () => {
    expect(isExportSafeSrc('data:image/png;base64,AAAA', ORIGIN)).toBe(true);
    expect(isExportSafeSrc('blob:https://summary.example/1', ORIGIN)).toBe(true);
    expect(isExportSafeSrc('/default-profile.png', ORIGIN)).toBe(true);
    expect(isExportSafeSrc(AVATAR, ORIGIN)).toBe(false);
  });
});

describe('resolveProfileImage', () => {
  it('uses the original picture when it can be read with CORS', async () => {
    const read = vi.fn(async (src: string) => `data:image/png;base64,${btoa(src)}`);
    await expect(resolveProfileImage(AVATAR, read, ORIGIN)).resolves.toBe(
      `data:image/png;base64,${btoa(AVATAR)}`,
    );
    expect(read).toHaveBeenCalledOnce();
  });

  it('retries once through the proxy when the original cannot be read', async () => {
    const read = vi.fn(async (src: string) => {
      if (src === AVATAR) throw new Error('CORS');
      return 'data:image/png;base64,PROXIED';
    });
    await expect(resolveProfileImage(AVATAR, read, ORIGIN)).resolves.toBe(
      'data:image/png;base64,PROXIED',
    );
    expect(read.mock.calls.map(([src]) => src)).toEqual([AVATAR, proxyImageUrl(AVATAR)]);
  });

  it('falls back to the default profile picture when the proxy fails too', async () => {
    const read = vi.fn(async () => {
      throw new Error('dead host');
    });
    await expect(resolveProfileImage(AVATAR, read, ORIGIN)).resolves.toBe('/default-profile.png');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('uses the default profile picture without trying when there is no picture', async () => {
    const read = vi.fn(async () => 'data:,');
    await expect(resolveProfileImage(undefined, read, ORIGIN)).resolves.toBe(
      '/default-profile.png',
    );
    await expect(resolveProfileImage('', read, ORIGIN)).resolves.toBe('/default-profile.png');
    expect(read).not.toHaveBeenCalled();
  });
});

describe('resolveMemeImage', () => {
  const GIF = 'https://media.giphy.com/media/abc/giphy.gif';

  it('keeps a same-origin picture (the fixed GIF) as it is', async () => {
    const read = vi.fn(async () => 'data:,');
    await expect(
      resolveMemeImage('/fixed-meme.gif', read, ORIGIN, '/fixed-meme.gif'),
    ).resolves.toBe('/fixed-meme.gif');
    expect(read).not.toHaveBeenCalled();
  });

  it('reads the GIF with CORS, else shows it through the proxy', async () => {
    const ok = vi.fn(async () => 'data:image/gif;base64,R0lG');
    await expect(resolveMemeImage(GIF, ok, ORIGIN, '/fixed-meme.gif')).resolves.toBe(
      'data:image/gif;base64,R0lG',
    );
    const refused = vi.fn(async () => {
      throw new Error('CORS');
    });
    await expect(resolveMemeImage(GIF, refused, ORIGIN, '/fixed-meme.gif')).resolves.toBe(
      proxyImageUrl(GIF),
    );
  });

  it('uses the fixed GIF when there is no picture', async () => {
    await expect(
      resolveMemeImage(undefined, async () => 'data:,', ORIGIN, '/fixed-meme.gif'),
    ).resolves.toBe('/fixed-meme.gif');
  });
});
