import { describe, expect, it } from 'vitest';
import {
  languageWords,
  lettersLanguage,
  scriptLanguage,
  taggedOrDetected,
} from './script-language.ts';

describe('scriptLanguage', () => {
  it('names the language of a script only it is written in, however short the text', () => {
    expect(scriptLanguage('今日も電車が遅れています。')).toBe('ja');
    // Kana among kanji: Japanese, not Chinese.
    expect(scriptLanguage('東京タワー')).toBe('ja');
    expect(scriptLanguage('火车今天又晚点了。')).toBe('zh');
    expect(scriptLanguage('오늘도 기차가 늦네요.')).toBe('ko');
    expect(scriptLanguage('הרכבות שוב מאחרות היום.')).toBe('he');
    expect(scriptLanguage('วันนี้รถไฟมาสายอีกแล้ว')).toBe('th');
    expect(scriptLanguage('Τα τρένα αργούν ξανά σήμερα.')).toBe('el');
  });

  it('leaves scripts several languages share, and Latin script, to the words', () => {
    expect(scriptLanguage('The trains are late again.')).toBeUndefined();
    expect(scriptLanguage('Поезда опять опаздывают.')).toBeUndefined();
    expect(scriptLanguage('القطارات متأخرة مرة أخرى اليوم.')).toBeUndefined();
    // A name in Han characters does not make an English line Chinese.
    expect(
      scriptLanguage('Our new office in Tokyo opens on Monday, says CEO 田中.'),
    ).toBeUndefined();
  });

  it('reads the script without the links around it', () => {
    expect(languageWords('詳細はstatus-service.jp/incidentを @support_jp #障害')).not.toMatch(
      /status|support|障害/,
    );
    expect(scriptLanguage('詳細はstatus-service.jp/incidentをご覧ください。')).toBe('ja');
  });
});

describe('lettersLanguage', () => {
  it('tells Arabic, Persian, Urdu, Hindi, Ukrainian and Russian by their letters', () => {
    expect(lettersLanguage('مرحبا')).toBe('ar');
    expect(lettersLanguage('چطوری')).toBe('fa');
    expect(lettersLanguage('آپ کیسے ہیں')).toBe('ur');
    expect(lettersLanguage('नमस्ते')).toBe('hi');
    expect(lettersLanguage('Слава Україні')).toBe('uk');
    expect(lettersLanguage('Вы где?')).toBe('ru');
    expect(lettersLanguage('Добро утро')).toBeUndefined();
    expect(lettersLanguage('Hola amigo')).toBeUndefined();
  });
});

describe('taggedOrDetected', () => {
  it('keeps the tag unless the text clearly is in another language', () => {
    expect(taggedOrDetected('pt-BR', 'pt')).toBe('pt-BR');
    expect(taggedOrDetected('es', undefined)).toBe('es');
    expect(taggedOrDetected('ar', 'en')).toBe('en');
    // Han alone cannot tell Chinese from Japanese kanji.
    expect(taggedOrDetected('ja', 'zh')).toBe('ja');
    expect(taggedOrDetected('und', 'he')).toBe('he');
    expect(taggedOrDetected('zxx', undefined)).toBeUndefined();
  });
});
