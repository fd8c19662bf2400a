/**
 * The UK's nations read as places (uk-nations.ts): a translated line naming one its source does
 * not is stopped, one its source names in its own language and case is kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(
    line,
    claimSource({ text, lang, ...(lineLang ? { lineLang } : {}) }),
    'normal',
  ).map((claim) => `${claim.kind}:${claim.text}`);

const MATCH =
  'Сборная Англии обыграла Шотландию со счётом 3:1 на «Уэмбли». Дубль оформил Гарри Кейн.';
const CRICKET = 'भारत ने ऑस्ट्रेलिया को 6 विकेट से हराया।';

describe('unsupportedClaims: the UK’s nations as places', () => {
  it('stops a nation the source does not name, in a translation', () => {
    expect(claims('England beat Wales 3-1 at Wembley.', MATCH, 'ru', 'en')).toEqual(['name:wales']);
    expect(
      claims('Harry Kane scored twice as England beat Northern Ireland.', MATCH, 'ru', 'en'),
    ).toContainEqual('name:northern ireland');
    expect(claims('India beat England by 6 wickets.', CRICKET, 'hi', 'en')).toEqual([
      'name:england',
    ]);
  });

  it('keeps the nations the source names in its own language and case', () => {
    expect(claims('England beat Scotland 3-1 at Wembley.', MATCH, 'ru', 'en')).toEqual([]);
    expect(claims('India beat Australia by six wickets.', CRICKET, 'hi', 'en')).toEqual([]);
  });
});
