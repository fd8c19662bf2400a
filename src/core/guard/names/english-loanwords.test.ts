/**
 * English common words in Devanagari (blind rounds fifty and fifty-three): "एयरपोर्ट", "बेड",
 * "हाई कोर्ट" said for the source's Hindi words are kept; a name put in the same place, or
 * before the loanword, is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isEnglishLoanword } from './english-loanwords.ts';

const AIRPORT = 'भुवनेश्वर हवाई अड्डे से उड़ानें 16 घंटे के लिए बंद रहेंगी।';
const BEDS = 'इसमें 60 आईसीयू बिस्तर और बच्चों के लिए 40 बिस्तरों का अलग वार्ड है।';
const COURT = 'दिल्ली उच्च न्यायालय ने मंगलवार को एक निजी स्कूल को 48 छात्रों की फ़ीस लौटाने का आदेश दिया।';

const names = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'hi' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: English loanwords in Hindi', () => {
  it('keeps an English common word said for the source’s Hindi one', () => {
    expect(names(AIRPORT, 'भुवनेश्वर एयरपोर्ट से 16 घंटे तक उड़ानें बंद रहेंगी।')).toEqual([]);
    expect(names(BEDS, 'इसमें 60 ICU बेड हैं और बच्चों के लिए 40 बेड का अलग वार्ड है।')).toEqual([]);
    expect(names(COURT, 'दिल्ली हाई कोर्ट ने स्कूल को 48 छात्रों की फ़ीस लौटाने को कहा।')).toEqual([]);
  });

  it('stops a name put in the loanword’s place or before it', () => {
    expect(names(AIRPORT, 'भुवनेश्वर पेरिस से 16 घंटे तक उड़ानें बंद रहेंगी।')).toEqual(['पेरिस']);
    expect(names(AIRPORT, 'कटक एयरपोर्ट से 16 घंटे तक उड़ानें बंद रहेंगी।')).toEqual(['कटक एयरपोर्ट']);
    expect(names(BEDS, 'इसमें 60 ICU बेड हैं और बच्चों के लिए 40 बेड का जॉन वार्ड है।')).toEqual(['जॉन']);
    expect(names(COURT, 'मुंबई हाई कोर्ट ने स्कूल को 48 छात्रों की फ़ीस लौटाने को कहा।')).toEqual([
      'मुंबई हाई कोर्ट',
    ]);
  });
});

describe('unsupportedClaims: loanwords English spells otherwise (h299)', () => {
  const CAMP =
    'जिला अस्पताल, सीतापुर में 15 से 20 जुलाई तक निःशुल्क नेत्र जांच शिविर लगाया जाएगा। पंजीकरण सुबह 9 बजे से दोपहर 2 बजे तक होगा।';
  it('keeps "रजिस्ट्रेशन" (a soft g) and "फ्री" (f, ee) said for the source’s words', () => {
    expect(names(CAMP, 'रजिस्ट्रेशन सुबह 9 से दोपहर 2 बजे तक होगा।')).toEqual([]);
  });
  it('stops a name in the loanword’s place or beside it', () => {
    expect(names(CAMP, 'राजेश सुबह 9 से दोपहर 2 बजे तक होगा।')).toEqual(['राजेश']);
    expect(names(CAMP, 'रजिस्ट्रेशन गोरखपुर में सुबह 9 से दोपहर 2 बजे तक होगा।')).not.toEqual([]);
  });
});

describe('isEnglishLoanword', () => {
  it('hears English spelling’s hidden sounds and a word far commoner than a name alike (h299)', () => {
    // Soft "g", "ph" and "ee", a nasal after a consonant, "all"; "free" and "call" over "Fri", "Cole".
    for (const word of ['रजिस्ट्रेशन', 'फ्री', 'नंबर', 'कॉल', 'हॉल']) {
      expect(isEnglishLoanword(word), word).toBe(true);
    }
  });

  it('reads English common words written in Devanagari', () => {
    for (const word of ['एयरपोर्ट', 'बेड', 'हाई', 'कोर्ट', 'पुलिस', 'स्कूल', 'हॉस्पिटल', 'स्टेशन']) {
      expect(isEnglishLoanword(word)).toBe(true);
    }
  });
  it('reads no name, English or Indian, nor a Hindi word', () => {
    for (const word of ['जॉन', 'पेरिस', 'लंदन', 'टोक्यो', 'राहुल', 'मेहता', 'अनिल', 'सरकार', 'बाजार']) {
      expect(isEnglishLoanword(word)).toBe(false);
    }
  });
});
