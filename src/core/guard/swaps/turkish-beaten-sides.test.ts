import { describe, expect, it } from 'vitest';
import { turkishBeatenSides } from './turkish-beaten-sides.ts';

const POST =
  "Süper Lig'in 14. haftasında Trabzonspor, sahasında Samsunspor'u 3-1 yendi. Samsunspor'un tek golü 66. dakikada geldi.";

describe('a Turkish result told the other way round', () => {
  it('stops the beaten side told beating the winner, with the score kept', () => {
    expect(
      turkishBeatenSides("Samsunspor, deplasmanda Trabzonspor'u 3-1 yendi.", POST, 'tr'),
    ).toEqual(['samsunspor']);
  });

  it('keeps the result told as the post tells it, in other words', () => {
    expect(
      turkishBeatenSides("Trabzonspor, Samsunspor'u evinde 3-1 mağlup etti.", POST, 'tr'),
    ).toEqual([]);
    expect(
      turkishBeatenSides("Trabzonspor, Samsunspor'u 3-1 yenerek 4. sıraya çıktı.", POST, 'tr'),
    ).toEqual([]);
  });

  it('keeps a line without a verb of beating, and a post in another language', () => {
    expect(turkishBeatenSides("Samsunspor'un tek golü 66. dakikada geldi.", POST, 'tr')).toEqual(
      [],
    );
    expect(turkishBeatenSides("Samsunspor, Trabzonspor'u 3-1 yendi.", POST, 'az')).toEqual([]);
  });

  it("reads a side's name of two words, the winner's and the beaten's", () => {
    const post =
      "Final serisinin yedinci maçında Anadolu Efes, Fenerbahçe Beko'yu deplasmanda 84-79 yendi ve şampiyon oldu.";
    expect(
      turkishBeatenSides(
        "Fenerbahçe Beko, Anadolu Efes'i 84-79 yenerek şampiyon oldu.",
        post,
        'tr',
      ),
    ).toEqual(['fenerbahçe beko']);
    expect(
      turkishBeatenSides(
        "Anadolu Efes, Fenerbahçe Beko'yu 84-79 yenerek şampiyon oldu.",
        post,
        'tr',
      ),
    ).toEqual([]);
    expect(turkishBeatenSides("Efes, Fenerbahçe'yi 84-79 yendi.", post, 'tr')).toEqual([]);
  });
});
