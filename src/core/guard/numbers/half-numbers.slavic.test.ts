/**
 * One and a half in one Slavic word ("півтора року", "полтора года", "półtorej godziny";
 * half-numbers.ts): a card's "1,5" of it is the source's, another figure of it still stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const BRIDGE = 'Ремонт мосту через Дніпро триватиме півтора року.';
const BRIDGE_RU = 'Ремонт моста продлится полтора года.';
const GRANT = 'На ремонт виділили півтора мільйона гривень.';
const QUEUE = 'Kolejka do lekarza trwała półtorej godziny.';

describe('one and a half in one Slavic word', () => {
  it('keeps the card’s 1,5 of the post’s word', () => {
    expect(figures('Ремонт мосту триватиме 1,5 року.', BRIDGE, 'uk')).toEqual([]);
    expect(figures('Ремонт моста продлится 1,5 года.', BRIDGE_RU, 'ru')).toEqual([]);
    expect(figures('На ремонт виділили 1,5 млн гривень.', GRANT, 'uk')).toEqual([]);
    expect(figures('Kolejka do lekarza trwała 1,5 godziny.', QUEUE, 'pl')).toEqual([]);
  });

  it('leaves a line’s word before a scale unread, as before (the source’s currency said once)', () => {
    const fund =
      'За 40 днів 38 тисяч донатерів зібрали 31,5 мільйона гривень, на 1,5 мільйона більше за ціль.';
    expect(figures('Вони перевищили ціль на півтора мільйона гривень.', fund, 'uk')).toEqual([]);
  });

  it('stops another figure of it, and the word where the source has another', () => {
    expect(figures('Ремонт мосту триватиме 2,5 року.', BRIDGE, 'uk')).toEqual(['2,5 року']);
    expect(figures('Ремонт моста продлится 2,5 года.', BRIDGE_RU, 'ru')).toEqual(['2,5 года']);
    expect(figures('На ремонт виділили 2,5 млн гривень.', GRANT, 'uk')).not.toEqual([]);
    expect(figures('Kolejka do lekarza trwała 2,5 godziny.', QUEUE, 'pl')).not.toEqual([]);
    expect(
      figures('Ремонт мосту триватиме півтора року.', 'Ремонт мосту триватиме два роки.', 'uk'),
    ).not.toEqual([]);
  });
});
