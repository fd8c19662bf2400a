/**
 * A whole percentage rounded from the source's decimal one, tied by the words after both
 * (rounded-shares.ts, round twenty-nine: "con un 44% de los votos" of "el 44,1% de los votos"
 * was stopped).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const own = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const POLL =
  'Encuesta del CIS: el PP obtendría el 44,1% de los votos y entre 38 y 40 escaños, el BNG el 31,5%.';
const HOUSING =
  'The median sale price rose 3.2 percent to $418,000. The association expects price growth of no more than 2 percent for the rest of the year.';
const TURNOUT =
  'Bei der Wahl lag die Beteiligung bei 61,7 Prozent der Wahlberechtigten in der Stadt.';

describe('unsupportedClaims: a whole percentage of the source’s decimal, the same words after', () => {
  it('keeps the rounded share where both go on alike', () => {
    expect(own('El PP lograría un 44% de los votos.', POLL, 'es')).toEqual([]);
    expect(
      own('Die Beteiligung lag bei 62 Prozent der Wahlberechtigten in der Stadt.', TURNOUT, 'de'),
    ).toEqual([]);
  });

  it('stops a share rounded the wrong way, or one tied to other words', () => {
    expect(own('El PP lograría un 45% de los votos.', POLL, 'es')).toEqual(['45%']);
    expect(own('El PP lograría un 44% de los escaños.', POLL, 'es')).toEqual(['44%']);
    expect(
      own('Price growth of no more than 3% for the rest of the year is expected.', HOUSING, 'en'),
    ).toEqual(['3%']);
    expect(
      own('Die Beteiligung lag bei 61 Prozent der Wahlberechtigten in der Stadt.', TURNOUT, 'de'),
    ).toEqual(['61 Prozent']);
  });
});
