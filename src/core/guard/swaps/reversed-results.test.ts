/**
 * A result turned round (reversed-results.ts; round 32's "Timnas Indonesia kalah 2-0 dari Bahrain"
 * of "menang 2-0 atas Bahrain" was kept).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const TIMNAS =
  'GOL!!! Timnas Indonesia menang 2-0 atas Bahrain di GBK ⚽🇮🇩 Gol dicetak Ole Romeny menit 24. Ditonton 72.000 suporter.';
const DERBY = 'Liverpool beat Everton 2-1 at Anfield. Salah scored twice.';
const RUGBY = 'Les Bleus battent les Irlandais 38-17 au Stade de France.';

const stopped = (line: string, text: string, mode: 'troll' | 'meme', lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), mode).map((claim) => claim.text);

describe('reversedResults: the post’s winner told as losing', () => {
  it('stops a win told as a loss, in Indonesian, English and French jokes', () => {
    expect(
      stopped(
        'Timnas Indonesia kalah 2-0 dari Bahrain di GBK, suporter cuma bisa diam 😶',
        TIMNAS,
        'troll',
        'id',
      ),
    ).toEqual(['Indonesia kalah']);
    expect(
      stopped('Liverpool lost 2-1 to Everton at Anfield. Awkward 🙃', DERBY, 'meme', 'en'),
    ).toContain('Liverpool lost');
    expect(stopped('Les Bleus perdent 38-17 face aux Irlandais.', RUGBY, 'troll', 'fr')).toContain(
      'Bleus perdent',
    );
  });

  it('keeps the loser’s loss and the winner’s win told otherwise', () => {
    expect(
      stopped(
        'Bahrain datang ke GBK, pulang bawa kekalahan 0-2. Bye bye 👋',
        TIMNAS,
        'troll',
        'id',
      ),
    ).toEqual([]);
    expect(
      stopped('Indonesia menang, Bahrain kalah. Sesimpel itu 😎', TIMNAS, 'troll', 'id'),
    ).toEqual([]);
    expect(stopped('Everton lost the derby 2-1, as usual 🙃', DERBY, 'troll', 'en')).toEqual([]);
    expect(
      stopped(
        'Rovers have now lost three in a row.',
        'Rovers were beaten 3-1 at home, and have now won none of their last three.',
        'troll',
        'en',
      ).filter((text) => /lost|won/.test(text)),
    ).toEqual([]);
  });
});
