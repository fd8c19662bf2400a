/** A Romanian name with its genitive or dative article joined on (romanian-articles.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('romanianArticleForm', () => {
  const flood =
    'Cod roșu de inundații pe râul Siret. Nivelul apei din județul Galați a urcat, iar Moldova e sub cod galben.';

  it('keeps "Siretului" of "Siret" and "Moldovei" of "Moldova"', () => {
    expect(stopped('Nivelul Siretului a urcat.', flood, 'ro')).toEqual([]);
    expect(stopped('Cod galben în nordul Moldovei.', flood, 'ro')).toEqual([]);
  });

  it('stops a river or region the source does not name, with the same article', () => {
    expect(stopped('Nivelul Mureșului a urcat.', flood, 'ro')).toEqual(['Mureșului']);
  });
});
