/**
 * Number words in the languages people write (issue 44, item 2): invented number words in Dutch,
 * Russian, Polish, Korean, Arabic and Hindi passed; a Spanish post tagged "en" had its own
 * "treinta" written as "30" stopped while an invented "cincuenta" passed; a lone 十, 百 or 千 was
 * never a figure. The words come from n2words (scripts/number-lexicons.test.ts shows every number
 * it spells is read back); here, the guard with them.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const claims = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

/** A post stating 42 in digits, the same line with 42 in words, and an invented 50 in words. */
const LANGUAGES: Array<[lang: string, post: string, faithful: string, invented: string]> = [
  ['es', 'Vinieron 42 personas.', 'Vinieron cuarenta y dos personas.', 'cincuenta'],
  ['fr', 'Il y avait 42 personnes.', 'Il y avait quarante-deux personnes.', 'cinquante'],
  ['de', 'Es kamen 42 Menschen.', 'Es kamen zweiundvierzig Menschen.', 'fünfzig'],
  ['pt', 'Vieram 42 pessoas.', 'Vieram quarenta e duas pessoas.', 'cinquenta'],
  ['it', 'Sono arrivate 42 persone.', 'Sono arrivate quarantadue persone.', 'cinquanta'],
  ['nl', 'Er kwamen 42 mensen.', 'Er kwamen tweeënveertig mensen.', 'vijftig'],
  ['sv', 'Det kom 42 personer.', 'Det kom fyrtiotvå personer.', 'femtio'],
  ['pl', 'Przyszły 42 osoby.', 'Przyszły czterdzieści dwie osoby.', 'pięćdziesiąt'],
  ['cs', 'Přišlo 42 lidí.', 'Přišlo čtyřicet dva lidí.', 'padesát'],
  ['ro', 'Au venit 42 de oameni.', 'Au venit patruzeci și doi de oameni.', 'cincizeci'],
  ['tr', 'Toplantıya 42 kişi geldi.', 'Toplantıya kırk iki kişi geldi.', 'elli'],
  ['id', 'Ada 42 orang datang.', 'Ada empat puluh dua orang datang.', 'lima puluh'],
  ['vi', 'Có 42 người đã đến.', 'Có bốn mươi hai người đã đến.', 'năm mươi'],
  ['ru', 'Пришли 42 человека.', 'Пришли сорок два человека.', 'пятьдесят'],
  ['uk', 'Прийшли 42 людини.', 'Прийшли сорок дві людини.', "п'ятдесят"],
  ['el', 'Ήρθαν 42 άνθρωποι.', 'Ήρθαν σαράντα δύο άνθρωποι.', 'πενήντα'],
  ['ar', 'حضر 42 شخصا.', 'حضر اثنان وأربعون شخصا.', 'خمسون'],
  ['he', 'הגיעו 42 אנשים.', 'הגיעו ארבעים ושתים אנשים.', 'חמישים'],
  ['hi', 'सभा में 42 लोग आए।', 'सभा में बयालीस लोग आए।', 'पचास'],
  ['ko', '모임에 42 명이 왔다.', '모임에 사십이 명이 왔다.', '오십'],
  ['ja', '昨日は42人が来た。', '昨日は四十二人が来た。', '五十'],
  ['zh', '昨天来了42人。', '昨天来了四十二人。', '五十'],
];

describe('unsupportedClaims: number words in the post’s language', () => {
  it.each(LANGUAGES)(
    '%s: keeps 42 in words, stops an invented 50',
    (lang, post, faithful, invented) => {
      expect(claims(faithful, post, lang)).toEqual([]);
      // The faithful line with one more number, the invented one, after it.
      expect(claims(`${faithful} ${invented}.`, post, lang)).toEqual([`figure:${invented}`]);
    },
  );

  it.each(LANGUAGES)(
    '%s: keeps 42 in digits for a post that says it in words',
    (lang, post, faithful) => {
      expect(claims(post, faithful, lang)).toEqual([]);
    },
  );

  it('reads a line’s number words in its own script without a tag (Cyrillic, Arabic, Hangul)', () => {
    expect(claims('Пришли пятьдесят человек.', 'Пришли 42 человека.')).toEqual([
      'figure:пятьдесят',
    ]);
    expect(claims('حضر خمسون شخصا.', 'حضر 42 شخصا.')).toEqual(['figure:خمسون']);
    expect(claims('모임에 오십 명이 왔다.', '모임에 42 명이 왔다.')).toEqual(['figure:오십']);
  });
});

