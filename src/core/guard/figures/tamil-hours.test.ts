/**
 * Tamil's duration of hours, "N மணி நேரம்" (tamil-hours.ts): a card's days of a post's hours, in
 * Tamil words or digits, are kept; another count of days is stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const SOURCE =
  'அடுத்த 48 மணி நேரத்தில் சென்னை, செங்கல்பட்டு மாவட்டங்களில் கனமழை பெய்யக்கூடும். காலை 8 மணி முதல் பள்ளிகள் மூடப்படும்.';
const stopped = (line: string, text = SOURCE) =>
  unsupportedClaims(line, claimSource({ text, lang: 'ta' }), 'normal').map((claim) => claim.text);

describe('Tamil hours of a duration', () => {
  it('keeps a card’s two days, in words or digits, of “48 மணி நேரத்தில்”', () => {
    expect(stopped('அடுத்த இரண்டு நாட்களில் சென்னையில் கனமழை பெய்ய வாய்ப்பு.')).toEqual([]);
    expect(stopped('அடுத்த 2 நாட்களில் சென்னையில் கனமழை பெய்ய வாய்ப்பு.')).toEqual([]);
  });

  it('stops a card’s other count of days', () => {
    expect(stopped('அடுத்த நான்கு நாட்களில் சென்னையில் கனமழை பெய்ய வாய்ப்பு.')).not.toEqual([]);
    expect(stopped('அடுத்த 4 நாட்களில் சென்னையில் கனமழை பெய்ய வாய்ப்பு.')).not.toEqual([]);
  });

  it('holds only the days its hours make: “36 மணி நேரம்” is no two days', () => {
    const text = 'அடுத்த 36 மணி நேரத்தில் கனமழை பெய்யக்கூடும்.';
    expect(stopped('அடுத்த இரண்டு நாட்களில் கனமழை பெய்ய வாய்ப்பு.', text)).not.toEqual([]);
    expect(stopped('அடுத்த 36 மணி நேரத்தில் கனமழை பெய்ய வாய்ப்பு.', text)).toEqual([]);
  });
});
