import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

/** The figures the guard stops in a Normal line of a text in `lang`. */
const figures = (text: string, lang: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const AHV =
  'Das Rentenalter der Frauen steigt damit ab 2028 schrittweise von 64 auf 65 Jahre. Das Museum ist von 9 bis 17 Uhr geöffnet.';
const RETRAITE = 'L’âge légal de départ passe de 62 à 64 ans. Les syndicats protestent.';
const BIGLIETTO = 'Il prezzo del biglietto sale da 12 a 15 euro dal primo marzo.';
const TSENA = 'Цена проезда выросла с 40 до 45 рублей.';
const PRIJS = 'De prijs van een kaartje stijgt van 4 naar 6 euro.';
const TUIXIU = '退休年龄从60岁提高到63岁。';
const TEINEN = '定年を60歳から65歳に引き上げる。';
const JEONGNYEON = '정년을 60세에서 65세로 연장한다.';
const TAQAUD = 'سن التقاعد يرتفع من 60 إلى 65 عاما.';

describe("a change's ends told the other way round, in the source's language", () => {
  it.each([
    [AHV, 'de', 'Frauen gehen ab 2028 schrittweise erst mit 64 statt mit 65 in Rente.', '64'],
    [AHV, 'de', 'Das Museum ist von 17 bis 9 Uhr geöffnet.', '17 bis 9 Uhr'],
    [RETRAITE, 'fr', 'L’âge de départ sera de 62 ans au lieu de 64.', '62 ans'],
    [RETRAITE, 'fr', 'L’âge passe de 64 à 62 ans.', '64 à 62 ans'],
    [BIGLIETTO, 'it', 'Il biglietto costa 12 euro invece di 15.', '12 euro'],
    [TSENA, 'ru', 'Проезд теперь стоит 40 рублей вместо 45.', '40 рублей'],
    [PRIJS, 'nl', 'Een kaartje kost voortaan 4 euro in plaats van 6.', '4 euro'],
    [TUIXIU, 'zh', '退休年龄从63岁降到60岁。', '63'],
    [TEINEN, 'ja', '定年を65歳から60歳に引き下げる。', '65'],
    [JEONGNYEON, 'ko', '정년을 65세에서 60세로 단축한다.', '65'],
    [TAQAUD, 'ar', 'سن التقاعد ينخفض من 65 إلى 60 عاما.', '65 إلى 60'],
  ])('stops it: %s / %s / %s', (text, lang, line, stopped) => {
    expect(figures(text, lang, line)).toContain(stopped);
  });

  it.each([
    // The same ends in the same order, said with "instead of", "before", or as a span's dash.
    [AHV, 'de', 'Frauen gehen ab 2028 schrittweise erst mit 65 statt mit 64 in Rente.'],
    [AHV, 'de', 'Das Rentenalter der Frauen steigt auf 65 Jahre (vorher 64).'],
    [AHV, 'de', 'Das Museum ist 9-17 Uhr geöffnet.'],
    [RETRAITE, 'fr', 'L’âge de départ sera de 64 ans au lieu de 62.'],
    [RETRAITE, 'fr', 'L’âge légal passe de 62 à 64 ans.'],
    [BIGLIETTO, 'it', 'Il biglietto costa 15 euro invece di 12 dal primo marzo.'],
    [TSENA, 'ru', 'Проезд теперь стоит 45 рублей вместо 40.'],
    [PRIJS, 'nl', 'Een kaartje kost voortaan 6 euro in plaats van 4.'],
    [TUIXIU, 'zh', '退休年龄从60岁提高到63岁。'],
    [TEINEN, 'ja', '定年を60歳から65歳に引き上げる。'],
    [JEONGNYEON, 'ko', '정년을 60세에서 65세로 연장한다.'],
    [TAQAUD, 'ar', 'سن التقاعد يرتفع من 60 إلى 65 عاما.'],
  ])('keeps the faithful twin: %s / %s / %s', (text, lang, line) => {
    expect(figures(text, lang, line)).toEqual([]);
  });

  it('keeps either order where the source goes there and back', () => {
    const BOTH = 'Der Preis stieg im Mai von 4 auf 6 Euro und fiel im Juni von 6 auf 4 Euro.';
    expect(figures(BOTH, 'de', 'Im Juni fiel der Preis von 6 auf 4 Euro.')).toEqual([]);
    expect(figures(BOTH, 'de', 'Im Juni kostete es 4 Euro statt 6 Euro.')).toEqual([]);
  });
});
