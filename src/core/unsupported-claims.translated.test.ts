/**
 * Lines asked in the reader's language (issue 45): a Japanese or Russian post summed up in English
 * names its teams and people in the Latin script, and a Spanish line writes its own nouns with a
 * capital ("el Mundial"); none of that is a new name. Its figures are still the source's.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const kinds = (line: string, text: string, lang: string, lineLang: string) =>
  unsupportedClaims(
    line,
    claimSource({ text, lang, lineLang, names: ['sportsnews'] }),
    'normal',
  ).map((claim) => `${claim.kind}:${claim.text}`);

const YAKYU = '阪神が巨人に5対3で勝利。佐藤輝明が2本のホームランを打ちました。';
const HOCKEY = 'ЦСКА обыграл СКА со счётом 4:2. Дубль оформил Иван Морозов.';

describe('unsupportedClaims: names in a line translated from the source', () => {
  it('does not read a translation’s capitals as names the source lacks', () => {
    expect(kinds('Hanshin beat the Giants 5-3.', YAKYU, 'ja', 'en')).toEqual([]);
    expect(kinds('Ivan Morozov scored twice for CSKA.', HOCKEY, 'ru', 'en')).toEqual([]);
    expect(
      kinds(
        'Estados Unidos organizará el Mundial con Canadá.',
        'The United States will host the World Cup with Canada.',
        'en',
        'es',
      ),
    ).toEqual([]);
  });

  it('still reads the same capitals as names in a line in the source’s language', () => {
    expect(
      kinds(
        'Kirill Kaprizov scored twice for CSKA.',
        'CSKA beat SKA 4-2, Ivan Morozov scored twice.',
        'en',
        'en',
      ),
    ).toEqual(['name:Kaprizov']);
  });

  it('still stops a translation’s figures the source does not hold', () => {
    expect(kinds('Hanshin beat the Giants 6-3.', YAKYU, 'ja', 'en')).toEqual(['figure:6-3']);
  });
});
