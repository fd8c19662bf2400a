/** A Devanagari word with or without its nukta is one word (nukta-fold.ts, round forty-nine). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { withoutNukta } from './nukta-fold.ts';

const recall = 'कंपनी के अनुसार लगभग 45,000 पैकेट बाजार में भेजे गए थे, जिनमें से ज्यादातर दिल्ली और जयपुर में बिके।';
const stopped = (line: string, text = recall) =>
  unsupportedClaims(line, claimSource({ text, lang: 'hi' }), 'normal').map((claim) => claim.text);

describe('withoutNukta', () => {
  it('reads the nukta letter, combining or precomposed, as its plain letter', () => {
    expect(withoutNukta('बाज़ार')).toBe('बाजार');
    expect(withoutNukta('\u092c\u093e\u095b\u093e\u0930')).toBe('बाजार');
    expect(withoutNukta('\u095e\u093c\u094b\u0928')).toBe('फोन');
    expect(withoutNukta('market')).toBe('market');
  });

  it('keeps a line writing the nukta the source leaves off, and the other way round', () => {
    expect(stopped('करीब 45 हज़ार पैकेट बाज़ार में भेजे गए थे, ज़्यादातर दिल्ली में बिके।')).toEqual([]);
    expect(stopped('करीब 45 हज़ार पैकेट \u092c\u093e\u095b\u093e\u0930 में भेजे गए थे।')).toEqual([]);
    const marked = recall.replace('बाजार', 'बाज़ार');
    expect(stopped('लगभग 45,000 पैकेट बाजार में भेजे गए थे।', marked)).toEqual([]);
  });

  it('still stops a word the source has in no spelling where its word stood', () => {
    expect(stopped('करीब 45 हज़ार पैकेट दुकानों में भेजे गए थे।')).toEqual(['दुकानों']);
  });
});
