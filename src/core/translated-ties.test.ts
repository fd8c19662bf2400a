/**
 * Two of the source's figures traded in a translated line, told by the days beside them
 * (translated-ties.ts): a weekday is the same date in the source's language and the line's.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const METRO =
  'दिल्ली मेट्रो ने बताया कि मंगलवार को 78.6 लाख यात्रियों ने सफर किया, जो अब तक का सबसे ज़्यादा है। पिछला रिकॉर्ड 77.5 लाख का था।';
const MADRID = 'El sábado habrá 20 grados en Madrid. El domingo subirá a 25 grados.';

describe('unsupportedClaims: figures traded between a translation’s days', () => {
  it('stops two figures the line puts at each other’s day', () => {
    expect(
      claims(
        'Delhi Metro carried 7.75 million passengers on Tuesday, beating the previous record of 7.86 million.',
        METRO,
        'hi',
      ),
    ).toEqual(['figure:7.75 million', 'figure:7.86 million']);
    expect(
      claims(
        'Madrid will see 25 degrees on Saturday. On Sunday it rises to 20 degrees.',
        MADRID,
        'es',
      ),
    ).toEqual(['figure:25', 'figure:20']);
  });

  it('keeps the figures at their own days, in any order or clause the line writes them', () => {
    expect(
      claims(
        'Delhi Metro carried a record 7.86 million passengers on Tuesday, beating the previous record of 7.75 million.',
        METRO,
        'hi',
      ),
    ).toEqual([]);
    expect(
      claims('On Sunday it rises to 25 degrees, after 20 degrees on Saturday.', MADRID, 'es'),
    ).toEqual([]);
    // A figure whose clause names no day is tied to none: "On Tuesday," apart from its figure.
    expect(
      claims(
        'On Tuesday, 7.86 million people rode the Delhi Metro, up from 7.75 million.',
        METRO,
        'hi',
      ),
    ).toEqual([]);
  });
});
