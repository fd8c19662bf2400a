/** Names across scripts (roman-names.ts): a translated line's name is the source's romanised. */
import { describe, expect, it } from 'vitest';
import { romanSupported, sourceSpelling } from './roman-names.ts';

const source = (text: string) => ({ text });
const HOCKEY = source('ЦСКА обыграл СКА со счётом 4:2. Дубль оформил Иван Морозов в Москве.');
const IPL = source('मुंबई इंडियंस ने चेन्नई सुपर किंग्स को 5 विकेट से हराया। रोहित शर्मा ने 76 रन बनाए।');

describe('romanSupported', () => {
  it('finds the source’s names as translations spell them', () => {
    for (const name of ['Ivan', 'Morozov', 'CSKA', 'SKA', 'Moscow']) {
      expect(romanSupported(name, HOCKEY), name).toBe(true);
    }
    for (const name of ['Mumbai', 'Indians', 'Chennai', 'Super', 'Kings', 'Rohit', 'Sharma']) {
      expect(romanSupported(name, IPL), name).toBe(true);
    }
    expect(romanSupported('Lviv', source('Шахтар переміг у Львові.'))).toBe(true);
    expect(romanSupported('Petersburg', source('в Санкт-Петербурге'))).toBe(true);
    expect(romanSupported('Beijing', source('北京大兴机场今年旅客吞吐量突破4000万人次'))).toBe(
      true,
    );
    expect(romanSupported('Jerusalem', source('ההופעה בירושלים'))).toBe(true);
    expect(romanSupported('Cairo', source('في القاهرة'))).toBe(true);
    // The article behind a one-letter word written onto it: "in Riyadh", "and Cairo", "for Riyadh".
    expect(romanSupported('Riyadh', source('في مكتبة الملك فهد الوطنية بالرياض'))).toBe(true);
    expect(romanSupported('Cairo', source('من دبي والقاهرة'))).toBe(true);
    expect(romanSupported('Riyadh', source('رحلات للرياض'))).toBe(true);
  });

  it('finds no name the source does not have in any spelling', () => {
    for (const name of ['Kirill', 'Kaprizov', 'Karnaukhov', 'Ovechkin']) {
      expect(romanSupported(name, HOCKEY), name).toBe(false);
    }
    expect(
      romanSupported('Claudinho', source('Голы забили Педро и Дуран, у гостей Угальде.')),
    ).toBe(false);
    expect(romanSupported('Abu Dhabi', source('أعلنت هيئة الطرق في دبي'))).toBe(false);
    expect(romanSupported('Riyadh', source('الندوة بالقاهرة'))).toBe(false);
    expect(romanSupported('Hardik', IPL)).toBe(false);
    expect(romanSupported('Kolkata', IPL)).toBe(false);
    // A "v" the source does not write is a consonant of another name ("Varun" is not "Rohan"),
    // where a "w" may be a vowel the source writes ("Wembley" of "Уэмбли").
    const film = source('फ़िल्म में अनन्या कपूर और रोहन मेहता मुख्य भूमिकाओं में हैं।');
    expect(romanSupported('Varun', film)).toBe(false);
    expect(romanSupported('Rohan', film)).toBe(true);
    expect(romanSupported('Wembley', source('Англия обыграла Шотландию на «Уэмбли».'))).toBe(true);
  });
});

describe('romanSupported: names of few consonants and places’ adjectives (round fourteen)', () => {
  it('finds an acronym or a name whose letters any-ascii spells as the line does', () => {
    const weather = source('Καύσωνας: η ΕΜΥ προειδοποιεί για θερμοκρασίες έως 43 βαθμούς.');
    expect(romanSupported('EMY', weather)).toBe(true);
    expect(romanSupported('EMA', weather)).toBe(false);
    const hanoi = source('Sở Y tế Hà Nội cho biết tuần qua thành phố ghi nhận 1.250 ca.');
    expect(romanSupported('Hanoi', hanoi)).toBe(true);
    expect(romanSupported('Hue', hanoi)).toBe(false);
  });

  it('finds a place a Russian or Ukrainian adjective is made of', () => {
    const comet = source('Астрономы Пулковской обсерватории обнаружили новую комету.');
    expect(romanSupported('Pulkovo', comet)).toBe(true);
    expect(romanSupported('Moscow', source('учёные Московского университета'))).toBe(true);
    expect(romanSupported('Lviv', source('рада Львівської області'))).toBe(true);
    expect(romanSupported('Pskov', comet)).toBe(false);
    expect(romanSupported('Kazan', source('учёные Московского университета'))).toBe(false);
  });
});

describe('sourceSpelling', () => {
  it('tells a source a translation spells letter by letter from the others', () => {
    expect(sourceSpelling(HOCKEY)).toBe('spelled');
    expect(sourceSpelling(IPL)).toBe('spelled');
    expect(sourceSpelling(source('Ο Ολυμπιακός κέρδισε 2-0'))).toBe('spelled');
    expect(sourceSpelling(source('Real Madrid 3-1 Sevilla'))).toBe('latin');
    expect(sourceSpelling(source('阪神が巨人に5対3で勝利'))).toBe('japanese');
    expect(sourceSpelling(source('北京大兴机场'))).toBe('other');
    expect(sourceSpelling(source('أعلنت هيئة الطرق في دبي'))).toBe('other');
  });
});

describe('romanSupported: declined Slavic names and Hangul loanwords (round twenty-four)', () => {
  it('finds a person a Russian case ending declines', () => {
    const visit = source('Во вторник он встретится с главой МИД России Сергеем Волковым.');
    expect(romanSupported('Sergei', visit)).toBe(true);
    expect(romanSupported('Volkov', visit)).toBe(true);
    expect(romanSupported('Lavrov', visit)).toBe(false);
  });

  it('finds a place Hangul writes with a voiced letter for its voiceless one', () => {
    const office = source('김지훈 대표는 도쿄에 지사를 열겠다고 밝혔다.');
    expect(romanSupported('Tokyo', office)).toBe(true);
    expect(romanSupported('Osaka', office)).toBe(false);
  });
});
