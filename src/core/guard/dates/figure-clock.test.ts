/**
 * Parts of the day the guard reads beside a source's hour (figure-clock.ts, round fourteen): a
 * Greek line's "9 π.μ." and "9 μ.μ." (CLDR's AM and PM, written with full stops), and an Arabic
 * source's "4 عصراً" (afternoon) and "2 بعد منتصف الليل" (after midnight), which CLDR's day periods
 * leave out: a faithful line's "4pm" and "2am" of them are the source's, another hour is not.
 * A bare "3:30" is the 24-hour clock's in a language that writes it (German), either in English.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(line, claimSource({ text, lang, ...(lineLang && { lineLang }) }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('a part of the day written with full stops', () => {
  const text = 'Οι αίθουσες θα λειτουργούν από τις 9:00 έως τις 21:00.';

  it('reads a Greek line’s "π.μ." and "μ.μ." as the morning’s and the evening’s hours', () => {
    expect(
      claims('Οι αίθουσες θα είναι ανοιχτές από τις 9 π.μ. έως τις 9 μ.μ.', text, 'el'),
    ).toEqual([]);
  });

  it('tells the morning from the evening', () => {
    const shop = 'Το κατάστημα λειτουργεί από τις 9:00 έως τις 17:00.';
    expect(claims('Ανοιχτό από τις 9 π.μ. έως τις 5 μ.μ.', shop, 'el')).toEqual([]);
    expect(claims('Ανοιχτό από τις 9 π.μ. έως τις 5 π.μ.', shop, 'el')).toEqual(['figure:5']);
  });
});

describe('Tamil parts of the day (CLDR’s காலை, மாலை)', () => {
  const library = 'நூலகம் காலை 9 மணி முதல் மாலை 5 மணி வரை திறந்திருக்கும்.';

  it('reads "காலை 9 … மாலை 5" as 9:00 to 17:00', () => {
    expect(claims('நூலகம் 9:00 முதல் 17:00 வரை திறந்திருக்கும்.', library, 'ta')).toEqual([]);
  });

  it('still stops another hour', () => {
    expect(claims('நூலகம் 9:00 முதல் 18:00 வரை திறந்திருக்கும்.', library, 'ta')).toEqual([
      'figure:18:00',
    ]);
  });
});

describe('Arabic parts of the day CLDR leaves out', () => {
  const text = 'يفتح المخبز من الساعة 10 صباحاً حتى 4 عصراً، ثم من 9 مساءً حتى 2 بعد منتصف الليل.';

  it('holds a translation’s afternoon and small hours', () => {
    expect(claims('Open from 10am to 4pm and again from 9pm to 2am.', text, 'ar', 'en')).toEqual(
      [],
    );
  });

  it('still stops the other clock’s hour or another hour', () => {
    expect(claims('Open from 10am to 4am.', text, 'ar', 'en')).toEqual(['figure:4am']);
    expect(claims('Open again from 9pm to 2pm.', text, 'ar', 'en')).toEqual(['figure:2pm']);
    expect(claims('Open from 10am to 5pm.', text, 'ar', 'en')).toEqual(['figure:5pm']);
  });
});

describe('a part of the day beside a time with its minutes', () => {
  // The source's hour is on the 24-hour clock; a line's "3:30" with its part of the day is on
  // the 12-hour one, which CLDR writes before the time in Japanese and Turkish, after it elsewhere.
  const cases: Array<[lang: string, text: string, morning: string, afternoon: string]> = [
    ['el', 'Η συναυλία αρχίζει στις 15:30.', 'στις 3:30 π.μ.', 'στις 3:30 μ.μ.'],
    ['ja', 'コンサートは15:30に始まる。', '午前3:30', '午後3:30'],
    ['tr', 'Konser 15:30’da başlıyor.', 'ÖÖ 3:30', 'ÖS 3:30'],
    ['en', 'The concert starts at 15:30.', 'at 3:30 AM', 'at 3:30 PM'],
  ];

  it.each(cases)(
    '%s: keeps the afternoon’s, stops the morning’s',
    (lang, text, morning, afternoon) => {
      expect(claims(afternoon, text, lang)).toEqual([]);
      expect(claims(morning, text, lang)).toHaveLength(1);
    },
  );

  it('reads a leading zero as the 24-hour clock’s, unless a part of the day follows', () => {
    const text = 'Der Zug fährt um 15:30 ab.';
    expect(claims('Der Zug fährt um 03:30 ab.', text, 'de')).toEqual(['figure:03:30']);
    expect(claims('Abfahrt 03:30 PM.', text, 'de')).toEqual([]);
  });
});

describe('a clock written with a full stop', () => {
  it('reads a Danish or Finnish source’s "15.30" as the time a translation writes "3:30 PM"', () => {
    expect(claims('The train leaves at 3:30 PM.', 'Toget kører kl. 15.30.', 'da', 'en')).toEqual(
      [],
    );
    expect(claims('The train leaves at 3:30 PM.', 'Juna lähtee 15.30.', 'fi', 'en')).toEqual([]);
    expect(claims('The train leaves at 4:30 PM.', 'Juna lähtee 15.30.', 'fi', 'en')).toHaveLength(
      1,
    );
  });
});

describe('a part of the day CLDR abbreviates in capitals', () => {
  it('is no name: a Malay, Vietnamese or Turkish line’s afternoon is kept, its morning stopped', () => {
    expect(claims('Konsert pada 3:30 PTG.', 'Konsert pada 15:30.', 'ms')).toEqual([]);
    expect(claims('Buổi hòa nhạc lúc 3:30 CH.', 'Buổi hòa nhạc lúc 15:30.', 'vi')).toEqual([]);
    expect(claims('Konser ÖS 3:30’da.', 'Konser 15:30’da.', 'tr')).toEqual([]);
    expect(claims('Konsert pada 3:30 PG.', 'Konsert pada 15:30.', 'ms')).toHaveLength(1);
  });
});

describe('a bare time in a language of the 24-hour clock', () => {
  const text = 'Der Zug fährt am 14. März um 15:30 ab, die Karte kostet 12 €.';

  it('reads a German line’s "3:30" as the night’s, not the source’s 15:30', () => {
    expect(claims('Der Zug fährt am 14. März um 3:30 ab.', text, 'de')).toEqual(['figure:3:30']);
    expect(claims('Der Zug fährt am 14. März um 15:30 ab.', text, 'de')).toEqual([]);
  });

  it('keeps an English card’s "3:30", which may be either, and its "3:30 PM"', () => {
    expect(claims('The train leaves on 14 March at 3:30.', text, 'de', 'en')).toEqual([]);
    expect(claims('The train leaves on 14 March at 3:30 PM.', text, 'de', 'en')).toEqual([]);
    expect(claims('The train leaves on 14 March at 3:30 AM.', text, 'de', 'en')).toEqual([
      'figure:3:30',
    ]);
  });

  it('reads a part of the day after the hour’s abbreviation: Bulgarian "3:30 ч. pm"', () => {
    const bulgarian = 'Срещата е на 14.03.2025 г. в 15:30 ч.';
    expect(claims('Срещата е на 14.03.2025 г. в 3:30 ч. pm.', bulgarian, 'bg')).toEqual([]);
    expect(claims('Срещата е на 14.03.2025 г. в 3:30 ч. am.', bulgarian, 'bg')).toEqual([
      'figure:3:30',
    ]);
  });
});

describe('a French hour written "à 19 heures"', () => {
  const text = 'Ouverture des portes à 19h, début du concert à 20h30.';

  it('reads "à 19 heures" as the source’s "19h", and stops another hour', () => {
    expect(claims('Les portes ouvrent à 19 heures.', text, 'fr')).toEqual([]);
    expect(claims('Les portes ouvrent à 18 heures.', text, 'fr')).toEqual(['figure:18 heures']);
  });

  it('keeps "19 heures" a duration elsewhere: a 24-hour strike is no time of day', () => {
    const strike = 'Une grève de 24 heures à partir de lundi.';
    expect(claims('A 24-hour strike from Monday.', strike, 'fr', 'en')).toEqual([]);
    expect(
      claims('The strike starts at 10am.', 'La grève commence à 10 heures.', 'fr', 'en'),
    ).toEqual([]);
    expect(
      claims('The strike starts at 11am.', 'La grève commence à 10 heures.', 'fr', 'en'),
    ).toEqual(['figure:11am']);
  });
});

describe('a 12-hour clock written with a full stop', () => {
  // CLDR's Danish, Finnish and Indonesian clocks put a full stop between hour and minutes; the
  // part of the day after "3.30" makes it a time (else a price: "3.30" alone stays a number).
  const cases: Array<[lang: string, text: string, afternoon: string, morning: string]> = [
    [
      'da',
      'Koncerten begynder kl. 15.30.',
      'Koncerten begynder 3.30 PM.',
      'Koncerten begynder 3.30 AM.',
    ],
    ['fi', 'Konsertti alkaa klo 15.30.', 'Konsertti alkaa 3.30 ip.', 'Konsertti alkaa 3.30 ap.'],
    ['id', 'Konser dimulai pukul 15.30.', 'Konser dimulai 3.30 PM.', 'Konser dimulai 3.30 AM.'],
  ];

  it.each(cases)(
    '%s: keeps the afternoon’s, stops the morning’s',
    (lang, text, afternoon, morning) => {
      expect(claims(afternoon, text, lang)).toEqual([]);
      expect(claims(morning, text, lang)).toEqual(['figure:3.30']);
    },
  );

  it('stops another hour, and reads no time where no part of the day follows', () => {
    expect(claims('Koncerten begynder 4.30 PM.', 'Koncerten begynder kl. 15.30.', 'da')).toEqual([
      'figure:4.30',
    ]);
    // Without its part of the day, "3.30" is the number it was, no 15:30.
    expect(claims('Koncerten begynder 3.30.', 'Koncerten begynder kl. 15.30.', 'da')).toEqual([
      'figure:3.30',
    ]);
  });
});

describe('Arabic’s one-letter parts of the day', () => {
  const text = 'تبدأ الحفلة الساعة 15:30.';

  it('reads "ص" and "م" beside a time as the morning and the evening', () => {
    expect(claims('تبدأ الحفلة الساعة 3:30 م.', text, 'ar')).toEqual([]);
    expect(claims('تبدأ الحفلة الساعة 3:30 ص.', text, 'ar')).toEqual(['figure:3:30']);
  });

  it('leaves "م" after a bare number the metres it is', () => {
    const pool = 'طول المسبح 15 م وعمقه 3 م.';
    expect(claims('طول المسبح 15 م.', pool, 'ar')).toEqual([]);
    expect(claims('طول المسبح 25 م.', pool, 'ar')).toEqual(['figure:25']);
  });
});

describe('Indonesian’s word of the clock before the hour ("pukul 9", "jam 8")', () => {
  const shop = 'Toko kami buka setiap hari pukul 9 sampai pukul 17.';
  const stream = 'Sekarang Kiki live tiap malam jam 8. Giveaway 50 HP buat fans.';

  it('reads the number after it as an hour', () => {
    expect(claims('The shop opens daily at 9am and closes at 5pm.', shop, 'id', 'en')).toEqual([]);
    expect(claims('Kiki kini live setiap malam pukul 20.00.', stream, 'id')).toEqual([]);
  });

  it('stops another hour, and keeps "24 jam" (hours) a count', () => {
    expect(claims('The shop opens daily at 10am.', shop, 'id', 'en')).toEqual(['figure:10am']);
    expect(claims('Kiki kini live setiap malam pukul 21.00.', stream, 'id')).toEqual([
      'figure:21.00',
    ]);
    expect(claims('Toko buka 24 jam.', 'Toko kami buka 24 jam setiap hari.', 'id')).toEqual([]);
  });
});

describe('Korean\'s halves of the day, "오전" and "오후"', () => {
  // CLDR 48 writes Korean's AM and PM "AM" and "PM": "오후" named 13 to 17 alone.
  const show = '방송은 오후 10시에 시작한다.';

  it('reads "오후 10시" as 22:00, which a line\'s "22시" and "밤 10시" say', () => {
    expect(claims('방송은 22시에 시작.', show, 'ko')).toEqual([]);
    expect(claims('방송은 밤 10시 시작.', show, 'ko')).toEqual([]);
    expect(claims('방송은 23시에 시작.', show, 'ko')).toEqual(['figure:23시']);
    expect(claims('경기는 오후 10시에 시작한다.', '경기는 22시에 시작된다.', 'ko')).toEqual([]);
  });

  it('reads "오전 1시" as 1:00, not 13:00', () => {
    const end = '방송은 오전 1시에 끝난다.';
    expect(claims('방송은 새벽 1시에 끝난다.', end, 'ko')).toEqual([]);
    expect(claims('방송은 13시에 끝난다.', end, 'ko')).toEqual(['figure:13시']);
  });
});

describe('Tagalog parts of the day (h268)', () => {
  it('reads "ng umaga", "n.u.", "n.h." and "ng gabi" on the clock they name', () => {
    const mass = 'Magsisimula ang misa sa alas-9 ng umaga.';
    expect(claims('Magsisimula ang misa nang 9 a.m.', mass, 'tl')).toEqual([]);
    expect(claims('Magsisimula ang misa nang 9 p.m.', mass, 'tl')).not.toEqual([]);
    const meeting = 'Ang pulong ay sa 9:00 n.u. sa Lunes.';
    expect(claims('Ang pulong ay alas-9 ng umaga sa Lunes.', meeting, 'tl')).toEqual([]);
    expect(claims('Ang pulong ay alas-9 ng gabi sa Lunes.', meeting, 'tl')).not.toEqual([]);
    const clinic = 'Bukas ang klinika hanggang 17:00.';
    expect(claims('Bukas ang klinika hanggang 5 n.h.', clinic, 'tl')).toEqual([]);
    expect(claims('Bukas ang klinika hanggang 6 n.h.', clinic, 'tl')).not.toEqual([]);
  });

  it('reads a dotted hour written with its nought on the 24-hour clock alone (round h278)', () => {
    const meeting = 'Rapat dimulai pukul 09.00 WIB di balai kota.';
    expect(claims('Rapat di balai kota dimulai jam 9 pagi.', meeting, 'id')).toEqual([]);
    expect(claims('Rapat di balai kota dimulai pukul 21.00 WIB.', meeting, 'id')).toEqual([
      'figure:21.00',
    ]);
    const evening = 'Konser dimulai pukul 7.30 malam di alun-alun.';
    expect(claims('Konser di alun-alun dimulai pukul 19.30.', evening, 'id')).toEqual([]);
  });

  it('reads midnight in Greek, Hebrew and Finnish words (round h278)', () => {
    const deadline = 'Η προθεσμία λήγει στις 14/4/2026 τα μεσάνυχτα.';
    expect(claims('Η προθεσμία λήγει στις 14/4/2026 στις 00:00.', deadline, 'el')).toEqual([]);
    expect(claims('Η προθεσμία λήγει στις 14/4/2026 στις 23:00.', deadline, 'el')).not.toEqual([]);
    expect(claims('הטיסה ממריאה ב-00:00.', 'הטיסה ממריאה בחצות.', 'he')).toEqual([]);
    const shop = 'Kauppa on auki keskiyöhön asti.';
    expect(claims('Kauppa on auki klo 00.00 asti.', shop, 'fi')).toEqual([]);
  });
});

describe('Catalan parts of the day after "de" and a French "h" with its part of the day (h285)', () => {
  it('reads "a les 9 del vespre" as 21:00 and "5 de la tarda" as 17:00', () => {
    const concert = 'El concert comença a les 21 h a la plaça Major.';
    expect(
      claims('El concert comença a les 9 del vespre a la plaça Major.', concert, 'ca'),
    ).toEqual([]);
    expect(
      claims('El concert comença a les 10 del vespre a la plaça Major.', concert, 'ca'),
    ).not.toEqual([]);
    const shop = 'La botiga obre de 9 a 17 h.';
    expect(claims('La botiga obre de 9 del matí a 5 de la tarda.', shop, 'ca')).toEqual([]);
    expect(claims('La botiga obre de 9 del matí a 6 de la tarda.', shop, 'ca')).not.toEqual([]);
  });

  it('reads "5h de l’après-midi" as 17:00, a bare "5h" as before', () => {
    const shop = 'La boutique est ouverte de 9h à 17h.';
    expect(claims("La boutique est ouverte de 9h à 5h de l'après-midi.", shop, 'fr')).toEqual([]);
    expect(claims("La boutique est ouverte de 9h à 6h de l'après-midi.", shop, 'fr')).toEqual([
      'figure:6h',
    ]);
    expect(claims('La boutique est ouverte de 9h à 5h.', shop, 'fr')).toEqual(['figure:5h']);
  });
});
