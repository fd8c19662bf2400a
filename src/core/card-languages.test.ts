import { describe, expect, it } from 'vitest';
import {
  cardProvenance,
  isRightToLeft,
  isWriterLanguage,
  languageName,
  namedLanguage,
  normaliseLanguageTag,
  rulesCannotTranslate,
  threadProvenance,
  WRITER_LANGUAGES,
} from './card-languages.ts';

describe('the writer’s languages', () => {
  it('holds the languages issue 45 names, each a lower-case base tag, once', () => {
    for (const tag of 'en zh ja ko fr es pt de it ru ar vi th id tr nl pl uk cs sv he fa hi'.split(
      ' ',
    )) {
      expect(isWriterLanguage(tag), tag).toBe(true);
    }
    for (const tag of WRITER_LANGUAGES) expect(normaliseLanguageTag(tag)).toBe(tag);
    expect(new Set(WRITER_LANGUAGES).size).toBe(WRITER_LANGUAGES.length);
    expect(isWriterLanguage('pt-BR')).toBe(false);
    expect(isWriterLanguage('xx')).toBe(false);
    expect(isWriterLanguage(undefined)).toBe(false);
  });

  it('names every one of them in English, not by its tag', () => {
    for (const tag of WRITER_LANGUAGES) expect(languageName(tag)).not.toBe(tag);
    expect(languageName('ja')).toBe('Japanese');
    expect(languageName('fa')).toBe('Persian');
  });
});

describe('normaliseLanguageTag', () => {
  it('reads a BCP 47 tag down to its base language', () => {
    expect(normaliseLanguageTag('pt-BR')).toBe('pt');
    expect(normaliseLanguageTag('zh-Hant')).toBe('zh');
    expect(normaliseLanguageTag('zh-Hant-TW')).toBe('zh');
    expect(normaliseLanguageTag('EN')).toBe('en');
    expect(normaliseLanguageTag('es-419')).toBe('es');
    expect(normaliseLanguageTag(' ja ')).toBe('ja');
    // An underscore is how some systems write it; the old codes are their languages.
    expect(normaliseLanguageTag('pt_BR')).toBe('pt');
    expect(normaliseLanguageTag('iw')).toBe('he');
    expect(normaliseLanguageTag('in')).toBe('id');
  });

  it('gives nothing for a tag that is not BCP 47 or names no language', () => {
    for (const tag of [
      '',
      'english',
      'e',
      '12',
      'en--US',
      'und',
      'zxx',
      'qme',
      'mul',
      'x'.repeat(200),
    ]) {
      expect(normaliseLanguageTag(tag), tag).toBeUndefined();
    }
  });
});

describe('languageName', () => {
  it('names a language in English, or in the language asked', () => {
    expect(languageName('pt-BR')).toBe('Brazilian Portuguese');
    expect(languageName('ja', 'fr')).toBe('japonais');
    expect(languageName('ja', 'not a locale')).toBe('Japanese');
  });

  it('falls back to the tag where no name is known', () => {
    expect(languageName('xx')).toBe('xx');
    expect(languageName('und')).toBe('und');
    expect(namedLanguage('xx')).toBeUndefined();
    expect(namedLanguage(undefined)).toBeUndefined();
  });
});

describe('isRightToLeft', () => {
  it('is true for the languages written right to left, with or without a region', () => {
    // Kashmiri and Punjabi in Arabic script are Intl's, the others the list's too.
    for (const tag of [
      'ar',
      'he',
      'fa',
      'ur',
      'ps',
      'yi',
      'dv',
      'ckb',
      'fa-IR',
      'ar-EG',
      'iw',
      'ks',
      'pa-Arab',
    ]) {
      expect(isRightToLeft(tag), tag).toBe(true);
    }
  });

  it('is false for the others and for no tag', () => {
    for (const tag of ['en', 'ja', 'zh', 'hi', 'th', 'ru', 'tr', 'not a tag', '']) {
      expect(isRightToLeft(tag), tag).toBe(false);
    }
    expect(isRightToLeft(undefined)).toBe(false);
  });
});

describe('where a card’s words came from', () => {
  it('says a card in another language than its post was summed up from it', () => {
    expect(cardProvenance('en', 'ja')).toBe('Summed up in English from a post in Japanese');
    expect(cardProvenance('pt-BR', 'ar')).toBe('Summed up in Portuguese from a post in Arabic');
    expect(threadProvenance('en', 'ja')).toBe('Written in English from a text in Japanese');
  });

  it('says nothing when both are one language, or either is unknown', () => {
    expect(cardProvenance('ja', 'ja')).toBeUndefined();
    expect(cardProvenance('pt', 'pt-BR')).toBeUndefined();
    expect(cardProvenance('en', undefined)).toBeUndefined();
    expect(cardProvenance(undefined, 'ja')).toBeUndefined();
    expect(cardProvenance('en', 'und')).toBeUndefined();
    expect(cardProvenance('en', 'xx')).toBeUndefined();
    expect(threadProvenance('es', 'es')).toBeUndefined();
  });

  it('says a card or a thread in another language needs the language model', () => {
    expect(rulesCannotTranslate('es')).toBe('A card in Spanish needs the language model');
    expect(rulesCannotTranslate('es-MX', 'thread')).toBe(
      'A thread in Spanish needs the language model',
    );
  });
});
