/**
 * A source's range of hours with a word of the hour at each end (range-clock-times.ts, round
 * thirty-seven): "từ 7 giờ đến 22 giờ" put into English as "from 7am to 10pm" was stopped for
 * both times.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(line, claimSource({ text, lang, ...(lineLang && { lineLang }) }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const SHOP = 'Siêu thị Co.opmart Quận 3 sẽ mở cửa từ 7 giờ đến 22 giờ trong suốt chương trình.';
const POOL = 'Das Hallenbad ist ab Montag von 7 Uhr bis 22 Uhr geöffnet.';

describe('a range whose ends are each an hour', () => {
  it("keeps a translation's times of each end", () => {
    expect(claims('The shop opens from 7am to 10pm during the sale.', SHOP, 'vi', 'en')).toEqual(
      [],
    );
    expect(claims('From Monday the pool is open 7am to 10pm.', POOL, 'de', 'en')).toEqual([]);
    expect(
      claims('Het zwembad is open van 9 uur tot 17 uur.', 'Open from 9am to 5pm daily.', 'en'),
    ).toEqual([]);
    expect(
      claims('The pool opens from 9am to 5pm.', 'Open van 9 uur tot 17 uur.', 'nl', 'en'),
    ).toEqual([]);
  });

  it('still stops an end moved', () => {
    expect(claims('The shop opens from 7am to 9pm during the sale.', SHOP, 'vi', 'en')).toEqual([
      'figure:9pm',
    ]);
    expect(claims('From Monday the pool is open 8am to 10pm.', POOL, 'de', 'en')).toEqual([
      'figure:8am',
    ]);
  });

  it('keeps the range as written', () => {
    expect(claims('Das Hallenbad hat von 7 bis 22 Uhr offen.', POOL, 'de')).toEqual([]);
  });
});
