/**
 * A Hindi infinitive before वाला put for the source's is a verb, no name (issue 44, round 42); a
 * name swapped in the source's place still stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const kinds = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'hi' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const STUDY =
  'रोज़ 3 घंटे से ज़्यादा मोबाइल देखने वाले बच्चों में नींद की समस्या 42% अधिक पाई गई। डॉ. मीनाक्षी राव ने कहा कि स्क्रीन बंद कर देनी चाहिए।';

describe('unsupportedClaims: a Hindi infinitive before वाला', () => {
  it('keeps another verb in the source’s place', () => {
    expect(
      kinds('रोज़ 3 घंटे से ज़्यादा मोबाइल चलाने वाले बच्चों में नींद की समस्या 42% अधिक पाई गई।', STUDY),
    ).toEqual([]);
  });

  it('still stops a name put for the source’s', () => {
    expect(kinds('डॉ. सुनीता राव ने कहा कि स्क्रीन बंद कर देनी चाहिए।', STUDY)).toEqual(['name:सुनीता']);
  });
});
