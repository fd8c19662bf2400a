/**
 * Lines asked in the reader's language (issue 45): a Japanese or Russian post summed up in English
 * names its teams and people in the Latin script, and a Spanish line writes its own nouns with a
 * capital ("el Mundial"); none of that is a new name. Its figures are still the source's.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const kinds = (line: string, text: string, lang: string, lineLang: string) =>
  unsupportedClaims(
    line,
    claimSource({ text, lang, lineLang, names: ['sportsnews'] }),
    'normal',
  ).map((claim) => `${claim.kind}:${claim.text}`);

const YAKYU = '阪神が巨人に5対3で勝利。佐藤輝明が2本のホームランを打ちました。';
const HOCKEY = 'ЦСКА обыграл СКА со счётом 4:2. Дубль оформил Иван Морозов.';

describe('unsupportedClaims: a country opening a translated line', () => {
  const FRIENDLY = 'Сборная России обыграла Сербию со счётом 3:1 в товарищеском матче в Казани.';

  it('stops a country the source does not name, though the line’s language lists it as a word', () => {
    // English's common words hold "spain" for the country; a first word was read as one.
    expect(kinds('Spain beat Serbia 3-1 in a friendly in Kazan.', FRIENDLY, 'ru', 'en')).toEqual([
      'name:spain',
    ]);
    expect(kinds('Russia beat Serbia 3-1 in a friendly in Kazan.', FRIENDLY, 'ru', 'en')).toEqual(
      [],
    );
    expect(kinds('Serbia lost 3-1 to Russia in Kazan.', FRIENDLY, 'ru', 'en')).toEqual([]);
  });
});

describe('unsupportedClaims: names in a line translated from the source', () => {
  it('does not read a translation’s capitals as names the source lacks', () => {
    expect(kinds('Hanshin beat the Giants 5-3.', YAKYU, 'ja', 'en')).toEqual([]);
    expect(kinds('Ivan Morozov scored twice for CSKA.', HOCKEY, 'ru', 'en')).toEqual([]);
    expect(
      kinds(
        'Estados Unidos organizará el Mundial con Canadá.',
        'The United States will host the World Cup with Canada.',
        'en',
        'es',
      ),
    ).toEqual([]);
  });

  it('still reads the same capitals as names in a line in the source’s language', () => {
    expect(
      kinds(
        'Kirill Kaprizov scored twice for CSKA.',
        'CSKA beat SKA 4-2, Ivan Morozov scored twice.',
        'en',
        'en',
      ),
    ).toEqual(['name:Kaprizov']);
  });

  it('still stops a translation’s figures the source does not hold', () => {
    expect(kinds('Hanshin beat the Giants 6-3.', YAKYU, 'ja', 'en')).toEqual(['figure:6-3']);
  });
});

describe('unsupportedClaims: countries in every script and in the reader’s language', () => {
  const CUP = 'The United States will host the 2026 World Cup with Canada and Mexico.';

  it('stops a country the source does not name, in the reader’s language', () => {
    expect(
      kinds('Estados Unidos organizará el Mundial con Canadá y Brasil.', CUP, 'en', 'es'),
    ).toEqual(['name:brasil']);
    expect(
      kinds('Estados Unidos organizará el Mundial con Canadá y México.', CUP, 'en', 'es'),
    ).toEqual([]);
  });

  it('reads countries where no capital tells a name: Arabic, Hindi, Chinese', () => {
    const cricket = 'भारत ने ऑस्ट्रेलिया को 6 विकेट से हराया।';
    expect(kinds('भारत ने ऑस्ट्रेलिया को छह विकेट से हराया।', cricket, 'hi', 'hi')).toEqual([]);
    expect(kinds('भारत ने पाकिस्तान को 6 विकेट से हराया।', cricket, 'hi', 'hi')).toEqual([
      'name:पाकिस्तान',
    ]);
    expect(kinds('India beat Australia by six wickets.', cricket, 'hi', 'en')).toEqual([]);
    // A word's marks are the word's: "मिलेगी" (will get) is not "माली" (Mali) without them.
    expect(
      kinds('छात्रों को छात्रवृत्ति मिलेगी।', 'राज्य सरकार छात्रों को छात्रवृत्ति देगी।', 'hi', 'hi'),
    ).toEqual([]);
    const zh = '中国和日本签署了新的贸易协定。';
    expect(kinds('中国和韩国签署了新的贸易协定。', zh, 'zh', 'zh')).toEqual(['name:韩国']);
    expect(kinds('China and Japan signed a new trade deal.', zh, 'zh', 'en')).toEqual([]);
    const ar = 'وقعت مصر والأردن اتفاقية جديدة للطاقة.';
    expect(kinds('وقعت مصر و لبنان اتفاقية جديدة للطاقة.', ar, 'ar', 'ar')).toEqual(['name:لبنان']);
  });
});

describe('unsupportedClaims: capitals where capitals tell no name', () => {
  const ISTANBUL = 'İstanbul’da toplu taşıma ücreti 20 TL’ye çıkıyor.';

  it('stops a capital the source does not name, first in its sentence or in German', () => {
    expect(kinds('Ankara’da toplu taşıma ücreti 20 TL’ye çıkıyor.', ISTANBUL, 'tr', 'tr')).toEqual([
      'name:ankara',
    ]);
    const bahn = 'Zwischen Hamburg und Bremen fallen alle ICE aus.';
    expect(kinds('Zwischen Hamburg und Berlin fallen alle ICE aus.', bahn, 'de', 'de')).toEqual([
      'name:berlin',
    ]);
  });

  it('keeps a capital the source names, a word in lower case, and a translation’s capitals', () => {
    expect(kinds('Ankara’da ücret 20 TL.', 'Ankara’da toplu taşıma 20 TL.', 'tr', 'tr')).toEqual(
      [],
    );
    // "praia" is a beach, not Cape Verde's capital.
    expect(
      kinds('A praia estava cheia.', 'A praia de Copacabana estava cheia.', 'pt', 'pt'),
    ).toEqual([]);
    // Capitals are known by their English names: Москва is not read as Moscow.
    expect(
      kinds('Moscow opened three new stations.', 'В Москве открыли 3 новые станции.', 'ru', 'en'),
    ).toEqual([]);
  });
});

describe('unsupportedClaims: an ordinal in the source’s script and in the reader’s', () => {
  it('reads Hindi’s "48वें" as the 48th', () => {
    const cricket = 'विराट कोहली ने 82 रन बनाए और मैच 48वें ओवर में खत्म हुआ।';
    expect(kinds('The match ended in the 48th over.', cricket, 'hi', 'en')).toEqual([]);
    expect(kinds('The match ended in the 49th over.', cricket, 'hi', 'en')).toEqual([
      'figure:49th',
    ]);
    expect(kinds('मैच 49वें ओवर में खत्म हुआ।', cricket, 'hi', 'hi')).toEqual(['figure:49वें']);
  });
});

describe('unsupportedClaims: a currency in a plural its names lack', () => {
  it('reads "3 999 yuans" as the source’s 3999元, and another currency or price still stops', () => {
    const phone = '小米发布新款手机，售价3999元，5月20日上午10点开售。';
    expect(kinds('Xiaomi lance un téléphone à 3 999 yuans.', phone, 'zh', 'fr')).toEqual([]);
    expect(kinds('Xiaomi lance un téléphone à 3 999 euros.', phone, 'zh', 'fr')).toEqual([
      'figure:3 999 euros',
    ]);
    expect(kinds('The phone costs 4,999 yuans.', phone, 'zh', 'en')).toEqual([
      'figure:4,999 yuans',
    ]);
  });
});

describe('unsupportedClaims: a translation’s names in the source’s spelling', () => {
  const ZENIT =
    '«Зенит» обыграл «Спартак» со счётом 2:1 в Санкт-Петербурге. Голы забили Педро и Дуран.';

  it('stops a name a Cyrillic or Indic source does not have in any spelling', () => {
    // The first name is read with its surname, which the names reader stops.
    expect(kinds('Kirill Kaprizov scored twice for CSKA.', HOCKEY, 'ru', 'en')).toEqual([
      'name:Kaprizov',
    ]);
    expect(kinds('Kaprizov scored twice for CSKA.', HOCKEY, 'ru', 'en')).toEqual(['name:Kaprizov']);
    expect(kinds('Zenit won with goals from Pedro and Claudinho.', ZENIT, 'ru', 'en')).toEqual([
      'name:Claudinho',
    ]);
    expect(kinds('Hardik Pandya made 76 runs.', 'रोहित शर्मा ने 76 रन बनाए।', 'hi', 'en')).toEqual([
      'name:Pandya',
    ]);
  });

  it('keeps the source’s names romanised and the translation’s own words', () => {
    expect(
      kinds('Pedro and Durán scored for Zenit in Saint Petersburg.', ZENIT, 'ru', 'en'),
    ).toEqual([]);
    expect(
      kinds(
        'Moscow opened three new stations on the Big Circle Line.',
        'В Москве открыли три новые станции Большой кольцевой линии.',
        'ru',
        'en',
      ),
    ).toEqual([]);
    expect(
      kinds('Goalkeeper Riznyk saved a penalty.', 'Воротар Різник відбив пенальті.', 'uk', 'en'),
    ).toEqual([]);
  });

  it('reads a translation’s capitals against the source romanised, not a Japanese source’s', () => {
    const DUBAI = 'أعلنت هيئة الطرق في دبي عن الخط الأزرق للمترو.';
    expect(kinds('Abu Dhabi’s roads authority announced a Blue Line.', DUBAI, 'ar', 'en')).toEqual([
      'name:abu dhabi',
    ]);
    expect(kinds('Dubai’s roads authority announced a Blue Line.', DUBAI, 'ar', 'en')).toEqual([]);
    expect(
      kinds('Shakhtar beat Dynamo in Kyiv.', 'Шахтар переміг Динамо у Львові.', 'uk', 'en'),
    ).toEqual(['name:kyiv']);
    expect(kinds('Fans in Tokyo cheered Hanshin.', YAKYU, 'ja', 'en')).toEqual([]);
  });
});
