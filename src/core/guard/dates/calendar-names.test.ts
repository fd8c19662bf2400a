/**
 * Month and weekday names from CLDR (calendar-names.ts): round fifteen's Thai, Catalan and Danish
 * posts had their months unread, so a card's "12 July" of "12 กรกฎาคม" or "2 September" of "2 de
 * setembre" was stopped as a date the source lacked.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { CALENDAR_LANGUAGES, calendarNamesOf } from './calendar-names.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('calendar names', () => {
  it('reads Thai, Catalan and Danish months, and the Buddhist calendar as the Gregorian months', () => {
    for (const lang of ['th', 'ca', 'da']) expect(CALENDAR_LANGUAGES).toContain(lang);
    expect(calendarNamesOf('กรกฎาคม', ['th']).map((name) => name.key)).toEqual(['m7']);
    expect(calendarNamesOf('setembre', ['ca']).map((name) => name.key)).toEqual(['m9']);
    expect(calendarNamesOf('juli', ['da']).map((name) => name.key)).toContain('m7');
  });

  it('keeps a translated date of those languages and stops a changed one', () => {
    const thai = 'บีทีเอสแจ้งปิดสถานีสยามชั่วคราว วันเสาร์ที่ 12 กรกฎาคม เพื่อซ่อมบำรุงราง';
    expect(claims('Siam station closes on Saturday 12 July.', thai, 'th')).toEqual([]);
    expect(claims('Siam station closes on Saturday 12 June.', thai, 'th')).toContain('figure:June');
    const catalan = 'A partir del 2 de setembre obrim de dilluns a dissabte.';
    expect(claims('From 2 September, open Monday to Saturday.', catalan, 'ca')).toEqual([]);
    const danish = 'Fra den 3. juli holder vi åbent hver dag.';
    expect(claims('Open every day from 3 July.', danish, 'da')).toEqual([]);
    expect(claims('Open every day from 3 August.', danish, 'da')).toContain('figure:August');
  });

  it('tells apart the words folding makes one where marks are vowels', () => {
    // "জুন" (June) and "জন" (a person, a count's word) fold to the same letters.
    expect(calendarNamesOf('জন', ['bn'], 'জন')).toEqual([]);
    expect(calendarNamesOf('জন', ['bn'], 'জুন').map((name) => name.key)).toEqual(['m6']);
    const study = 'তিন বছর ধরে চলা এই গবেষণায় ১২ জন বিজ্ঞানী অংশ নেন।';
    expect(claims('The study involved 12 scientists.', study, 'bn')).toEqual([]);
    expect(claims('The study involved 15 scientists.', study, 'bn')).toEqual(['figure:15']);
    const june = 'গবেষণাটি ১২ জুন শুরু হয়।';
    expect(claims('The study began on 12 June.', june, 'bn')).toEqual([]);
    expect(claims('The study began on 12 July.', june, 'bn')).toContain('figure:July');
  });
});

describe('a weekday whose vowel drops as it is declined (round twenty-six)', () => {
  const own = (line: string, text: string, lang: string) =>
    unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

  it('reads Russian "в мае", "в июне", "к июлю": a short name’s case in its soft sign’s place', () => {
    expect(calendarNamesOf('мае', ['ru']).map((name) => name.key)).toContain('m5');
    expect(calendarNamesOf('июне', ['ru']).map((name) => name.key)).toContain('m6');
    expect(calendarNamesOf('июлю', ['ru']).map((name) => name.key)).toContain('m7');
    const text = 'Новый мост через Волгу откроют 15 мая 2026 года, сообщил губернатор.';
    const ru = (line: string) =>
      unsupportedClaims(line, claimSource({ text, lang: 'ru' }), 'normal').map(
        (claim) => `${claim.kind}:${claim.text}`,
      );
    expect(ru('Мост через Волгу откроют в мае 2026 года.')).toEqual([]);
    expect(ru('Мост через Волгу откроют в июне 2026 года.')).toEqual(['figure:июне']);
    expect(ru('Мост через Волгу откроют в июле.')).toEqual(['figure:июле']);
  });

  it('reads "з понеділка" as Monday, "od pondelka" too', () => {
    expect(calendarNamesOf('pondelka', ['sk']).map((name) => name.key)).toEqual(['d1']);
    const post = 'У Львові з понеділка відкривається новий трамвайний маршрут.';
    expect(own('Маршрут запускають у понеділок.', post, 'uk')).toEqual([]);
    expect(own('Маршрут запускають у вівторок.', post, 'uk')).toEqual(['вівторок']);
  });
});

describe('Serbian in both alphabets, a consonant-ended name declined, Romanian cedillas (h258)', () => {
  const own = (line: string, text: string, lang: string) =>
    unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

  it('reads Latin Serbian names and the genitive of a name ending on a consonant', () => {
    expect(calendarNamesOf('cetvrtak', ['sr'], 'četvrtak').map((name) => name.key)).toEqual(['d4']);
    expect(calendarNamesOf('априла', ['sr']).map((name) => name.key)).toEqual(['m4']);
    expect(calendarNamesOf('марта', ['sr']).map((name) => name.key)).toEqual(['m3']);
    expect(calendarNamesOf('marti', ['ro'], 'Marţi').map((name) => name.key)).toEqual(['d2']);
  });

  it('keeps the source’s day or month in those forms and stops another', () => {
    const latin = 'U petak 7. marta u Beogradu počinje festival.';
    expect(own('Festival u Beogradu počinje u petak.', latin, 'sr')).toEqual([]);
    expect(own('Festival u Beogradu počinje u četvrtak.', latin, 'sr')).toEqual(['četvrtak']);
    const cyrillic = 'У петак 7. марта у Београду почиње фестивал.';
    expect(own('Фестивал у Београду 7. марта.', cyrillic, 'sr')).toEqual([]);
    expect(own('Фестивал у Београду 7. априла.', cyrillic, 'sr')).toContain('априла');
    const romanian = 'Marți, 5 martie, la Cluj va avea loc un concert.';
    expect(own('Concertul de la Cluj are loc marţi.', romanian, 'ro')).toEqual([]);
    expect(own('Concertul de la Cluj are loc miercuri.', romanian, 'ro')).toEqual(['miercuri']);
  });
});
