import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const BULLETIN =
  'Fire danger ratings are expected to reach Extreme in the Flinders, Mid North and Eastern Eyre Peninsula districts on Monday.';
const FESTIVAL = 'The festival features Arctic Monkeys, Dua Lipa, Stormzy and Lorde.';

describe('a count of the names a source lists before their noun', () => {
  it('holds "three districts" of three districts named', () => {
    expect(claims('Fire danger may reach Extreme in three districts on Monday.', BULLETIN)).toEqual(
      [],
    );
  });

  it('holds no other count of them', () => {
    expect(claims('Fire danger may reach Extreme in four districts on Monday.', BULLETIN)).toEqual([
      'figure:four',
    ]);
  });

  it('holds "three plants" of "its Leeds, Hull and York plants"', () => {
    const text = 'The company will cut jobs at its Leeds, Hull and York plants.';
    expect(claims('The company will cut jobs at three plants.', text)).toEqual([]);
    expect(claims('The company will cut jobs at four plants.', text)).toEqual(['figure:four']);
  });

  it('holds "the three ministers" of "Ministers Patel, Okafor and Lindqvist" (h279)', () => {
    const text = 'Ministers Patel, Okafor and Lindqvist resigned this morning.';
    expect(claims('The 3 ministers resigned this morning.', text)).toEqual([]);
    expect(claims('Three ministers resigned.', text)).toEqual([]);
    expect(claims('The 4 ministers resigned this morning.', text)).toEqual(['figure:4']);
    // A verb before the first name is no noun of the list.
    const arrest = 'Police arrested Smith, Jones and Brown in Leeds on Friday.';
    expect(claims('3 police officers were arrested in Leeds.', arrest)).toEqual(['figure:3']);
  });
});

describe('a count of a list in the line’s own word', () => {
  it('holds the acts a festival lists, by any name, and stops another count', () => {
    expect(claims('Four headliners are booked.', FESTIVAL)).toEqual([]);
    expect(claims('The festival has four acts including Dua Lipa.', FESTIVAL)).toEqual([]);
    expect(claims('Five headliners are booked.', FESTIVAL)).toEqual(['figure:Five']);
  });

  it('holds two names joined by "and", and "both … and"', () => {
    const study = 'The study was led by researchers in Oslo and Bergen.';
    expect(claims('Researchers in two Norwegian cities led the study.', study)).toEqual([]);
    const resigned = 'Both the mayor and her deputy resigned on Monday.';
    expect(claims('Two city leaders resigned on Monday.', resigned)).toEqual([]);
    expect(claims('Three city leaders resigned on Monday.', resigned)).toEqual(['figure:Three']);
  });

  it('holds a colon’s list and days listed', () => {
    const winners = 'Winners: Ana (gold), Ben (silver), Cleo (bronze).';
    expect(claims('Three medallists were named.', winners)).toEqual([]);
    expect(claims('Four medallists were named.', winners)).toEqual(['figure:Four']);
    const museum = 'The museum is closed on Mondays and Tuesdays.';
    expect(claims('The museum is closed two days a week.', museum)).toEqual([]);
  });

  it('holds the lines of a bulleted list', () => {
    const text = 'New on the menu:\n- Ramen\n- Gyoza\n- Katsu curry\nOpen from noon.';
    expect(claims('Three new dishes are on the menu.', text)).toEqual([]);
    expect(claims('Four new dishes are on the menu.', text)).toEqual(['figure:Four']);
  });

  it('counts no list the line does not speak of', () => {
    const text = `${FESTIVAL} Two ticket types are sold.`;
    expect(claims('Four ticket types are sold.', text)).toEqual(['figure:Four']);
    const storms = 'Storms hit Flinders, Mid North and Eyre on Monday. Two towns lost power.';
    expect(claims('Three towns lost power.', storms)).toEqual(['figure:Three']);
  });

  it('counts no list of figures', () => {
    const tour = 'Her world tour: 42 shows across 18 countries, from $65.';
    expect(claims('The tour has two legs.', tour)).toEqual(['figure:two']);
    const specs = 'It weighs 75 kg, holds 1.5 l, runs 3 h and 45 min.';
    expect(claims('It has 4 features.', specs)).toEqual(['figure:4']);
  });

  it('reads the list’s joiner in French, German and Spanish', () => {
    const fr = 'Le festival accueille Daft Punk, Air, Justice et Phoenix.';
    expect(claims('Le festival accueille quatre artistes.', fr, 'fr')).toEqual([]);
    expect(claims('Le festival accueille cinq artistes.', fr, 'fr')).toEqual(['figure:cinq']);
    const de = 'Das Festival bringt Kraftwerk, Rammstein, Tocotronic und Scooter.';
    expect(claims('Das Festival bringt vier Bands.', de, 'de')).toEqual([]);
    expect(claims('Das Festival bringt drei Bands.', de, 'de')).toEqual(['figure:drei']);
    const es = 'El festival trae a Maná, Jarabe de Palo, Vetusta Morla y Love of Lesbian.';
    expect(claims('El festival trae cuatro grupos.', es, 'es')).toEqual([]);
    expect(claims('El festival trae cinco grupos.', es, 'es')).toEqual(['figure:cinco']);
  });
});

