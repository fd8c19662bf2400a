import { describe, expect, it } from 'vitest';
import { THREAD_STYLE_IDS } from './constants.ts';
import { THREAD_STYLES } from './thread-styles.ts';

describe('THREAD_STYLES', () => {
  it('offers the six styles under their exact button names', () => {
    expect(THREAD_STYLE_IDS.map((id) => THREAD_STYLES[id].name)).toEqual([
      'Standard',
      'Exciting',
      'Detailed',
      'Journalist',
      'Troll',
      'Crypto Bro',
    ]);
  });

  it('keys every style by its own id', () => {
    for (const id of THREAD_STYLE_IDS) expect(THREAD_STYLES[id].id).toBe(id);
  });

  it('gives every style its own instruction, tone and hashtag', () => {
    const styles = Object.values(THREAD_STYLES);
    for (const field of ['instruction', 'tone', 'hashtag'] as const) {
      const values = styles.map((style) => style[field]);
      expect(new Set(values).size).toBe(styles.length);
    }
  });

  it('writes instructions and tones long enough to steer a small model', () => {
    for (const style of Object.values(THREAD_STYLES)) {
      expect(style.instruction.split(' ').length).toBeGreaterThanOrEqual(15);
      expect(style.tone.split(' ').length).toBeGreaterThanOrEqual(8);
    }
  });

  it('uses valid single hashtags as style hashtags', () => {
    for (const style of Object.values(THREAD_STYLES)) {
      expect(style.hashtag).toMatch(/^#[A-Za-z][A-Za-z0-9]+$/);
    }
  });

  it('keeps the troll style satirical but never hateful', () => {
    const troll = THREAD_STYLES.troll;
    expect(`${troll.instruction} ${troll.tone}`).toMatch(/never/i);
    expect(`${troll.instruction} ${troll.tone}`).toMatch(/hateful|people/i);
  });
});
