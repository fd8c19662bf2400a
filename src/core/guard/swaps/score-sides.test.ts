/**
 * A score told the other way round (score-sides.ts): the score and both names are the source's,
 * but the sides trade places. The same score with its sides in the source's order, or the sides
 * the other way round with the score too, is the source's result.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const FINAL = 'FULL TIME: Leeds Rhinos 24-18 Wigan Warriors. The Rhinos lift the Challenge Cup.';
const LIGA = 'Final en el Bernabéu: Real Madrid 3-1 Sevilla. Doblete de Vinícius.';
const YAKYU = '阪神が巨人に5対3で勝利。佐藤輝明が2本のホームランを打ちました。';
const HOCKEY = 'ЦСКА обыграл СКА со счётом 4:2. Дубль оформил Иван Морозов.';
const POKAL =
  'Im Europa-Park Stadion besiegten die Breisgauer den VfB Stuttgart mit 2:1 nach Verlängerung.';

describe('unsupportedClaims: a score with its sides reversed', () => {
  it('stops the winner and the loser trading places', () => {
    expect(stopped('Wigan Warriors beat Leeds Rhinos 24-18.', FINAL, 'en')).toEqual(['24-18']);
    expect(stopped('Sevilla ganó 3-1 al Real Madrid.', LIGA, 'es')).toEqual(['3-1']);
    // The doer the post marks as the object is stopped too (marked-role-trades.ts, h264).
    expect(stopped('巨人が阪神に5対3で勝利しました。', YAKYU, 'ja')).toEqual(['巨人', '5対3']);
    // An acronym side is read as the beaten side told winning too (beaten-sides.ts, h264).
    expect(stopped('СКА обыграл ЦСКА со счётом 4:2.', HOCKEY, 'ru')).toEqual(['СКА', '4:2']);
  });

  it('keeps the sides in the source’s order, or the score turned round with them', () => {
    expect(stopped('Leeds Rhinos beat Wigan Warriors 24-18.', FINAL, 'en')).toEqual([]);
    expect(stopped('Wigan Warriors lost 18-24 to Leeds Rhinos.', FINAL, 'en')).toEqual([]);
    expect(stopped('El Real Madrid ganó 3-1 al Sevilla en el Bernabéu.', LIGA, 'es')).toEqual([]);
    expect(stopped('阪神が5対3で巨人に勝ちました。', YAKYU, 'ja')).toEqual([]);
    expect(stopped('ЦСКА победил СКА 4:2.', HOCKEY, 'ru')).toEqual([]);
  });

  it('reads the sides in the reader’s language where it writes the source’s names', () => {
    const asked = (line: string, text: string, lang: string, lineLang: string) =>
      unsupportedClaims(line, claimSource({ text, lang, lineLang }), 'normal').map((c) => c.text);
    expect(asked('Sevilla beat Real Madrid 3-1 at the Bernabéu.', LIGA, 'es', 'en')).toEqual([
      '3-1',
    ]);
    expect(asked('Real Madrid beat Sevilla 3-1 at the Bernabéu.', LIGA, 'es', 'en')).toEqual([]);
    // "Hanshin" is 阪神 in another script: no name shared, no sides read.
    expect(asked('Hanshin beat the Giants 5-3.', YAKYU, 'ja', 'en')).toEqual([]);
  });

  it('reads no sides where a script tells no name apart (Arabic), nor with one side named', () => {
    const cup = 'الأهلي بطلاً لكأس مصر بعد الفوز على الزمالك 2-0 في استاد القاهرة.';
    expect(stopped('فاز الأهلي على الزمالك 2-0 وتوج بكأس مصر.', cup, 'ar')).toEqual([]);
    expect(stopped('The Rhinos won 24-18.', FINAL, 'en')).toEqual([]);
    // A list's names, a comma apart, are no sides: no one beat anyone there.
    expect(stopped('Wigan, Leeds, 24-18', 'Leeds, Wigan, 24-18', 'en')).toEqual([]);
  });

  it('reads both sides after a score written first ("Victoire 31-17 du … face à …", "a 3-1 win for …")', () => {
    const rugby =
      'Victoire 31-17 du Stade Toulousain face à La Rochelle à Ernest-Wallon ! Doublé de Dupont.';
    expect(stopped('La Rochelle s’impose 31-17 face au Stade Toulousain.', rugby, 'fr')).toEqual([
      '31-17',
    ]);
    expect(stopped('Le Stade Toulousain bat La Rochelle 31-17.', rugby, 'fr')).toEqual([]);
    expect(stopped('La Rochelle battue 17-31 par le Stade Toulousain.', rugby, 'fr')).toEqual([]);
    const win = 'A 3-1 win for Arsenal over Chelsea at the Emirates.';
    expect(stopped('Chelsea beat Arsenal 3-1.', win, 'en')).toEqual(['3-1']);
    expect(stopped('Arsenal beat Chelsea 3-1.', win, 'en')).toEqual([]);
  });

  it('reads a clause of losing as naming its loser first, the score either way round', () => {
    const rugby = 'Leeds beat Wigan 24-18 at Headingley on Friday night, their third win in a row.';
    expect(stopped('Wigan lost 24-18 to Leeds at Headingley.', rugby, 'en')).toEqual([]);
    expect(stopped('Wigan lost 18-24 to Leeds.', rugby, 'en')).toEqual([]);
    expect(stopped('Wigan were beaten 24-18 by Leeds.', rugby, 'en')).toEqual([]);
    // "lost" too: Leeds beat Wigan in the same sentence (meaning/tied-opposites.ts).
    expect(stopped('Leeds lost 24-18 to Wigan.', rugby, 'en')).toEqual(['24-18', 'lost']);
    const tennis = 'Sinner batte Alcaraz 6-4 6-3 nella finale di Pechino.';
    expect(stopped('Alcaraz battuto da Sinner 6-4 6-3 a Pechino.', tennis, 'it')).toEqual([]);
    expect(stopped('Sinner battuto da Alcaraz 6-4 a Pechino.', tennis, 'it')).toEqual([
      'Alcaraz',
      '6-4',
    ]);
    const derby = 'El Betis ganó 2-1 al Sevilla en el Villamarín.';
    expect(stopped('El Sevilla perdió 2-1 ante el Betis.', derby, 'es')).toEqual([]);
    // The direction reader reads the win turned into a loss too (language-direction-claims.ts).
    expect(stopped('El Betis perdió 2-1 ante el Sevilla.', derby, 'es')).toEqual([
      '2-1',
      'perdió 2 1 ante',
    ]);
    // A source that names its loser first: St. Pauli lost, so a line saying it won is reversed.
    const pauli = 'Am Wochenende verlor der FC St. Pauli 1:3 gegen Hertha BSC.';
    expect(stopped('Hertha BSC gewann 3:1 beim FC St. Pauli.', pauli, 'de')).toEqual([]);
    expect(stopped('Der FC St. Pauli gewann 3:1 gegen Hertha BSC.', pauli, 'de')).toEqual(['3:1']);
  });

  it('reads a participle of beating after a perfect’s auxiliary as naming the winner first', () => {
    const rugby = 'Leeds beat Wigan 24-18 at Headingley on Friday night, their third win in a row.';
    expect(stopped('Leeds have beaten Wigan 24-18.', rugby, 'en')).toEqual([]);
    expect(stopped('Wigan have beaten Leeds 24-18.', rugby, 'en')).toEqual(['24-18']);
    const tennis = 'Sinner batte Alcaraz 6-4 6-3 nella finale di Pechino.';
    expect(stopped('Sinner ha battuto Alcaraz 6-4 6-3 a Pechino.', tennis, 'it')).toEqual([]);
    expect(stopped('Alcaraz ha battuto Sinner 6-4 6-3 a Pechino.', tennis, 'it')).toEqual([
      'Alcaraz',
      '6-4',
      '6-3',
    ]);
  });

  it('reads the sides one before the score and one after it, past an article', () => {
    const derby = 'El Betis ganó 2-1 al Sevilla en el Villamarín.';
    expect(stopped('El Sevilla ganó 2-1 al Betis en el Villamarín.', derby, 'es')).toEqual([
      'Sevilla',
      '2-1',
    ]);
    expect(stopped('El Betis ganó 2-1 al Sevilla.', derby, 'es')).toEqual([]);
  });
});

describe('unsupportedClaims: a score’s sides in another spelling or after a place', () => {
  const stoppedIn = (line: string, text: string, lang: string, lineLang: string) =>
    unsupportedClaims(line, claimSource({ text, lang, lineLang }), 'normal').map((c) => c.text);

  it('reads a translation’s sides as the source’s names romanised ("CSKA" of "ЦСКА")', () => {
    expect(stoppedIn('SKA beat CSKA 4-2.', HOCKEY, 'ru', 'en')).toEqual(['4-2']);
    expect(stoppedIn('CSKA beat SKA 4-2.', HOCKEY, 'ru', 'en')).toEqual([]);
    expect(stoppedIn('SKA lost 2-4 to CSKA.', HOCKEY, 'ru', 'en')).toEqual([]);
  });

  it('takes no place after the loser for a side ("3-0 van Ajax in De Kuip")', () => {
    const KLASSIEKER = 'Feyenoord wint met 3-0 van Ajax in De Kuip.';
    expect(
      stopped('Klassieker in De Kuip eindigt in 3-0 voor Feyenoord.', KLASSIEKER, 'nl'),
    ).toEqual([]);
    expect(stopped('Ajax wint met 3-0 van Feyenoord in De Kuip.', KLASSIEKER, 'nl')).toEqual([
      '3-0',
    ]);
  });

  it('reads no German noun as a side: "nach Verlängerung" is no team', () => {
    const line = 'Mit 2:1 nach Verlängerung gewinnt der Sportclub gegen Stuttgart.';
    expect(stopped(line, POKAL, 'de')).toEqual([]);
    expect(stopped('Der VfB Stuttgart besiegte die Breisgauer mit 2:1.', POKAL, 'de')).toEqual([
      '2:1',
    ]);
  });

  it('reads a side the source or the line gives a case’s ending as that side (round fifteen)', () => {
    const MECCS = 'A Ferencváros 3–1-re legyőzte a Debrecent vasárnap.';
    expect(stoppedIn('Debrecen beat Ferencváros 3-1 on Sunday.', MECCS, 'hu', 'en')).toEqual([
      '3-1',
    ]);
    expect(stoppedIn('Ferencváros beat Debrecen 3-1 on Sunday.', MECCS, 'hu', 'en')).toEqual([]);
    expect(stopped('A Debrecen 3–1-re legyőzte a Ferencvárost.', MECCS, 'hu')).toEqual(['3–1']);
    expect(stopped('A Ferencváros 3–1-re nyert a Debrecen ellen.', MECCS, 'hu')).toEqual([]);
  });
});

describe('unsupportedClaims: a score between countries where no capital tells a name', () => {
  const VOLLEY = 'تیم ملی والیبال ایران در لیگ ملت‌ها ژاپن را ۳ بر ۱ شکست داد.';
  const FOOTBALL = 'فاز منتخب مصر على المغرب 2-1 في نصف النهائي.';

  it('stops two countries trading places in a Persian or Arabic result (round fourteen)', () => {
    // The line's digits are read as Western ones: the figure is shown so.
    expect(stopped('ژاپن در لیگ ملت‌ها ایران را ۳ بر ۱ شکست داد.', VOLLEY, 'fa')).toEqual([
      '3 بر 1',
    ]);
    expect(stopped('فاز منتخب المغرب على مصر 2-1.', FOOTBALL, 'ar')).toEqual(['2-1']);
  });

  it('keeps the countries in the source’s order, however the clause is reworded', () => {
    expect(stopped('ایران در لیگ ملت‌ها ژاپن را ۳ بر ۱ برد.', VOLLEY, 'fa')).toEqual([]);
    expect(stopped('در لیگ ملت‌ها، ایران ۳ بر ۱ ژاپن را شکست داد.', VOLLEY, 'fa')).toEqual([]);
    expect(stopped('في نصف النهائي فاز منتخب مصر على المغرب 2-1.', FOOTBALL, 'ar')).toEqual([]);
  });
});
