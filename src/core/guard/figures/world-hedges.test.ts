/** Rounding words of more languages (world-hedges.ts): kept where they round the source's figure. */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { worldHedge } from './world-hedges.ts';

const claims = (text: string, line: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

/** A line's hedge side around its first figure `figure`. */
const side = (line: string, figure: string) => {
  const at = line.indexOf(figure);
  return worldHedge(line, at, at + figure.length);
};

describe('worldHedge', () => {
  it('reads the side of each language’s word', () => {
    expect(side('Có khoảng 10.000 người', '10.000')).toBe(0);
    expect(side('Gần 5.000 hộ dân', '5.000')).toBe(-1);
    expect(side('בהפגנה השתתפו כ-10,000 איש', '10,000')).toBe(0);
    expect(side('Konserten lockade drygt 10 000 besökare', '10 000')).toBe(1);
    expect(side('Etkinliğe 10 bine yakın kişi katıldı', '10 bine')).toBe(-1);
    expect(side('A fesztiválon 50 000 körül volt', '50 000')).toBe(0);
    // No word, or a word that only looks like one ("yakın arkadaş": close friends).
    expect(side('Có 10.000 người', '10.000')).toBeUndefined();
    expect(side('5 yakın arkadaş geldi', '5')).toBeUndefined();
  });

  it('keeps a faithful rounding of the source’s figure', () => {
    const kept: Array<readonly [string, string, string]> = [
      ['vi', 'Có 9.850 người tham dự lễ hội.', 'Có khoảng 10.000 người tham dự lễ hội.'],
      ['vi', 'Có 4.920 hộ dân bị ảnh hưởng bởi lũ.', 'Gần 5.000 hộ dân bị ảnh hưởng bởi lũ.'],
      ['fa', '۴۹۸۰ نفر در این مراسم شرکت کردند.', 'حدود ۵۰۰۰ نفر در این مراسم شرکت کردند.'],
      ['fa', '۹۷۰ خانوار آسیب دیدند.', 'نزدیک به ۱۰۰۰ خانوار آسیب دیدند.'],
      ['ur', 'اس حادثے میں 1,960 افراد متاثر ہوئے۔', 'اس حادثے میں تقریباً 2,000 افراد متاثر ہوئے۔'],
      ['ur', 'میلے میں 9,800 لوگ آئے۔', 'میلے میں لگ بھگ 10,000 لوگ آئے۔'],
      ['bn', 'বন্যায় ১,৯৭০ টি পরিবার ক্ষতিগ্রস্ত হয়েছে।', 'বন্যায় প্রায় ২,০০০ পরিবার ক্ষতিগ্রস্ত হয়েছে।'],
      ['he', 'בהפגנה השתתפו 9,700 איש.', 'בהפגנה השתתפו כ-10,000 איש.'],
      ['he', 'בהפגנה השתתפו 9,700 איש.', 'בהפגנה השתתפו בערך 10,000 איש.'],
      ['ta', 'விழாவில் 4,950 பேர் கலந்து கொண்டனர்.', 'விழாவில் சுமார் 5,000 பேர் கலந்து கொண்டனர்.'],
      ['tl', 'Dumalo ang 4,950 katao sa pista.', 'Dumalo ang mga 5,000 katao sa pista.'],
      ['cs', 'Na koncert přišlo 9 800 lidí.', 'Na koncert přišlo asi 10 000 lidí.'],
      ['pl', 'Na koncert przyszło 9 800 osób.', 'Na koncert przyszło ok. 10 tys. osób.'],
      ['sv', 'Konserten lockade 10 300 besökare.', 'Konserten lockade drygt 10 000 besökare.'],
      [
        'hu',
        'A fesztiválon 48 300 látogató vett részt.',
        'A fesztiválon közel 50 000 látogató vett részt.',
      ],
      ['tr', 'Etkinliğe 9.800 kişi katıldı.', 'Etkinliğe 10 bine yakın kişi katıldı.'],
      ['pt', 'O evento reuniu 29.600 pessoas.', 'O evento reuniu perto de 30 mil pessoas.'],
      [
        'es',
        'Asistieron 9.850 personas al festival.',
        'Asistieron en torno a 10.000 personas al festival.',
      ],
    ];
    for (const [lang, text, line] of kept) expect(claims(text, line, lang), line).toEqual([]);
  });

  it('stops the same words where the source’s figure does not round to the line’s', () => {
    const stopped: Array<readonly [string, string, string, string]> = [
      ['vi', 'Có 9.850 người tham dự lễ hội.', 'Có khoảng 12.000 người tham dự lễ hội.', '12.000'],
      // "Nearly" wants the source's figure below: 5,100 is past 5,000.
      [
        'vi',
        'Có 5.100 hộ dân bị ảnh hưởng bởi lũ.',
        'Gần 5.000 hộ dân bị ảnh hưởng bởi lũ.',
        '5.000',
      ],
      ['fa', '۴۹۸۰ نفر در این مراسم شرکت کردند.', 'حدود ۷۰۰۰ نفر در این مراسم شرکت کردند.', '7000'],
      ['ur', 'میلے میں 9,800 لوگ آئے۔', 'میلے میں لگ بھگ 12,000 لوگ آئے۔', '12,000'],
      [
        'bn',
        'বন্যায় ১,৯৭০ টি পরিবার ক্ষতিগ্রস্ত হয়েছে।',
        'বন্যায় প্রায় ৩,০০০ পরিবার ক্ষতিগ্রস্ত হয়েছে।',
        '3,000',
      ],
      ['he', 'בהפגנה השתתפו 9,700 איש.', 'בהפגנה השתתפו כ-12,000 איש.', '12,000'],
      ['ta', 'விழாவில் 4,950 பேர் கலந்து கொண்டனர்.', 'விழாவில் சுமார் 6,000 பேர் கலந்து கொண்டனர்.', '6,000'],
      ['cs', 'Na koncert přišlo 9 800 lidí.', 'Na koncert přišlo asi 12 000 lidí.', '12 000'],
      // "A good 10,000" wants the source's figure above it.
      [
        'sv',
        'Konserten lockade 9 800 besökare.',
        'Konserten lockade drygt 10 000 besökare.',
        '10 000',
      ],
      [
        'hu',
        'A fesztiválon 48 300 látogató vett részt.',
        'A fesztiválon közel 60 000 látogató vett részt.',
        '60 000',
      ],
      [
        'es',
        'Asistieron 9.850 personas al festival.',
        'Asistieron en torno a 12.000 personas al festival.',
        '12.000',
      ],
    ];
    for (const [lang, text, line, figure] of stopped) {
      expect(claims(text, line, lang), line).toContain(figure);
    }
  });
});
