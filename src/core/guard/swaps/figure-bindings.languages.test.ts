/**
 * What a figure counts, in the languages the guard reads besides English, Spanish, German and
 * French (figure-bindings.ts, figure-phrase-words.ts): a measure moved to another of the source's
 * places is stopped, its own place kept, a swap named by both its figures, and a change's verb binds
 * nothing. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

/** A city 1.5 °C warmer, cooled 0.4 °C by trees: the line moves 1.5 °C to the cooling, or not. */
const TREES: readonly [lang: string, source: string, moved: string, kept: string][] = [
  [
    'pt',
    'As cidades eram em média 1,5 °C mais quentes que os arredores. Aumentar a cobertura arbórea para 30% resfriaria as cidades em 0,4 °C em média.',
    'Mais árvores resfriariam as cidades em 1,5 °C.',
    'Mais árvores resfriariam as cidades em 0,4 °C.',
  ],
  [
    'it',
    'Le città erano in media 1,5 °C più calde dei dintorni. Portare la copertura arborea al 30% raffredderebbe le città di 0,4 °C in media.',
    'Più alberi raffredderebbero le città di 1,5 °C.',
    'Più alberi raffredderebbero le città di 0,4 °C.',
  ],
  [
    'nl',
    'Steden waren gemiddeld 1,5 °C warmer dan hun omgeving. Meer bomen, tot 30% bedekking, zouden steden gemiddeld 0,4 °C afkoelen.',
    'Meer bomen zouden steden 1,5 °C afkoelen.',
    'Meer bomen zouden steden 0,4 °C afkoelen.',
  ],
  [
    'pl',
    'Miasta były średnio o 1,5 °C cieplejsze od okolic. Zwiększenie zadrzewienia do 30% schłodziłoby miasta o 0,4 °C.',
    'Więcej drzew schłodziłoby miasta o 1,5 °C.',
    'Więcej drzew schłodziłoby miasta o 0,4 °C.',
  ],
  [
    'ru',
    'Города были в среднем на 1,5 °C теплее окрестностей. Рост озеленения до 30% охладил бы города на 0,4 °C.',
    'Больше деревьев охладило бы города на 1,5 °C.',
    'Больше деревьев охладило бы города на 0,4 °C.',
  ],
  [
    'uk',
    'Міста були в середньому на 1,5 °C теплішими за околиці. Збільшення озеленення до 30% охолодило б міста на 0,4 °C.',
    'Більше дерев охолодило б міста на 1,5 °C.',
    'Більше дерев охолодило б міста на 0,4 °C.',
  ],
  [
    'sv',
    'Städerna var i snitt 1,5 °C varmare än omgivningen. Mer träd, upp till 30 % täckning, skulle kyla städerna med 0,4 °C.',
    'Fler träd skulle kyla städerna med 1,5 °C.',
    'Fler träd skulle kyla städerna med 0,4 °C.',
  ],
  [
    'id',
    'Kota rata-rata 1,5 °C lebih panas dari sekitarnya. Menambah tutupan pohon hingga 30% akan mendinginkan kota sebesar 0,4 °C.',
    'Lebih banyak pohon akan mendinginkan kota sebesar 1,5 °C.',
    'Lebih banyak pohon akan mendinginkan kota sebesar 0,4 °C.',
  ],
  [
    'tr',
    'Şehirler çevrelerinden ortalama 1,5 °C daha sıcaktı. Ağaç örtüsünü %30 artırmak şehirleri 0,4 °C serinletir.',
    'Daha fazla ağaç şehirleri 1,5 °C serinletir.',
    'Daha fazla ağaç şehirleri 0,4 °C serinletir.',
  ],
  [
    'vi',
    'Các thành phố nóng hơn vùng xung quanh trung bình 1,5 °C. Tăng độ che phủ cây xanh lên 30% sẽ làm mát thành phố thêm 0,4 °C.',
    'Trồng thêm cây sẽ làm mát thành phố thêm 1,5 °C.',
    'Trồng thêm cây sẽ làm mát thành phố thêm 0,4 °C.',
  ],
];

