/**
 * One of a list's people put in for another the post names elsewhere (moved-list-members.ts).
 * Every text here is synthetic.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const RUGBY =
  'Full time: the Waratahs beat the Brumbies 31-24. Tries to Max Jorgensen (2), Jake Gordon and Langi Gleeson. The Brumbies scored three tries through Corey Toole, Rob Valetini and Tom Wright.';
const GOLS =
  'O Palmeiras venceu o Santos por 4 a 2. Marcaram Raphael Veiga, Endrick, Rony e Dudu; pelo Santos, Marcos Leonardo e Soteldo.';
const BAND =
  'Die Band spielt am Freitag mit Anna Roth, Jonas Keller und Lea Brandt; am Samstag kommen Max Vogel und Tim Hahn dazu.';

describe('a list with one of its people put in from elsewhere in the post', () => {
  it.each([
    [
      'The Brumbies scored three tries through Corey Toole, Rob Valetini and Max Jorgensen.',
      RUGBY,
      'en',
      'Max Jorgensen',
    ],
    ['Marcaram Raphael Veiga, Endrick, Soteldo e Dudu.', GOLS, 'pt', 'Soteldo'],
    ['Am Freitag spielen Anna Roth, Max Vogel und Lea Brandt.', BAND, 'de', 'Max Vogel'],
  ])('stops it: %#', (line, text, lang, name) => {
    expect(stopped(line, text, lang)).toContain(name);
  });
});

describe('a list kept, shortened, or two lists told as one', () => {
  it.each([
    ['The Brumbies scored through Corey Toole, Rob Valetini and Tom Wright.', RUGBY, 'en'],
    ['Max Jorgensen scored two tries, and Jake Gordon and Langi Gleeson one each.', RUGBY, 'en'],
    // Both sides' scorers in one list: longer than either of the post's.
    ['Tries went to Max Jorgensen, Jake Gordon, Langi Gleeson and Corey Toole.', RUGBY, 'en'],
    ['Marcaram Raphael Veiga, Rony e Dudu, e Endrick também.', GOLS, 'pt'],
    ['Am Freitag spielen Anna Roth, Jonas Keller und Lea Brandt.', BAND, 'de'],
  ])('keeps it: %#', (line, text, lang) => {
    expect(stopped(line, text, lang)).toEqual([]);
  });
});
