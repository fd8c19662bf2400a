import { describe, expect, it } from 'vitest';
import { type GiphyImageItem, pickGif } from './pick-gif.ts';

const gif = (id: string, width: string, height: string): GiphyImageItem => ({
  id,
  title: `GIF ${id}`,
  images: {
    original: { width, height, url: `https://media.giphy.com/media/${id}/giphy.gif` },
    fixed_height_still: { url: `https://media.giphy.com/media/${id}/200_s.gif`, height: '200' },
  },
});

const first = () => 0;
const ids = (items: (GiphyImageItem | undefined)[]) => items.map((item) => item?.id);

describe('pickGif', () => {
  it('returns undefined when there are no items', () => {
    expect(pickGif([], first)).toBeUndefined();
  });

  it('reads the string dimensions GIPHY sends', () => {
    expect(pickGif([gif('a', '480', '270')], first)?.id).toBe('a');
  });

  it('drops GIFs under 200px on either side', () => {
    const items = [
      gif('narrow', '199', '300'),
      gif('short', '300', '199'),
      gif('ok', '200', '200'),
    ];
    expect(pickGif(items, first)?.id).toBe('ok');
    expect(pickGif(items.slice(0, 2), first)).toBeUndefined();
  });

  it('drops GIFs whose sides differ by a factor of 2.5 or more, either way round', () => {
    const items = [gif('wide', '500', '200'), gif('tall', '200', '500'), gif('ok', '499', '200')];
    expect(pickGif(items, first)?.id).toBe('ok');
    expect(pickGif(items.slice(0, 2), first)).toBeUndefined();
  });

  it('skips items with missing or garbled dimensions instead of failing', () => {
    const garbled = [
      gif('empty', '', '300'),
      gif('words', 'wide', '300'),
      gif('units', '300px', '300'),
      gif('negative', '-300', '-300'),
      { images: {} },
      { title: 'no images' },
      null,
      'not an object',
    ] as unknown as GiphyImageItem[];
    expect(pickGif(garbled, first)).toBeUndefined();
    expect(pickGif([...garbled, gif('ok', '300', '300')], first)?.id).toBe('ok');
  });

  it('picks at random among the first 10 usable GIFs only', () => {
    const items = [
      gif('tiny', '10', '10'),
      ...Array.from({ length: 14 }, (_, i) => gif(`g${i}`, '300', '300')),
    ];
    const draws = [0, 0.05, 0.5, 0.95, 0.999999];
    expect(ids(draws.map((d) => pickGif(items, () => d)))).toEqual(['g0', 'g0', 'g5', 'g9', 'g9']);
  });

  it('gives every one of the first 10 a chance', () => {
    const items = Array.from({ length: 12 }, (_, i) => gif(`g${i}`, '300', '300'));
    const picked = new Set(ids(Array.from({ length: 10 }, (_, i) => pickGif(items, () => i / 10))));
    expect(picked).toEqual(new Set(Array.from({ length: 10 }, (_, i) => `g${i}`)));
  });

  it('still returns a real item when the random source misbehaves', () => {
    const items = [gif('a', '300', '300'), gif('b', '300', '300')];
    expect(pickGif(items, () => 1)?.id).toBe('b');
    expect(pickGif(items, () => -0.5)?.id).toBe('a');
    expect(pickGif(items, () => Number.NaN)?.id).toBe('a');
  });
});