describe('reboundFigures in the languages people write', () => {
  it.each(TREES)(
    'stops a measure moved to another’s place in %s, keeps it at its own',
    (lang, source, moved, kept) => {
      expect(stopped(moved, source, lang)).toEqual(['1,5 °C']);
      expect(stopped(kept, source, lang)).toEqual([]);
    },
  );

  it('names both figures of a swap between two nouns', () => {
    const ingressos =
      'Foram vendidos 300 ingressos de plateia e 120 ingressos de camarote para a estreia.';
    expect(
      stopped(
        'Foram vendidos 120 ingressos de plateia e 300 ingressos de camarote.',
        ingressos,
        'pt',
      ),
    ).toEqual(['120', '300']);
    expect(
      stopped(
        'Para a estreia houve 300 ingressos de plateia e 120 ingressos de camarote.',
        ingressos,
        'pt',
      ),
    ).toEqual([]);
    const deksels =
      'Er waren 61 meldingen van openspringende deksels, waaronder 17 meldingen van brandwonden.';
    expect(
      stopped(
        'Er waren 17 meldingen van openspringende deksels, 61 daarvan met brandwonden.',
        deksels,
        'nl',
      ),
    ).toEqual(['17', '61']);
    expect(
      stopped(
        'Er waren 61 meldingen van openspringende deksels, 17 daarvan met brandwonden.',
        deksels,
        'nl',
      ),
    ).toEqual([]);
    const bilety = 'Продано 300 билетов в партер и 120 билетов на балкон.';
    expect(stopped('Продано 120 билетов в партер и 300 билетов на балкон.', bilety, 'ru')).toEqual([
      '120',
      '300',
    ]);
  });

  it('keeps a change told either way: "from X to Y", "Y, down from X"', () => {
    const cabai =
      'Harga cabai rawit di Pasar Induk Kramat Jati turun jadi Rp45.000 per kg, dari Rp70.000 pekan lalu, kata Kepala Pasar Agus Lestari.';
    expect(
      stopped(
        'Harga cabai rawit turun dari Rp70 ribu menjadi Rp45 ribu per kilogram.',
        cabai,
        'id',
      ),
    ).toEqual([]);
    expect(stopped('Harga cabai rawit Rp45.000 per kg, turun dari Rp70.000.', cabai, 'id')).toEqual(
      [],
    );
    const receita =
      'A receita subiu 28% para R$ 4,9 bilhões. A divisão de nuvem teve crescimento de 22%.';
    expect(stopped('A receita da divisão de nuvem subiu 22%.', receita, 'pt')).toEqual([]);
    const hyra =
      'Hyran för studentbostäder sänks med 5 procent från 1 juli, från 4 200 till 3 990 kronor.';
    expect(
      stopped(
        'Hyran för studentbostäder sänks från 4 200 till 3 990 kronor, 5 procent.',
        hyra,
        'sv',
      ),
    ).toEqual([]);
  });
});

describe('reboundFigures in Korean, by the counter written on the figure', () => {
  const jamsil =
    'LG 트윈스가 잠실에서 두산 베어스를 7대4로 꺾고 4연승을 달렸다. 오스틴은 3회 3점 홈런을 쳤다.';
  const hanwha = '한화 이글스가 5연패를 끊었다. 선발 류현진은 6이닝 동안 탈삼진 8개를 기록했다.';

  it('stops a count given another of the source’s numbers before its counter', () => {
    expect(stopped('LG 트윈스가 두산을 7대4로 이기고 3연승을 달렸다.', jamsil, 'ko')).toEqual([
      '3',
    ]);
    expect(stopped('한화가 6연패를 끊었다.', hanwha, 'ko')).toEqual(['6']);
  });

  it('keeps the count at its own counter, whatever particle follows', () => {
    expect(stopped('LG 트윈스가 두산을 7대4로 이기고 4연승을 달렸다.', jamsil, 'ko')).toEqual([]);
    expect(stopped('LG의 4연승이다.', jamsil, 'ko')).toEqual([]);
    expect(stopped('한화가 5연패를 끊었다. 류현진은 6이닝을 던졌다.', hanwha, 'ko')).toEqual([]);
  });
});

describe('reboundFigures in Japanese and Chinese, by the two characters next to the figure', () => {
  const koshien =
    '阪神タイガースが甲子園で巨人に5対3で勝ち、4連勝を飾った。佐藤は3回に2ランを放った。';
  const panda = '公园里共有3只大熊猫，今年新出生了2只幼崽。门票上涨了3元。';

  it('stops a count given another of the source’s numbers before its counter', () => {
    expect(stopped('阪神が巨人に5対3で勝ち、3連勝を飾った。', koshien, 'ja')).toEqual(['3']);
    expect(stopped('公园里共有2只大熊猫。', panda, 'zh')).toEqual(['2']);
  });

  it('keeps each count at its own counter, and binds nothing to a change', () => {
    expect(stopped('阪神が巨人に5対3で勝ち、4連勝を飾った。', koshien, 'ja')).toEqual([]);
    expect(stopped('佐藤は3回に2ランを放った。', koshien, 'ja')).toEqual([]);
    expect(stopped('公园今年出生了2只幼崽，共有3只大熊猫。', panda, 'zh')).toEqual([]);
    expect(stopped('门票上涨3元。', panda, 'zh')).toEqual([]);
  });
});

describe('bindings in round sixteen’s languages, past low quotation marks', () => {
  const sofia = 'Решението беше прието с 39 гласа „за“ и 18 „против“.';
  const zagreb = 'Skupština je usvojila proračun s 39 glasova za i 18 protiv.';

  it('stops a vote swapped between "for" and "against", the words in „quotes“ or not', () => {
    expect(stopped('Решението беше прието с 18 гласа „за“ и 39 „против“.', sofia, 'bg')).toContain(
      '18',
    );
    expect(stopped('Proračun je usvojen s 18 glasova za i 39 protiv.', zagreb, 'hr')).toContain(
      '18',
    );
  });

  it('keeps each vote at its own word', () => {
    expect(stopped('Бюджетът беше приет с 39 гласа „за“ и 18 „против“.', sofia, 'bg')).toEqual([]);
    expect(stopped('Proračun je usvojen s 39 glasova za i 18 protiv.', zagreb, 'hr')).toEqual([]);
  });
});
