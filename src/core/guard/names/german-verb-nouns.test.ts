import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

/** The names the guard stops in a Normal line of a German text. */
const names = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'de' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const FLOETE =
  'Forschende der Universität Tübingen haben eine 42.000 Jahre alte Flöte gefunden. Die Ergebnisse erscheinen am 4. März in der Fachzeitschrift „Nature“.';

describe("a German '-ie' noun of a common '-ieren' verb", () => {
  it.each([
    'Die Studie erscheint am 4. März in „Nature“.',
    'Eine Fotografie der Flöte erscheint am 4. März in „Nature“.',
  ])('is no name: %s', (line) => {
    expect(names(FLOETE, line)).toEqual([]);
  });

  it.each([
    ['Guthrie fand die Flöte im Hohle Fels.', 'Guthrie'],
    ['Mackenzie erscheint am 4. März in „Nature“.', 'Mackenzie'],
  ])('a name ending so, of no verb, is still one: %s', (line, name) => {
    expect(names(FLOETE, line)).toContain(name);
  });
});
