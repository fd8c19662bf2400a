import { describe, expect, it } from 'vitest';
import { substitutedNames } from './substituted-names.ts';

const source = (text: string, lang: string, translated = false) => ({
  text,
  langs: [lang],
  translated,
});

describe("a prize's holder replaced by another of the post's people", () => {
  const awards = source(
    "Nagwagi si Maki bilang Album of the Year sa ika-38 Awit Awards. Nakuha naman ng SB19 ang Best Performance by a Group at Song of the Year para sa 'Dam'. Si Zack Tabudlo ang itinanghal na Best Male Performer habang si Moira Dela Torre ang Best Female Performer.",
    'tl',
  );

  it("stops the post's clause with another person in its holder's place", () => {
    expect(
      substitutedNames("Nakuha ni Zack Tabudlo ang Song of the Year para sa 'Dam'.", awards),
    ).toEqual(['zack tabudlo']);
  });

  it('keeps the holder the post names, and its people with their own prizes', () => {
    expect(substitutedNames("Nakuha ng SB19 ang Song of the Year para sa 'Dam'.", awards)).toEqual(
      [],
    );
    expect(
      substitutedNames(
        'Best Male Performer si Zack Tabudlo, Best Female Performer naman si Moira Dela Torre.',
        awards,
      ),
    ).toEqual([]);
  });

  it("reads English the same way, and keeps a name added out of the holder's place", () => {
    const prizes = source(
      'The Booker Prize went to Sarah Bernstein for Study for Obedience. Paul Lynch won the Costa award in London.',
      'en',
    );
    expect(
      substitutedNames('The Booker Prize went to Paul Lynch for Study for Obedience.', prizes),
    ).toEqual(['paul lynch']);
    expect(
      substitutedNames(
        'In London, the Booker Prize went to Sarah Bernstein for Study for Obedience.',
        prizes,
      ),
    ).toEqual([]);
    expect(
      substitutedNames('The Booker Prize went to Paul Lynch for Study for Obedience.', {
        ...prizes,
        translated: true,
      }),
    ).toEqual([]);
  });
});
