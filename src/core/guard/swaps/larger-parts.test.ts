/**
 * A part larger than its whole (larger-parts.ts): two of the source's counts swapped around "of".
 * The same two in the source's order, in other words or another language, one of them alone, and
 * a part the source itself writes larger are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const BEES =
  'We tested mites from 41 apiaries last fall and found resistance to amitraz in 17 of them.';
const ESCUELAS = 'La inspección visitó 120 escuelas y encontró problemas en 45 de ellas.';

describe('largerParts: a part larger than its whole', () => {
  it('stops the larger part of a whole the source gives the other count', () => {
    expect(stopped('Mites from 41 of 17 apiaries showed resistance to amitraz.', BEES)).toEqual([
      '41',
    ]);
    expect(stopped('Resistance was found in 41 out of 17 apiaries tested.', BEES)).toContain('41');
    expect(stopped('Hubo problemas en 120 de 45 escuelas.', ESCUELAS, 'es')).toContain('120');
  });

  it('stops the larger part of a whole written with its article', () => {
    const LOGS =
      'The invoice charges for 24 evening cleans in October. Our logs show staff attended on 19 evenings.';
    expect(stopped('Logs show staff came on 24 of the 19 evenings billed.', LOGS)).toEqual(['24']);
    expect(stopped('Logs show staff came on 19 of the 24 evenings billed.', LOGS)).toEqual([]);
  });

  it('stops it in a line written in another language than the source', () => {
    expect(stopped('Se encontró resistencia en 41 de 17 apiarios.', BEES)).toEqual(['41']);
  });

  it('keeps the part and whole in the source’s order, reworded, or alone', () => {
    expect(stopped('Mites from 17 of 41 apiaries showed resistance to amitraz.', BEES)).toEqual([]);
    expect(stopped('Resistance turned up in 17 out of 41 apiaries.', BEES)).toEqual([]);
    expect(stopped('Of 41 apiaries tested, 17 had resistant mites.', BEES)).toEqual([]);
    expect(stopped('Se encontró resistencia en 17 de 41 apiarios.', BEES)).toEqual([]);
    expect(stopped('Mites from 41 apiaries were tested.', BEES)).toEqual([]);
    expect(stopped('Hubo problemas en 45 de las 120 escuelas.', ESCUELAS, 'es')).toEqual([]);
  });

  it('keeps a larger first count that is no part: a year, a share, one the source writes so', () => {
    const REPORT = 'Of the 12 reports, 3 were late. The top 10 of 2025 were named in May.';
    expect(stopped('The top 10 of 2025 were named in May.', REPORT)).toEqual([]);
    expect(stopped('12 of 3% were late.', 'Of the 12 reports, 3% were late.')).toEqual([]);
    const ODD = 'Players scored 21 of 11 possible points under the bonus rule, 21 and 11 in all.';
    expect(stopped('Players scored 21 of 11 possible points.', ODD)).toEqual([]);
  });
});
