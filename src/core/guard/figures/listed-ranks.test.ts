/** A rank the source gives by the order of its figures (listed-ranks.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('listedRank', () => {
  const census =
    'En kalabalık il 15,7 milyon kişiyle İstanbul oldu; onu 5,9 milyonla Ankara ve 4,5 milyonla İzmir izledi.';

  it('keeps the rank of a figure in a list falling from the largest', () => {
    expect(stopped('Ankara 5,9 milyonla ikinci sırada.', census, 'tr')).toEqual([]);
    expect(stopped('İzmir 4,5 milyonla üçüncü sırada.', census, 'tr')).toEqual([]);
  });

  it('stops another rank of the same figure, or the rank of another', () => {
    expect(stopped('Ankara 5,9 milyonla üçüncü sırada.', census, 'tr')).toEqual(['üçüncü']);
    expect(stopped('İzmir 4,5 milyonla ikinci sırada.', census, 'tr')).toEqual(['ikinci']);
  });

  it('reads no rank in a list that does not fall', () => {
    const rising = 'Sales were 4.5 million last year and 5.9 million this year.';
    expect(stopped('The 5.9 million put it in second place.', rising, 'en')).toEqual(['second']);
  });
});
