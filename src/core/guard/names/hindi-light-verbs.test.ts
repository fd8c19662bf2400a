/**
 * Hindi's light verbs (blind round fifty-three): "ले जाया जाएगा" and "जा सकती है" said for the
 * source's verbs are kept; a person's name put in the line is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isHindiLightVerb } from './hindi-light-verbs.ts';

const CYCLONE =
  'मौसम विभाग के अनुसार हवा की रफ्तार 100 से 110 किमी प्रति घंटा रहेगी, जो 120 किमी प्रति घंटा तक पहुंच सकती है। राज्य सरकार ने 14 जिलों से करीब 10 लाख लोगों को सुरक्षित स्थानों पर पहुंचाने का लक्ष्य रखा है।';

const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: CYCLONE, lang: 'hi' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: Hindi light verbs', () => {
  it('keeps a verb chain said for the source’s verb', () => {
    expect(names('14 जिलों से करीब 10 लाख लोगों को सुरक्षित स्थानों पर ले जाया जाएगा।')).toEqual([]);
    expect(names('हवा की रफ्तार 120 किमी प्रति घंटा तक जा सकती है।')).toEqual([]);
  });

  it('stops a person the line adds before the verbs', () => {
    expect(names('राहुल वर्मा 10 लाख लोगों को सुरक्षित स्थानों पर ले जाएंगे।')).toEqual(['राहुल वर्मा']);
  });
});

describe('isHindiLightVerb', () => {
  it('reads the light verbs’ forms', () => {
    for (const word of ['ले', 'जाया', 'जाएगा', 'जा', 'सकती', 'सकेंगे', 'लिया', 'गई', 'दिया']) {
      expect(isHindiLightVerb(word)).toBe(true);
    }
  });
  it('reads no name nor other word', () => {
    for (const word of ['जया', 'राहुल', 'लेखा', 'सकल', 'पहुंच'])
      expect(isHindiLightVerb(word)).toBe(false);
  });
});

const FLOOD =
  'बिहार में बाढ़ से 12 जिलों के करीब 5 लाख लोग प्रभावित हुए हैं। राज्य सरकार ने राहत शिविर खोले हैं और एनडीआरएफ की टीमें तैनात की गई हैं।';
const floodNames = (line: string) =>
  unsupportedClaims(line, claimSource({ text: FLOOD, lang: 'hi' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('isHindiLightVerb: करना (h291)', () => {
  it('keeps a noun made a verb with करना for the source’s verb', () => {
    expect(floodNames('बाढ़ प्रभावित इलाकों में राज्य सरकार ने राहत शिविर शुरू किए हैं।')).toEqual([]);
  });

  it('still stops a person put before the verb', () => {
    expect(floodNames('राज्य सरकार ने राहत शिविर नीतीश कुमार शुरू किए हैं।')).not.toEqual([]);
  });

  it('reads करना’s forms, and no name of its letters', () => {
    for (const word of ['किए', 'किया', 'की', 'करेगी', 'करते'])
      expect(isHindiLightVerb(word)).toBe(true);
    for (const word of ['करण', 'किशोर', 'कीर्ति']) expect(isHindiLightVerb(word)).toBe(false);
  });
});
