/** A Hindi noun phrase's head put for the source's before the same frame (hindi-framed-heads.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const launch =
  'इसरो ने बुधवार सुबह 9 बजकर 17 मिनट पर श्रीहरिकोटा के सतीश धवन अंतरिक्ष केंद्र से PSLV-C64 रॉकेट के जरिए पृथ्वी अवलोकन उपग्रह EOS-12 को सफलतापूर्वक प्रक्षेपित किया।';
const fair =
  'जयपुर के सवाई मानसिंह स्टेडियम में रविवार को पुस्तक मेला शुरू हुआ। मेले में आने वाले लोगों से कोई शुल्क नहीं लिया जाएगा।';
const names = (line: string, text = launch) =>
  unsupportedClaims(line, claimSource({ text, lang: 'hi' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('hindiFramedHeads', () => {
  it('stops a place the source never names, put before its postposition and frame', () => {
    expect(names('इसरो ने बुधवार सुबह कुलशेखरपट्टनम से PSLV-C64 रॉकेट के जरिए उपग्रह भेजा।')).toContain(
      'कुलशेखरपट्टनम',
    );
  });

  it("keeps the source's own place before the same frame", () => {
    expect(names('इसरो ने बुधवार सुबह श्रीहरिकोटा से PSLV-C64 रॉकेट के जरिए उपग्रह भेजा।')).toEqual([]);
  });

  it('keeps a new word before a postposition the source follows otherwise', () => {
    expect(names('इसरो ने सुबह विशाल से रॉकेट छोड़ा।')).not.toContain('विशाल');
  });

  it('keeps a new word before a frame of grammar words only', () => {
    expect(names('मेले में आने वाले लोगों से कोई शुल्क नहीं लिया जाएगा।', fair)).toEqual([]);
  });

  it("keeps a plural noun put before the source's postposition and frame", () => {
    expect(names('इसरो ने बुधवार सुबह वैज्ञानिकों से PSLV-C64 रॉकेट के बारे में पूछा।')).toEqual([]);
  });
});
