import { describe, expect, it } from 'vitest';
import {
  cardProvenance,
  isRightToLeft,
  isWriterLanguage,
  languageName,
  normaliseLanguageTag,
  rulesCannotTranslate,
  threadProvenance,
  WRITER_LANGUAGES,
} from './card-languages.ts';

describe('the language contract of issue 45', () => {
  it('reads a BCP 47 tag as its base language, and refuses what names none', () => {
    expect(normaliseLanguageTag('pt-BR')).toBe('pt');
    expect(normaliseLanguageTag('zh-Hant')).toBe('zh');
    expect(normaliseLanguageTag(' JA ')).toBe('ja');
    expect(normaliseLanguageTag('und')).toBeUndefined();
    expect(normaliseLanguageTag('not a tag')).toBeUndefined();
    expect(normaliseLanguageTag('')).toBeUndefined();
  });

  it('offers the languages the default model writes, each a base tag it reads as itself', () => {
    for (const tag of ['en', 'zh', 'ja', 'ar', 'he', 'fa', 'hi']) {
      expect(WRITER_LANGUAGES).toContain(tag);
    }
    for (const tag of WRITER_LANGUAGES) expect(normaliseLanguageTag(tag)).toBe(tag);
    expect(isWriterLanguage('ja')).toBe(true);
    expect(isWriterLanguage('ja-JP')).toBe(false);
    expect(isWriterLanguage('tlh')).toBe(false);
  });

  it('names a language in English or in itself, and falls back to the tag', () => {
    expect(languageName('ja')).toBe('Japanese');
    expect(languageName('ja', 'ja')).toBe('日本語');
    expect(languageName('qaa')).toBe('qaa');
  });

  it('tells right-to-left languages', () => {
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('he-IL')).toBe(true);
    expect(isRightToLeft('fa')).toBe(true);
    expect(isRightToLeft('en')).toBe(false);
    expect(isRightToLeft('ja')).toBe(false);
  });

  it('says where a card or a thread came from only when its language is another', () => {
    expect(cardProvenance('en', 'ja')).toBe('Summed up in English from a post in Japanese');
    expect(threadProvenance('en', 'ja-JP')).toBe('Written in English from a text in Japanese');
    expect(cardProvenance('en', 'en-GB')).toBeUndefined();
    expect(cardProvenance('en', undefined)).toBeUndefined();
    expect(cardProvenance(undefined, 'ja')).toBeUndefined();
  });

  it('says honestly that the rules writer cannot write in the asked language', () => {
    expect(rulesCannotTranslate('es')).toBe('A card in Spanish needs the language model');
    expect(rulesCannotTranslate('es-MX', 'thread')).toBe(
      'A thread in Spanish needs the language model',
    );
  });
});
