/** A Japanese verb's form of a stem the source writes is no name (okurigana-forms.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { isOkuriganaForm } from './okurigana-forms.ts';

const rent =
  '不動産情報サービス「すまいデータ」によると、10月の東京23区のシングル向け賃貸マンション(30平方メートル以下)の平均家賃は10万2450円で、前年同月比8.3%上昇し、14か月連続で過去最高を更新した。ファミリー向け(50〜70平方メートル)は23万1800円で、前年同月比12.1%上昇した。一方、大阪市のシングル向けは6万8900円で、前年同月比0.6%下落した。同社は「都心の新築供給が少なく、上昇はしばらく続く」とみている。';
const stopped = (line: string) =>
  unsupportedClaims(line, claimSource({ text: rent, lang: 'ja' }), 'normal').map(
    (claim) => claim.text,
  );

describe('isOkuriganaForm', () => {
  it('keeps a line that says the source’s fall with the native verb', () => {
    expect(stopped('大阪市のシングル向けは前年同月比0.6%下がり、6万8900円だった。')).toEqual([]);
  });

  it('still stops a place put in the source’s', () => {
    expect(
      stopped('一方、名古屋市のシングル向けは6万8900円で、前年同月比0.6%下落した。'),
    ).not.toEqual([]);
  });

  it('reads kanji then hiragana whose kanji the source writes, in Japanese only', () => {
    expect(isOkuriganaForm('下がり', rent, 'ja')).toBe(true);
    expect(isOkuriganaForm('広がり', rent, 'ja')).toBe(false);
    expect(isOkuriganaForm('下落', rent, 'ja')).toBe(false);
    expect(isOkuriganaForm('下がり', rent, 'zh')).toBe(false);
  });
});
