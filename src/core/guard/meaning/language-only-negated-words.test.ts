import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { languageOnlyNegatedWordClaims } from './language-only-negated-words.ts';

const stopped = (text: string, lang: string, line: string) =>
  languageOnlyNegatedWordClaims(line, claimSource({ text, lang }));

const MAIRIE =
  "Le tribunal a annulé l'arrêté du maire. La mairie, qui dispose de deux mois pour faire appel, n'a pas encore décidé.";
const SZKOLA =
  'W piątek 8 listopada zajęcia lekcyjne nie odbędą się z powodu awarii ogrzewania. Obiady nie będą wydawane.';
const TERUG =
  'Klanten die het product hebben gekocht, kunnen het zonder kassabon terugbrengen en krijgen hun geld terug.';
const MUSEUM =
  'Das Museum öffnet am Montag nicht. Die Ausstellung über Dürer wird noch nicht verlängert.';

describe('a word the post writes only negated, stated plainly, outside English', () => {
  it.each([
    ['fr', MAIRIE, 'La mairie a décidé de faire appel dans un délai de deux mois.'],
    ['pl', SZKOLA, 'W piątek 8 listopada lekcje odbędą się mimo awarii ogrzewania.'],
    ['nl', TERUG, 'Klanten kunnen het product alleen met kassabon terugbrengen.'],
    ['de', MUSEUM, 'Die Ausstellung über Dürer wird verlängert.'],
  ])('stops a %s line that drops the negation', (lang, text, line) => {
    expect(stopped(text, lang, line)).toHaveLength(1);
  });

  it.each([
    // The negation kept in other words, or moved: the line negates, so it is not read.
    ['fr', MAIRIE, 'La mairie peut faire appel dans un délai de deux mois mais n’a rien décidé.'],
    ['pl', SZKOLA, 'W piątek nie będzie lekcji z powodu awarii ogrzewania.'],
    ['nl', TERUG, 'Wie het product heeft gekocht, kan het ook zonder bon terugbrengen.'],
    // The word with too few of the negating sentence's other words: another claim.
    ['fr', MAIRIE, 'Le tribunal a décidé.'],
    // A word the post also writes plainly may be stated.
    [
      'de',
      `${MUSEUM} Der Vertrag wurde verlängert.`,
      'Die Ausstellung über Dürer wird verlängert.',
    ],
  ])('keeps a faithful %s line', (lang, text, line) => {
    expect(stopped(text, lang, line)).toEqual([]);
  });

  it('leaves English to only-negated-words.ts and a translation unread', () => {
    expect(
      stopped('The plan was not approved by the council.', 'en', 'The council approved the plan.'),
    ).toEqual([]);
    expect(
      languageOnlyNegatedWordClaims(
        'La mairie a décidé de faire appel dans un délai de deux mois.',
        { ...claimSource({ text: MAIRIE, lang: 'fr' }), translated: true },
      ),
    ).toEqual([]);
  });
});