describe('a longer list of names', () => {
  it('is counted for none of its runs', () => {
    const names =
      'Ash, Birch, Cedar, Elm, Fir, Hazel, Larch, Maple, Oak, Pine, Rowan, Spruce, Willow and Yew';
    expect(claims('Twelve parks were closed.', `The ${names} parks were closed.`)).toEqual([
      'figure:Twelve',
    ]);
  });
});

describe('any list of n names', () => {
  const name = fc.stringMatching(/^Q[a-z]{3,7}$/u);
  it('holds n and stops n ± 1', () => {
    fc.assert(
      fc.property(fc.uniqueArray(name, { minLength: 2, maxLength: 9 }), (names) => {
        const text = `The festival features ${names.slice(0, -1).join(', ')} and ${names.at(-1)}.`;
        const n = names.length;
        expect(claims(`${n} headliners are booked.`, text)).toEqual([]);
        expect(claims(`${n + 1} headliners are booked.`, text)).toEqual([`figure:${n + 1}`]);
        if (n > 2) {
          expect(claims(`${n - 1} headliners are booked.`, text)).toEqual([`figure:${n - 1}`]);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('a pair or a list written in another language’s way (h262)', () => {
  it('holds two of a pair in quotes, after an article, or with its noun before it', () => {
    const ru = 'Финал сыграют «Спартак» и «Зенит» в субботу.';
    expect(claims('В субботу две команды сыграют финал.', ru, 'ru')).toEqual([]);
    expect(claims('В субботу три команды сыграют финал.', ru, 'ru')).toEqual(['figure:три']);
    const es = 'El partido entre el Betis y el Sevilla terminó en empate.';
    expect(claims('Los dos equipos empataron.', es, 'es')).toEqual([]);
    expect(claims('Los tres equipos empataron.', es, 'es')).toEqual(['figure:tres']);
    const el = 'Οι ομάδες Ολυμπιακός και Παναθηναϊκός αναμετρώνται την Κυριακή.';
    expect(claims('Δύο ομάδες αναμετρώνται την Κυριακή.', el, 'el')).toEqual([]);
    const fr = "Le derby oppose l'OM et l'OGC Nice dimanche.";
    expect(claims("Les deux clubs s'affrontent dimanche.", fr, 'fr')).toEqual([]);
    expect(claims("Les trois clubs s'affrontent dimanche.", fr, 'fr')).toEqual(['figure:trois']);
    // "extra" is no "tra" (between): the noun before the pair still counts.
    const en = 'The extra teams Arsenal and Chelsea join the cup on Sunday.';
    expect(claims('Two teams join the cup on Sunday.', en)).toEqual([]);
  });

  it('holds two of "between A and B" in a script without capitals', () => {
    const hi = 'मैच भारत और पाकिस्तान के बीच खेला गया।';
    expect(claims('दो टीमों के बीच मैच खेला गया।', hi, 'hi')).toEqual([]);
    expect(claims('तीन टीमों के बीच मैच खेला गया।', hi, 'hi')).toEqual(['figure:तीन']);
  });

  it('counts a list joined by "、" in Chinese and Japanese', () => {
    const zh = '展览将在北京、上海和广州举行。';
    expect(claims('展览将在三个城市举行。', zh, 'zh')).toEqual([]);
    expect(claims('展览将在四个城市举行。', zh, 'zh')).toEqual(['figure:四']);
    const ja = '東京、大阪、名古屋で展示会が開かれる。';
    expect(claims('三つの都市で展示会が開かれる。', ja, 'ja')).toEqual([]);
    expect(claims('四つの都市で展示会が開かれる。', ja, 'ja')).toEqual(['figure:四']);
  });

  it('counts no noun before the list that another clause writes', () => {
    const text = 'Storms hit Flinders and Eyre on Monday. Three towns lost power.';
    expect(claims('Two towns lost power.', text)).toEqual(['figure:Two']);
  });
});
