/**
 * A name cut short where the source's stands (round thirty-four): "सूर्या" of "सूर्यकुमार यादव" is
 * the same batter, as fans call him, in a joke, a thread post or a card; another batter's name in
 * that frame is still another name.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, type GuardMode, unsupportedClaims } from '../index.ts';
import { clipsName } from './clipped-names.ts';
import { tokensOf } from './name-tokens.ts';

const CRICKET =
  'भारत ने तीसरे टी20 में ऑस्ट्रेलिया को 6 विकेट से हराया! सूर्यकुमार यादव ने 42 गेंदों में 78 रन बनाए। सीरीज़ में भारत 2-1 से आगे।';

const names = (line: string, mode: GuardMode) =>
  unsupportedClaims(line, claimSource({ text: CRICKET, lang: 'hi' }), mode)
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: a name clipped to its start', () => {
  it.each([
    ['troll', 'सूर्या ने 42 गेंदों में 78 ठोक दिए, गेंदबाज़ अब तक गेंद ढूंढ रहे हैं 😂'],
    ['meme', 'सूर्या ने 42 गेंदों में 78 रन बनाए और मैं: 😎'],
    ['thread', '2/3 सूर्या ने 42 गेंदों में 78 रन बनाए।'],
  ] as const)('keeps the batter’s short name in a %s line', (mode, line) => {
    expect(names(line, mode)).toEqual([]);
  });

  it.each([
    ['troll', 'रोहित ने 42 गेंदों में 78 ठोक दिए, गेंदबाज़ अब तक गेंद ढूंढ रहे हैं 😂'],
    ['thread', '2/3 रोहित ने 42 गेंदों में 78 रन बनाए।'],
  ] as const)('still stops another batter in the same frame (%s)', (mode, line) => {
    expect(names(line, mode)).toEqual(['रोहित']);
  });

  it('reads letters, not vowel signs: three of them kept, two or more cut', () => {
    const [surya, kumar, su] = [...tokensOf('सूर्या सूर्यकुमार सू')];
    expect(clipsName(surya!, kumar!)).toBe(true);
    expect(clipsName(kumar!, surya!)).toBe(false);
    expect(clipsName(su!, kumar!)).toBe(false);
    // One letter more is another name as often as the same one.
    const [amit, amitabh] = [...tokensOf('अमित अमिताभ')];
    expect(clipsName(amit!, amitabh!)).toBe(false);
    const [sami, samir, alex, alexander] = [...tokensOf('Sami Samir Alex Alexander')];
    expect(clipsName(sami!, samir!)).toBe(false);
    expect(clipsName(alex!, alexander!)).toBe(true);
  });
});
