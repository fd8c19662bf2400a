import { describe, expect, it } from 'vitest';
import { clauseMeaningClaims } from '../clause-meaning-claims.ts';
import { claimSource } from '../index.ts';

/** The clauses the meaning readers stop, for `line` of a post in `lang` (round 41's kinds). */
const stopped = (text: string, lang: string, line: string) =>
  clauseMeaningClaims(line, claimSource({ text, lang }));

const VOTE =
  'Leeds City Council voted 52 to 31 on Wednesday not to close the Armley Leisure Centre, despite a £1.2 million budget gap.';

describe('a vote against doing a thing (negation-phrases.ts)', () => {
  it("keeps 'voted against closing' of 'voted not to close', its tally between", () => {
    expect(
      stopped(VOTE, 'en', 'Councillors voted 52-31 against closing Armley Leisure Centre.'),
    ).toEqual([]);
    expect(
      stopped(VOTE, 'en', 'The council voted against closing the Armley Leisure Centre.'),
    ).toEqual([]);
  });

  it("stops 'voted against closing' of 'voted to close', and the source's 'not' dropped", () => {
    const closing = VOTE.replace('not to close', 'to close');
    expect(
      stopped(closing, 'en', 'Councillors voted 52-31 against closing Armley Leisure Centre.'),
    ).toHaveLength(1);
    expect(
      stopped(VOTE, 'en', 'Leeds City Council voted 52 to 31 to close the Armley Leisure Centre.'),
    ).toHaveLength(1);
  });

  it('keeps a protection against a thing: no vote, no negation read', () => {
    expect(
      stopped(
        'The new wall protects 300 homes in Carlisle from flooding.',
        'en',
        'The wall gives 300 Carlisle homes protection against flooding.',
      ),
    ).toEqual([]);
  });
});

describe('a direction turned round, in words the tables had not held', () => {
  it.each([
    [
      'en',
      'City stay 9th, two points behind Sunderland, who move up to 5th.',
      'City stay 9th, two points ahead of Sunderland.',
      'City remain 9th, two points behind Sunderland.',
    ],
    [
      'de',
      'Wer täglich geht, hat ein geringeres Risiko. Bei Menschen über 65 war der Effekt schwächer.',
      'Bei Menschen über 65 war der Effekt stärker.',
      'Bei Menschen über 65 war der Effekt etwas schwächer.',
    ],
    [
      'fr',
      "Le tribunal administratif de Lyon a annulé jeudi l'arrêté du maire de Villeurbanne interdisant les terrasses.",
      "Le tribunal administratif de Lyon a validé jeudi l'arrêté du maire de Villeurbanne.",
      "Le tribunal administratif de Lyon a annulé l'arrêté du maire de Villeurbanne.",
    ],
    [
      'ru',
      'Явка составила 27%, это ниже, чем пять лет назад.',
      'Явка составила 27%, это выше, чем пять лет назад.',
      'Явка — 27%, это ниже, чем пять лет назад.',
    ],
  ])('%s: stops the other side, keeps the same', (lang, text, invented, faithful) => {
    expect(stopped(text, lang, invented)).toHaveLength(1);
    expect(stopped(text, lang, faithful)).toEqual([]);
  });
});
