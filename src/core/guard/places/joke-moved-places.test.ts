/**
 * A place a Troll or Meme line put in the place of the post's (joke-moved-places.ts, and
 * place-heads.ts's replacedHeads where no capital tells a name): round thirty-six's "В Петербурге
 * 25 сантиметров снега", "vendido en Don Benito, el 79432" and "부산 아시아드경기장" were kept. A
 * joke may name a place beside the post's, or far from its fact; the post's own place is kept.
 * Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const SNOW =
  'В Казани за ночь выпало 30 сантиметров снега — это рекорд для декабря. На улицы вывели 800 снегоуборщиков.';
const LOTTERY =
  'El premio de 5 millones ha caído en el número 48213, vendido en la administración de Puerto Lumbreras (Murcia).';
const MARKET =
  'Il mercatino di Natale apre a Bolzano con 120 casette di legno. Ingresso libero fino al 6 gennaio.';
const STADIUM = '밴드 새봄이 10월 3일 인천 문학경기장에서 공연한다. 약 4만 명이 올 것으로 보인다.';

const claims = (line: string, text: string, lang: string, mode: 'troll' | 'meme' = 'troll') =>
  unsupportedClaims(line, claimSource({ text, lang }), mode).map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe("a joke's place in the post's stead", () => {
  it("stops another place told with the post's figure, where the line names none of the post's", () => {
    expect(claims('В Самаре 30 сантиметров снега за ночь, рекорд декабря ❄️', SNOW, 'ru')).toEqual([
      'name:Самаре',
    ]);
    expect(claims('48213 vendido en Lorca, y yo sin décimo 😭', LOTTERY, 'es', 'meme')).toEqual([
      'name:Lorca',
    ]);
    expect(claims('A Merano 120 casette di legno e zero parcheggi 🎄', MARKET, 'it')).toEqual([
      'name:Merano',
    ]);
  });

  it("stops a stadium of the post's kind named in place of the post's", () => {
    expect(claims('4만 명이 부산 사직경기장으로 간다고? 잔디 살려 ㅋㅋ', STADIUM, 'ko')).toEqual([
      'name:사직경기장',
    ]);
  });

  it("keeps the post's place, and a joke's place beside it or away from the post's figure", () => {
    expect(claims('В Казани 30 сантиметров снега за ночь, рекорд декабря ❄️', SNOW, 'ru')).toEqual(
      [],
    );
    expect(
      claims('30 сантиметров снега в Казани? В Сибири это называют лёгкой пылью 😎', SNOW, 'ru'),
    ).toEqual([]);
    expect(
      claims('Puerto Lumbreras con el 48213, más suerte que en Las Vegas 🎰', LOTTERY, 'es'),
    ).toEqual([]);
    expect(
      claims(
        '120 casette a Bolzano: Babbo Natale trasferisce la sede da Rovaniemi 🎅',
        MARKET,
        'it',
      ),
    ).toEqual([]);
    expect(claims('인천 문학경기장에 4만 명? 잠실야구장보다 붐비겠네 ㅋㅋ', STADIUM, 'ko')).toEqual(
      [],
    );
  });
});
