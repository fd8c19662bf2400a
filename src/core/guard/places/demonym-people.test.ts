import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a person given another’s nationality', () => {
  const marathon =
    'فاز العداء الكيني جوزيف كيبروتيتش بماراثون بيروت الدولي صباح الأحد. وفي فئة السيدات فازت الإثيوبية هيروت تاديسي بزمن ساعتين و24 دقيقة.';

  it('stops the Arabic "Ethiopian Joseph" where the source’s Joseph is Kenyan', () => {
    expect(
      claims(
        'فاز العداء الإثيوبي جوزيف كيبروتيتش بماراثون بيروت الدولي صباح الأحد.',
        marathon,
        'ar',
      ),
    ).toEqual(['name:الإثيوبي']);
  });

  it('keeps each runner with their own country, in either form', () => {
    expect(claims('فاز الكيني جوزيف كيبروتيتش بماراثون بيروت الدولي.', marathon, 'ar')).toEqual([]);
    expect(claims('وعند السيدات، ذهب اللقب إلى الإثيوبية هيروت تاديسي.', marathon, 'ar')).toEqual(
      [],
    );
  });

  it('reads a cased script by the name after the word, and no common word', () => {
    const race = 'The Kenyan Eliud Kipchoge won in Berlin, ahead of the Ethiopian Tola Sisay.';
    expect(claims('The Ethiopian Eliud Kipchoge won in Berlin.', race, 'en')).toContain(
      'name:Ethiopian',
    );
    expect(claims('The Kenyan Eliud Kipchoge won in Berlin.', race, 'en')).toEqual([]);
    const budget = 'El metro costará un 6% menos de lo previsto, dijo el consejero.';
    expect(claims('El metro costará un 6% menos de lo previsto.', budget, 'es')).toEqual([]);
  });
});