describe('unsupportedClaims: a post in another language than its tag says', () => {
  const POST = 'Vinieron treinta personas a la fiesta del pueblo.';

  it('reads a Spanish post tagged "en" in Spanish: its "treinta" holds "30", "cincuenta" is stopped', () => {
    expect(claims('Vinieron 30 personas a la fiesta.', POST, 'en')).toEqual([]);
    expect(claims('Vinieron cincuenta personas a la fiesta.', POST, 'en')).toEqual([
      'figure:cincuenta',
    ]);
  });

  it('does the same for a short untagged Spanish paste', () => {
    expect(claims('Vinieron 30 personas.', 'Vinieron treinta personas.')).toEqual([]);
    expect(claims('Vinieron cincuenta personas.', 'Vinieron treinta personas.')).toEqual([
      'figure:cincuenta',
    ]);
  });

  it('reads a source’s number word in any language, and an English line in English only', () => {
    expect(claims('They had 12 ideas.', 'They had zwölf ideas, she wrote.')).toEqual([]);
    // "once" is eleven in Spanish; an English line's "once" states no figure.
    expect(claims('Once again the council met.', 'The council met on Monday.')).toEqual([]);
    expect(claims('The pub has one cook on Monday.', 'The pub opened on Monday.')).toEqual([]);
  });
});

describe('unsupportedClaims: Japanese and Chinese numerals alone', () => {
  it('reads a lone 十, 百, 千 or 万 as a figure, in the source and in a line', () => {
    expect(claims('1000本の桜が咲いた。', '千本の桜が咲いた。', 'ja')).toEqual([]);
    expect(claims('百名が参加した。', '120名が参加した。', 'ja')).toEqual(['figure:百']);
    expect(claims('120名が参加した。', '百名が参加した。', 'ja')).toEqual(['figure:120']);
    expect(claims('10人が来た。', '十人が来た。', 'ja')).toEqual([]);
    expect(claims('万人が来た。', '1万人が来た。', 'ja')).toEqual([]);
    expect(claims('千人が来た。', '百人が来た。', 'zh')).toEqual(['figure:千']);
  });

  it('reads no figure in 一 alone (one, a) nor in 十分 (enough)', () => {
    expect(claims('一緒に行きました。十分な準備でした。', '駅に行きました。', 'ja')).toEqual([]);
    expect(claims('1人が来た。', '一人が来た。', 'ja')).toEqual([]);
  });

  it('reads the formal numerals of n2words’ Chinese (壹贰叁, 拾佰仟)', () => {
    expect(claims('合同金额为42元。', '合同金额为肆拾贰元。', 'zh')).toEqual([]);
    expect(claims('合同金额为50元。', '合同金额为肆拾贰元。', 'zh')).toEqual(['figure:50元']);
  });
});

describe('unsupportedClaims: words that are numbers only inside a longer one', () => {
  it('states no figure with an article or "one of", in any language read', () => {
    expect(claims('It was one of the best nights.', 'The quiz was fun.')).toEqual([]);
    expect(claims('Un magasin neuf, plein.', 'Le magasin était plein.', 'fr')).toEqual([]);
    expect(claims('Wir tranken einen Kaffee.', 'Wir waren im Café.', 'de')).toEqual([]);
    expect(claims('Pedimos una mesa.', 'Fuimos al bar.', 'es')).toEqual([]);
    // A Korean syllable that is a number is also "this", "day", "four": no figure alone.
    expect(claims('이 사람이 왔다.', '모임에 사람이 왔다.', 'ko')).toEqual([]);
  });

  it('still reads the same words as a source’s figures: "one person" holds "1 person"', () => {
    expect(claims('Only 1 person came.', 'Only one person came.')).toEqual([]);
    expect(claims('Wir tranken 1 Kaffee.', 'Wir tranken einen Kaffee.', 'de')).toEqual([]);
  });
});

describe('unsupportedClaims: ten thousands with what is less than them', () => {
  it('reads "4万2千", "1만 2천" and "3万5000" as one number, as "42,000" writes it', () => {
    const claimsOf = (line: string, text: string, lang: string) =>
      unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);
    expect(
      claimsOf('甲子園には42,000人が集まりました。', '甲子園には4万2千人が集まりました。', 'ja'),
    ).toEqual([]);
    expect(
      claimsOf('티켓 12,000석이 매진됐다.', '티켓 1만 2천 석은 5분 만에 매진됐다.', 'ko'),
    ).toEqual([]);
    expect(claimsOf('35,000人が集まりました。', '3万5000人が集まりました。', 'ja')).toEqual([]);
    expect(
      claimsOf('甲子園には4万3千人が集まりました。', '甲子園には42,000人が集まりました。', 'ja'),
    ).toEqual(['4万3千']);
    expect(
      claimsOf('甲子園には40,000人が集まりました。', '甲子園には4万2千人が集まりました。', 'ja'),
    ).toEqual(['40,000']);
  });
});
