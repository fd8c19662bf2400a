import { describe, expect, it } from 'vitest';
import { marginNames } from './margin-names.ts';

const source = (text: string, lang: string) => ({ text, langs: [lang], translated: false });

describe("a margin moved to another of the post's people", () => {
  const stage = source(
    'Na vrchol dojel s náskokem 38 sekund před Belgičanem Jarnem Widarem a 1 minutou 12 sekund před Čechem Matějem Zahálkou. Etapa měřila 164 km.',
    'cs',
  );

  it('stops a gap the post gives one rider said before another', () => {
    expect(
      marginNames('Seixas dojel na vrchol s náskokem 38 sekund před Matějem Zahálkou.', stage),
    ).toEqual(['38']);
  });

  it('keeps the gap before its own rider, declined otherwise, and a figure no one is tied to', () => {
    expect(marginNames('Seixas dojel na vrchol 38 sekund před Jarnem Widarem.', stage)).toEqual([]);
    expect(marginNames('Seixas porazil o 38 sekund Widara.', stage)).toEqual([]);
    expect(marginNames('Etapa měřila 164 km, vyhrál Seixas.', stage)).toEqual([]);
  });

  it('reads English the same way', () => {
    const race = source(
      'Seixas finished 38 seconds ahead of Jarno Widar and 72 seconds ahead of Matej Zahalka.',
      'en',
    );
    expect(marginNames('Seixas finished 38 seconds ahead of Matej Zahalka.', race)).toEqual(['38']);
    expect(marginNames('Seixas was 72 seconds ahead of Zahalka.', race)).toEqual([]);
  });
});
