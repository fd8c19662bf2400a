import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang = 'he') =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a person given another’s part in a work, in Hebrew', () => {
  const season =
    'תיאטרון הבימה הכריז היום על העונה החדשה: "המלך ליר" בבימויה של עדי כהן, עם שלמה בר-אור בתפקיד הראשי. הבכורה תתקיים ב-12 בנובמבר.';

  it('stops the lead actor made the director', () => {
    expect(
      claims('הבכורה של "המלך ליר" בבימויו של שלמה בר-אור תתקיים ב-12 בנובמבר.', season),
    ).toEqual(['name:בבימויו של שלמה']);
  });

  it('keeps the director with her own act, and an act the source gives no one', () => {
    expect(claims('"המלך ליר" בבימויה של עדי כהן עולה ב-12 בנובמבר.', season)).toEqual([]);
    expect(claims('"המלך ליר" בבימוי עדי כהן, הבכורה ב-12 בנובמבר.', season)).toEqual([]);
  });

  it('reads the act by its noun, whatever its ending, and another act as another', () => {
    const concert =
      'התזמורת תנגן את הסימפוניה התשיעית בניצוחו של דני לוי, ובהשתתפותה של הזמרת רותם שגיא.';
    expect(claims('הסימפוניה התשיעית בניצוחה של רותם שגיא.', concert)).toContain(
      'name:בניצוחה של רותם',
    );
    expect(claims('הסימפוניה התשיעית בניצוחם של דני לוי והתזמורת.', concert)).not.toContain(
      'name:בניצוחם של דני',
    );
  });
});
