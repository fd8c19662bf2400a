import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { ceasedContinuingClaims } from './ceased-continuings.ts';

const stopped = (text: string, lang: string, line: string) =>
  ceasedContinuingClaims(line, claimSource({ text, lang }));

const LELLO =
  'A partir de 1 de março, o bilhete de entrada passa a custar 10 euros, mas o valor continua a ser descontado na compra de um livro.';
const PATCH = 'Patch 2.3.1 is out on PC now. The Frostmarch map is still due in the July patch.';
const BIBLIO =
  'La bibliothèque municipale ne prête plus de DVD depuis janvier. Elle continue de prêter des livres aux écoles.';
const RADIO = 'Das Stadtradio sendet weiterhin jeden Morgen aus dem Rathaus.';

describe('a continuing said as stopped, and a stop said as continuing', () => {
  it.each([
    ['pt', LELLO, 'O valor do bilhete deixa de ser descontado na compra de um livro.'],
    ['en', PATCH, 'The Frostmarch map is no longer due in the July patch.'],
    [
      'fr',
      'La médiathèque continue de prêter des livres aux écoles.',
      'La médiathèque ne prête plus de livres aux écoles.',
    ],
    ['fr', BIBLIO, 'La bibliothèque municipale continue de prêter des DVD depuis janvier.'],
    ['de', RADIO, 'Das Stadtradio sendet nicht mehr jeden Morgen aus dem Rathaus.'],
  ])('stops a %s line that turns it', (lang, text, line) => {
    expect(stopped(text, lang, line)).toHaveLength(1);
  });

  it.each([
    ['pt', LELLO, 'Quem comprar um livro continua a ter os 10 euros do bilhete descontados.'],
    ['en', PATCH, 'The Frostmarch map is still coming in July.'],
    ['fr', BIBLIO, 'Depuis janvier, la bibliothèque ne prête plus de DVD.'],
    // The post's words after another stop: another claim.
    ['de', RADIO, 'Das Stadtradio sendet nicht mehr.'],
  ])('keeps a faithful %s line', (lang, text, line) => {
    expect(stopped(text, lang, line)).toEqual([]);
  });

  it('lets a line say either where the post says both of the word', () => {
    // "ne prête plus de DVD", "continue de prêter des livres": the verb is said both ways.
    expect(stopped(BIBLIO, 'fr', "La bibliothèque n'a plus prêté de livres aux écoles.")).toEqual(
      [],
    );
  });
});

describe('French "encore" as "still" (round forty-seven)', () => {
  const BRIDGE =
    'Le pont sera fermé à toute circulation jusqu’au 27 juin. Les piétons et les cyclistes pourront encore traverser le week-end, de 8 h à 20 h.';

  it('stops "can no longer cross" of the post’s "can still cross"', () => {
    expect(
      stopped(BRIDGE, 'fr', 'Les piétons et les cyclistes ne pourront plus traverser le pont.'),
    ).toHaveLength(1);
  });

  it('keeps the same said with "toujours", and reads neither "pas encore" nor "encore plus"', () => {
    expect(
      stopped(BRIDGE, 'fr', 'Le week-end, piétons et cyclistes pourront toujours traverser.'),
    ).toEqual([]);
    const notYet = 'Les cyclistes ne peuvent pas encore traverser le nouveau pont de la ville.';
    expect(
      stopped(notYet, 'fr', 'Les cyclistes ne peuvent plus traverser le nouveau pont.'),
    ).toEqual([]);
  });
});
