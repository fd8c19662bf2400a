/**
 * A figure a line works out from two of the source's without stating them (figure-steps.ts), read
 * by unsupportedClaims: the step of one change the source writes, and a sum the line says it
 * adds, hold; another figure, a step between two counts side by side, or a sum the line does not
 * say it adds, is stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string, mode: 'normal' | 'thread' = 'normal') =>
  unsupportedClaims(line, claimSource({ text, lang }), mode)
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const RENT =
  'Me suben el alquiler en Madrid de 950€ a 1.200€ al mes. Cobro 1.400€. Es decir, me quedan 200€ para vivir.';
const PATCH =
  "VALORANT 10.05 yaması yayında! Jett'in atılma süresi 12 saniyeden 18 saniyeye çıktı, Vandal fiyatı 2.900 kredi oldu.";
const FARES =
  'From 1 April the day ticket goes from £4.50 to £5.20, and the weekly ticket from 18 to 21 pounds. Under-19s pay £2.';
const WOLSE =
  '서울 마포구 원룸 월세가 보증금 1000만 원에 월 85만 원이래요… 월급 250만 원인데 관리비 10만 원 따로.';
const TOUR =
  'Singer Olivia Bennett announced her world tour: 42 shows across 18 countries, from $65. Grève: 1 TGV sur 3.';
const PRIZE = 'He earned €30,000 for the win plus a €10,000 bonus for running under 2:03.';

describe('a step of one change the source writes', () => {
  it('keeps the step however the line says it, and wherever the source puts its ends', () => {
    expect(figures('La subida es de 250 euros al mes.', RENT, 'es')).toEqual([]);
    expect(figures('Le suben el alquiler 250 € de golpe.', RENT, 'es')).toEqual([]);
    expect(figures("Jett'in atılma bekleme süresi 6 saniye uzadı.", PATCH, 'tr', 'thread')).toEqual(
      [],
    );
    expect(figures('The day ticket rises by £0.70 in April.', FARES, 'en')).toEqual([]);
    expect(figures('The weekly ticket is 3 pounds dearer from April.', FARES, 'en')).toEqual([]);
  });

  it('stops another step', () => {
    expect(figures('La subida es de 300 euros al mes.', RENT, 'es')).toEqual(['300 euros']);
    expect(figures("Jett'in atılma süresi 8 saniye uzadı.", PATCH, 'tr', 'thread')).toEqual([
      '8 saniye',
    ]);
    expect(figures('The weekly ticket is 4 pounds dearer from April.', FARES, 'en')).toEqual([
      '4 pounds',
    ]);
  });

  it('stops a difference of two figures that are no change: counts side by side, two sums', () => {
    expect(figures('The tour has 24 shows.', TOUR, 'en')).toEqual(['24']);
    expect(figures('Un TGV sur deux circulera jeudi.', TOUR, 'fr')).toEqual(['deux']);
    expect(figures('He collected a €20,000 bonus.', PRIZE, 'en')).toEqual(['€20,000']);
  });
});

describe('a sum the line says it adds', () => {
  it('keeps the sum of two of the source’s figures in a line that adds them', () => {
    expect(figures('월세와 관리비를 합치면 한 달에 95만 원입니다.', WOLSE, 'ko')).toEqual([]);
    expect(figures('월세와 관리비를 합쳐 95만 원이 나갑니다.', WOLSE, 'ko')).toEqual([]);
    expect(figures('He took home €40,000 in total.', PRIZE, 'en')).toEqual([]);
    expect(figures('Combined, the prize and bonus came to €40,000.', PRIZE, 'en')).toEqual([]);
  });

  it('stops another sum, and a sum the line does not say it adds', () => {
    expect(figures('월세와 관리비를 합치면 한 달에 96만 원입니다.', WOLSE, 'ko')).toEqual([
      '96만 원입니다',
    ]);
    expect(figures('월세가 한 달에 95만 원입니다.', WOLSE, 'ko')).toEqual(['95만 원입니다']);
    expect(figures('He took home €50,000 in total.', PRIZE, 'en')).toEqual(['€50,000']);
    expect(figures('He won €40,000 for the win.', PRIZE, 'en')).toEqual(['€40,000']);
  });
});
