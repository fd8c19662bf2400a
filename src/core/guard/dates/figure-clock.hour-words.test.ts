/**
 * Words of the hour CLDR's pattern leaves out (figure-clock.ts, round fifteen): a Catalan or
 * Spanish "de 7 a 14 h" and a Thai "22.00 น." are times on the clock, so a card that writes them
 * on the 12-hour clock keeps them, and one that changes the hour is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isHourWordAfter } from './figure-clock.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('words of the hour after the number', () => {
  it('reads an Iberian spaced "h" as the hour, in those languages only', () => {
    const post = 'Obrim de dilluns a dissabte de 7 a 14 h.';
    expect(claims('Open Monday to Saturday, 7am to 2pm.', post, 'ca')).toEqual([]);
    expect(claims('Open Monday to Saturday, 7am to 4pm.', post, 'ca')).toEqual(['figure:4pm']);
    const spanish = 'Abrimos de lunes a sábado de 7 a 14 h.';
    expect(claims('Open Monday to Saturday, 7am to 2pm.', spanish, 'es')).toEqual([]);
    expect(isHourWordAfter('h', ['ca'])).toBe(true);
    // An English "14 h" is as often fourteen hours.
    expect(isHourWordAfter('h', ['en'])).toBe(false);
  });

  it('reads Thai\'s "น." after a time as the hour', () => {
    const post = 'บีทีเอสปิดสถานีสยามตั้งแต่ 22.00 น. ถึง 05.00 น. ของวันถัดไป';
    expect(claims('Siam station closes from 10pm until 5am.', post, 'th')).toEqual([]);
    expect(claims('Siam station closes from 11pm until 5am.', post, 'th')).toEqual(['figure:11pm']);
    // Minutes too: "19.30 น." is half past seven in the evening.
    const concert = 'คอนเสิร์ตวันที่ 3 มีนาคม เวลา 19.30 น.';
    expect(claims('The concert is on 3 March at 7.30pm.', concert, 'th')).toEqual([]);
    expect(claims('The concert is on 3 March at 8.30pm.', concert, 'th')).toEqual([
      'figure:8.30pm',
    ]);
  });

  it('reads Hungarian\'s "óra" after a range as its hours, and keeps it a duration too', () => {
    const show = 'A kiállítás március 3-án nyílik, 10 és 18 óra között.';
    expect(claims('It opens on 3 March, from 10am to 6pm.', show, 'hu')).toEqual([]);
    expect(claims('It opens on 3 March, from 10am to 8pm.', show, 'hu')).toEqual(['figure:8pm']);
    expect(claims('The trip takes 3 hours.', 'Az út 3 óra hosszú.', 'hu')).toEqual([]);
  });
});
