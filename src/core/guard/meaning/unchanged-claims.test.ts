/**
 * A thing the source says stays as it is, said to change (unchanged-claims.ts, round thirty-five):
 * stopped where the line's clause shares its subject with the source's clause of no change; the
 * same thing said to stay, and another thing the source says changes, are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const FARES =
  'В Новосибирске с 1 декабря подорожает проезд: поездка в автобусе и трамвае будет стоить 45 рублей вместо 40. Льготные тарифы для пенсионеров и школьников не изменятся.';
const BIKES =
  '서울시는 다음 달 1일부터 따릉이 1시간 이용권 요금을 1,000원에서 1,500원으로 올린다고 밝혔다. 정기권 요금은 그대로 유지된다.';
const GYM =
  'From March the day pass rises to £8. Membership fees for students remain unchanged at £20 a month.';

const negations = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'negation')
    .map((claim) => claim.text);

describe('unsupportedClaims: no change said as a change', () => {
  it('stops the source’s unchanged thing said to rise', () => {
    expect(
      negations('Льготные тарифы для пенсионеров и школьников тоже вырастут.', FARES, 'ru'),
    ).toEqual(['Льготные тарифы для пенсионеров и школьников тоже вырастут']);
    expect(negations('정기권 요금도 함께 오른다.', BIKES, 'ko')).toEqual([
      '정기권 요금도 함께 오른다',
    ]);
    expect(negations('Membership fees for students will rise too.', GYM, 'en')).toEqual([
      'Membership fees for students will rise too',
    ]);
  });

  it('keeps the same thing said to stay, and what the source says changes', () => {
    for (const [line, text, lang] of [
      ['Льготные тарифы для пенсионеров и школьников сохранятся.', FARES, 'ru'],
      ['Проезд в автобусе и трамвае подорожает до 45 рублей.', FARES, 'ru'],
      ['정기권 요금은 그대로이고, 1시간 이용권 요금은 1,500원으로 오른다.', BIKES, 'ko'],
      ['Student membership fees stay the same, while the day pass rises to £8.', GYM, 'en'],
      ['The day pass rises to £8 from March.', GYM, 'en'],
    ] as const) {
      expect(negations(line, text, lang), line).toEqual([]);
    }
  });

  it('reads a report’s "decreased", "eased" as changes, beside its "frozen meals" (h259)', () => {
    const FOODS =
      'Revenue rose as demand for its frozen meals held up. Sales in the snacks division decreased 4 percent to $96 million, while the frozen division grew 12 percent to $240 million. The operating margin was unchanged at 11.2 percent.';
    expect(negations('Snack sales fell 4 percent to $96 million.', FOODS, 'en')).toEqual([]);
    const PRICES =
      'Core inflation, which excludes food and energy, eased to 3.0 percent from 3.2 percent. Services inflation remained high at 4.4 percent, unchanged from August.';
    expect(negations('Core inflation fell to 3.0 percent from 3.2 percent.', PRICES, 'en')).toEqual(
      [],
    );
    // The clause that opens on "unchanged" tells it of the clause before it.
    expect(negations('Services inflation rose to 4.4 percent.', PRICES, 'en')).not.toEqual([]);
  });
});
