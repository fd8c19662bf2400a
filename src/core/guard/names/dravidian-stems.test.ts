/**
 * A Tamil word with its case or tense written on is the source's word (dravidian-stems.ts, read by
 * name-tokens.ts's sameWord); another place put in the source's is still a name.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { dravidianStem } from './dravidian-stems.ts';

const RAIN = 'சென்னையில் இன்று கனமழை பெய்தது. பல சாலைகளில் தண்ணீர் தேங்கியதால் போக்குவரத்து பாதிக்கப்பட்டது.';
const LAUNCH =
  'இஸ்ரோ நாளை காலை ஸ்ரீஹரிகோட்டாவிலிருந்து புதிய செயற்கைக்கோளை விண்ணில் செலுத்துகிறது. இது வானிலை கண்காணிப்புக்கு பயன்படும்.';
const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ta' }), 'normal').map((claim) => claim.text);

describe('dravidianStem', () => {
  it('keeps the source’s words in another case or tense', () => {
    expect(claims('இன்று சென்னையில் பெய்த கனமழையால் சாலைகளில் நீர் தேங்கி போக்குவரத்து பாதிப்பு.', RAIN)).toEqual(
      [],
    );
    expect(claims('நாளை காலை இஸ்ரோவின் புதிய செயற்கைக்கோள் விண்ணில் ஏவப்படுகிறது.', LAUNCH)).toEqual([]);
  });

  it('still stops another body or place put in the source’s place', () => {
    expect(claims('கோவையில் இன்று கனமழை பெய்தது.', RAIN)).not.toEqual([]);
    expect(
      claims('நாசா நாளை காலை ஸ்ரீஹரிகோட்டாவிலிருந்து புதிய செயற்கைக்கோளை விண்ணில் செலுத்துகிறது.', LAUNCH),
    ).not.toEqual([]);
    expect(
      claims('இஸ்ரோ நாளை காலை குலசேகரப்பட்டினத்திலிருந்து புதிய செயற்கைக்கோளை விண்ணில் செலுத்துகிறது.', LAUNCH),
    ).not.toEqual([]);
  });

  it('reads a whole start of three letters or more, in a Dravidian script', () => {
    expect(dravidianStem('இஸ்ரோ', 'இஸ்ரோவின்')).toBe(true);
    expect(dravidianStem('தேங்கி', 'தேங்கியதால்')).toBe(true);
    // Two letters: "மது" is no stem of "மதுரை"; a start that differs is no form.
    expect(dravidianStem('மது', 'மதுரை')).toBe(false);
    expect(dravidianStem('மதுரை', 'மதுரை')).toBe(false);
    expect(dravidianStem('கோவை', 'கோட்டை')).toBe(false);
    expect(dravidianStem('रोहित', 'रोहितों')).toBe(false);
  });

  it('reads a stem whose last consonant one word closes and the other voices (h299)', () => {
    const water =
      'பில்லூர் திட்டத்தில் பராமரிப்பு பணிகள் நடைபெறுவதால் குடிநீர் விநியோகம் நிறுத்தப்படும். வியாழக்கிழமை முதல் வழக்கம்போல் விநியோகம் இருக்கும்.';
    expect(dravidianStem('வழக்கமான', 'வழக்கம்போல்')).toBe(true);
    expect(dravidianStem('சிங்காநல்லூர்', 'சிங்கப்பூர்')).toBe(false);
    expect(claims('வியாழக்கிழமை முதல் வழக்கமான விநியோகம் இருக்கும்.', water)).toEqual([]);
    expect(claims('வியாழக்கிழமை முதல் சிங்காநல்லூரில் விநியோகம் இருக்கும்.', water)).not.toEqual([]);
  });
});
