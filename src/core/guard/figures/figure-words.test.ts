/**
 * A currency as the reader's language names it (figure-words.ts, round fourteen): a Hebrew post's
 * "45 מיליון ₪" is "NIS 45 million" in an English card, as news in English writes the shekel.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'he', lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('the shekel by its names', () => {
  const text = 'מועצת העיר אישרה אמש תקציב של 45 מיליון ₪ לשבילי אופניים.';

  it('holds "NIS 45 million" and "45 million shekels" of "45 מיליון ₪"', () => {
    expect(claims('The council approved NIS 45 million for bike lanes.', text)).toEqual([]);
    expect(claims('The council approved 45 million shekels for bike lanes.', text)).toEqual([]);
  });

  it('still stops another sum or another currency', () => {
    expect(claims('The council approved NIS 54 million for bike lanes.', text)).toEqual([
      'figure:NIS 54 million',
    ]);
    expect(claims('The council approved $45 million for bike lanes.', text)).toEqual([
      'figure:$45 million',
    ]);
  });

  it('reads a Hebrew line’s "שקלים" as the shekel too', () => {
    const own = (line: string) =>
      unsupportedClaims(line, claimSource({ text, lang: 'he' }), 'normal').map(
        (claim) => `${claim.kind}:${claim.text}`,
      );
    expect(own('התקציב הוא 45 מיליון שקלים.')).toEqual([]);
  });
});

describe('a percentage written as its word, in round sixteen’s languages', () => {
  const claimsIn = (line: string, text: string, lang: string) =>
    unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
      (claim) => `${claim.kind}:${claim.text}`,
    );

  it('reads Tamil "சதவீதம்" after a number as the source’s "40%"', () => {
    const text = 'இது தற்போதைய முறைகளை விட 40% குறைவான மின்சாரத்தைப் பயன்படுத்துகிறது.';
    expect(claimsIn('இது 40 சதவீதம் குறைவான மின்சாரத்தைப் பயன்படுத்துகிறது.', text, 'ta')).toEqual([]);
    expect(claimsIn('இது 60 சதவீதம் குறைவான மின்சாரத்தைப் பயன்படுத்துகிறது.', text, 'ta')).toEqual([
      'figure:60 சதவீதம்',
    ]);
  });

  it('reads Croatian "posto" and Tagalog "porsiyento" as percent', () => {
    const croatian = 'Cijene su porasle za 12% u odnosu na prošlu godinu.';
    expect(claimsIn('Cijene su porasle 12 posto.', croatian, 'hr')).toEqual([]);
    expect(claimsIn('Cijene su porasle 21 posto.', croatian, 'hr')).toEqual(['figure:21 posto']);
    const tagalog = 'Tumaas ng 8% ang presyo ng bigas ngayong buwan.';
    expect(claimsIn('Tumaas ng 8 porsiyento ang presyo ng bigas.', tagalog, 'tl')).toEqual([]);
  });
});

describe('a range and a currency as Spanish and Turkish write them (round twenty-two)', () => {
  const claimsOf = (line: string, text: string, lang: string) =>
    unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
      (claim) => `${claim.kind}:${claim.text}`,
    );

  it('reads "del 20 al 40 %" as a range of percentages, its sign written once', () => {
    const sale = 'Del 12/03 al 24/03, descuentos del 20 al 40 % en toda la tienda.';
    expect(claimsOf('Hay descuentos de entre el 20 % y el 40 %.', sale, 'es')).toEqual([]);
    expect(claimsOf('Las rebajas van del 12 al 24 de marzo.', sale, 'es')).toEqual([]);
    expect(claimsOf('Hay descuentos de entre el 30 % y el 40 %.', sale, 'es')).toEqual([
      'figure:30 %',
    ]);
  });

  it('reads Turkish "avro" as the euro, and keeps it apart from the dollar', () => {
    const budget = 'Yeni otobüsler için 12 milyon euro kredi alınacak.';
    expect(
      claimsOf('Yeni otobüsler için 12 milyon avroluk kredi kullanılacak.', budget, 'tr'),
    ).toEqual([]);
    expect(claimsOf('Yeni otobüsler için 12 milyon dolar kredi alınacak.', budget, 'tr')).toEqual([
      'figure:12 milyon dolar',
    ]);
  });
});

describe('a range as Portuguese writes it with "a" joined to the article (round thirty-three)', () => {
  const claimsOf = (line: string, text: string) =>
    unsupportedClaims(line, claimSource({ text, lang: 'pt' }), 'normal').map(
      (claim) => `${claim.kind}:${claim.text}`,
    );
  const rents = 'A Câmara aprovou 1.200 casas de renda acessível. Rendas entre 150 e 600 euros.';

  it('reads "dos 150 aos 600 euros" as the source’s range, its currency written once', () => {
    expect(claimsOf('As rendas vão dos 150 aos 600 euros.', rents)).toEqual([]);
    expect(claimsOf('Rendas dos 150 aos 600 euros por casa.', rents)).toEqual([]);
  });

  it('stops either end changed', () => {
    expect(claimsOf('As rendas vão dos 150 aos 900 euros.', rents)).toEqual([
      'figure:150 aos 900 euros',
    ]);
    expect(claimsOf('As rendas vão dos 250 aos 600 euros.', rents)).toEqual([
      'figure:250 aos 600 euros',
    ]);
  });
});

describe('Hindi’s "फीसदी" (per cent), as often written as "प्रतिशत" (round thirty-seven)', () => {
  const council = 'लखनऊ नगर निगम की बोर्ड बैठक में बुधवार को गृहकर पर 10% छूट का प्रस्ताव पास हुआ।';
  const stoppedIn = (line: string) =>
    unsupportedClaims(line, claimSource({ text: council, lang: 'hi' }), 'normal').map(
      (claim) => claim.text,
    );

  it('reads the number before it as a percentage', () => {
    expect(stoppedIn('नगर निगम बोर्ड ने गृहकर में 10 फीसदी छूट का प्रस्ताव पास किया।')).toEqual([]);
    expect(stoppedIn('नगर निगम बोर्ड ने गृहकर में 15 फ़ीसदी छूट का प्रस्ताव पास किया।')).toEqual([
      '15 फ़ीसदी',
    ]);
  });
});

describe('the taka\'s sign "৳" before its amount (h273)', () => {
  const stoppedIn = (line: string, text: string, lang: string) =>
    unsupportedClaims(line, claimSource({ text, lang }), 'normal')
      .filter((claim) => claim.kind === 'figure')
      .map((claim) => claim.text);

  it('reads "৳500" as 500 taka, either way round', () => {
    const fish = 'ঢাকায় ইলিশের দাম কেজিপ্রতি ৳500 ছাড়িয়েছে।';
    expect(stoppedIn('ঢাকায় ইলিশের দাম কেজিপ্রতি ৫০০ টাকা ছাড়িয়েছে।', fish, 'bn')).toEqual([]);
    expect(stoppedIn('ঢাকায় ইলিশের দাম কেজিপ্রতি ৬০০ টাকা ছাড়িয়েছে।', fish, 'bn')).toEqual(['600 টাকা']);
    const hilsa = 'A kilo of hilsa now costs 1,200 taka in the markets.';
    expect(stoppedIn('Hilsa costs ৳1,200 a kilo in the markets.', hilsa, 'en')).toEqual([]);
    expect(stoppedIn('Hilsa costs $1,200 a kilo in the markets.', hilsa, 'en')).toEqual(['$1,200']);
  });
});
