/**
 * A Troll or Meme line's name in quotation marks (round thirty-eight): a joke's one- or two-word
 * quotation is no one's words, but a station's or a venue's name written in «» is still a name, and
 * put in the place of the post's in the post's frame it moves the post's fact (joke-name-edits.ts
 * reads it with the quotation's words kept, and a quotation mark between a frame's words is no
 * break). Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string, mode: 'troll' | 'meme' = 'meme') =>
  unsupportedClaims(line, claimSource({ text, lang }), mode).map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const METRO =
  'В пятницу откроют новый участок метро: дорога от «Савёловской» до «Марьиной Рощи» займёт 6 минут вместо 20.';
const THEATRE =
  'Le spectacle part en tournée : après le théâtre «Mogador» à Paris, il joue 12 dates.';

describe("a joke's quoted name", () => {
  it("stops a quoted name put in the post's frame for the post's", () => {
    expect(claims('От «Савёловской» до «Сокольников» за 6 минут? Я: 🤯🚇', METRO, 'ru')).toEqual([
      'name:Сокольников',
    ]);
    expect(
      claims('Après le théâtre «Bobino» à Paris, 12 dates 😱', THEATRE, 'fr', 'troll'),
    ).toEqual(['name:Bobino']);
  });

  it("keeps the post's quoted names and a joke's scare quotes", () => {
    expect(claims('От «Савёловской» до «Марьиной Рощи» за 6 минут? Я: 🤯🚇', METRO, 'ru')).toEqual(
      [],
    );
    expect(
      claims('6 минут вместо 20, «всего-то» пять лет стройки 🙃🚇', METRO, 'ru', 'troll'),
    ).toEqual([]);
  });
});
